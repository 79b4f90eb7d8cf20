import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '#contracts/auth';
import { errorResponses } from '#contracts/errors';
import {
  applyRequestSchema,
  BANNER_HEIGHT,
  BANNER_WIDTH,
  brandingImageResponseSchema,
  chefSignUpRequestSchema,
  goLiveRequestSchema,
  LOGO_SIZE,
  onboardingResponseSchema,
  onboardingSavedResponseSchema,
  orderSettingsStepSchema,
  profileStepSchema,
  progressStepParamsSchema,
} from '#contracts/onboarding';
import { AVATAR_MAX_BYTES } from '#contracts/profiles';
import { onboardingMessages } from '#domain/onboarding';
import { setSessionCookie } from '../../http/authenticate.ts';
import { createSession, getSessionUser } from '../auth/session.service.ts';
import { signUp } from '../auth/sign-up.service.ts';
import { readUploadedImage, storeImage } from '../files/images.ts';
import { applyAsChef } from './apply-as-chef.service.ts';
import { completeStep } from './complete-step.service.ts';
import { getOnboarding } from './get-onboarding.service.ts';
import { notAChef } from './onboarding-progress.ts';
import { saveBrandingImageUrl } from './save-branding-image.service.ts';
import { saveOrderSettingsStep } from './save-order-settings-step.service.ts';
import { saveProfileStep } from './save-profile-step.service.ts';
import { submitForApproval } from './submit-for-approval.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Multipart only in this scope (logo and banner), one file of at most 5 MB.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/onboarding/signup',
    {
      config: { auth: 'public', limit: 'signUp' },
      schema: {
        tags,
        summary: 'Create an account as a chef applicant and sign in',
        body: chefSignUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { producerKind, ...account } = req.body;
      // The account and its application commit together: no half-made chef.
      const userId = await signUp(ctx, account, req.log, (tx, id) =>
        applyAsChef(ctx, id, { producerKind, businessName: account.name }, tx),
      );
      const session = await createSession(ctx, userId, {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookie(reply, ctx, session.token, session.expiresAt);
      return reply.code(201).send({ user: await getSessionUser(ctx, userId) });
    },
  );

  app.post(
    '/onboarding/apply',
    {
      config: { auth: 'user', limit: 'onboardingApply' },
      schema: {
        tags,
        summary: 'Apply to sell: my profile becomes a chef applicant (idempotent)',
        body: applyRequestSchema,
        response: { 200: onboardingSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      await applyAsChef(ctx, userId, req.body);
      const onboarding = await getOnboarding(ctx, userId);
      if (!onboarding) throw notAChef();
      return { onboarding, message: onboardingMessages.applied };
    },
  );

  app.get(
    '/onboarding',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My onboarding: step, saved data, checklist, approval (null before applying)',
        response: { 200: onboardingResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ onboarding: await getOnboarding(ctx, signedInUserId(req)) }),
  );

  app.put(
    '/onboarding/profile',
    {
      config: { auth: 'user', limit: 'onboardingSave' },
      schema: {
        tags,
        summary: 'Save the Profile step (branding, business address, phones, e-mails, hours)',
        body: profileStepSchema,
        response: { 200: onboardingSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const onboarding = await saveProfileStep(ctx, userId, req.body);
      return { onboarding, message: onboardingMessages.profileSaved };
    },
  );

  for (const kind of ['logo', 'banner'] as const) {
    app.post(
      `/onboarding/profile/${kind}`,
      {
        config: { auth: 'user', limit: 'onboardingImage' },
        schema: {
          tags,
          summary:
            kind === 'logo'
              ? 'Upload the business logo (multipart "file"; fits 512×512)'
              : 'Upload the 16:9 banner (multipart "file"; cropped to 1600×900)',
          consumes: ['multipart/form-data'],
          response: { 200: brandingImageResponseSchema, ...errorResponses },
        },
      },
      async (req) => {
        const userId = signedInUserId(req);
        if (!(await getOnboarding(ctx, userId))) throw notAChef();
        const upload = await readUploadedImage(req);
        const url = await storeImage(ctx, {
          key: `profile/${userId}/${kind}`,
          upload,
          ownerId: userId,
          shape:
            kind === 'logo'
              ? { width: LOGO_SIZE, height: LOGO_SIZE, fit: 'inside' }
              : { width: BANNER_WIDTH, height: BANNER_HEIGHT, fit: 'cover' },
        });
        await saveBrandingImageUrl(ctx, userId, kind, url);
        return {
          url,
          message: kind === 'logo' ? onboardingMessages.logoSaved : onboardingMessages.bannerSaved,
        };
      },
    );
  }

  app.put(
    '/onboarding/order-settings',
    {
      config: { auth: 'user', limit: 'onboardingSave' },
      schema: {
        tags,
        summary: 'Save the Order Settings step',
        body: orderSettingsStepSchema,
        response: { 200: onboardingSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const onboarding = await saveOrderSettingsStep(ctx, userId, req.body);
      return { onboarding, message: onboardingMessages.orderSettingsSaved };
    },
  );

  app.post(
    '/onboarding/steps/:step/complete',
    {
      config: { auth: 'user', limit: 'onboardingSave' },
      schema: {
        tags,
        summary: 'Finish the Welcome, Finance or Menus step (progress only)',
        params: progressStepParamsSchema,
        response: { 200: onboardingSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const onboarding = await completeStep(ctx, userId, req.params.step);
      return { onboarding, message: 'Saved.' };
    },
  );

  app.post(
    '/onboarding/go-live',
    {
      config: { auth: 'user', limit: 'onboardingGoLive' },
      schema: {
        tags,
        summary: 'Submit the business for approval (refused while the checklist is incomplete)',
        body: goLiveRequestSchema,
        response: { 200: onboardingSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const onboarding = await submitForApproval(ctx, userId, req.body);
      return { onboarding, message: onboardingMessages.submitted };
    },
  );
};
