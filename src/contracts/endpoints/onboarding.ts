import type { sessionResponseSchema } from '#contracts/auth';
import type {
  applyRequestSchema,
  brandingImageResponseSchema,
  chefSignUpRequestSchema,
  goLiveRequestSchema,
  onboardingResponseSchema,
  onboardingSavedResponseSchema,
  orderSettingsStepSchema,
  profileStepSchema,
  progressStepParamsSchema,
} from '#contracts/onboarding';
import { endpoint } from './endpoint';

export const chefSignUp = endpoint<{
  body: typeof chefSignUpRequestSchema;
  response: typeof sessionResponseSchema;
}>('POST', '/onboarding/signup');

export const applyAsChef = endpoint<{
  body: typeof applyRequestSchema;
  response: typeof onboardingSavedResponseSchema;
}>('POST', '/onboarding/apply');

export const getOnboarding = endpoint<{ response: typeof onboardingResponseSchema }>(
  'GET',
  '/onboarding',
);

export const saveProfileStep = endpoint<{
  body: typeof profileStepSchema;
  response: typeof onboardingSavedResponseSchema;
}>('PUT', '/onboarding/profile');

export const saveOrderSettingsStep = endpoint<{
  body: typeof orderSettingsStepSchema;
  response: typeof onboardingSavedResponseSchema;
}>('PUT', '/onboarding/order-settings');

export const completeOnboardingStep = endpoint<{
  params: typeof progressStepParamsSchema;
  response: typeof onboardingSavedResponseSchema;
}>('POST', '/onboarding/steps/{step}/complete');

export const goLive = endpoint<{
  body: typeof goLiveRequestSchema;
  response: typeof onboardingSavedResponseSchema;
}>('POST', '/onboarding/go-live');

export const uploadLogo = endpoint<{
  body: 'multipart';
  response: typeof brandingImageResponseSchema;
}>('POST', '/onboarding/profile/logo');

export const uploadBanner = endpoint<{
  body: 'multipart';
  response: typeof brandingImageResponseSchema;
}>('POST', '/onboarding/profile/banner');
