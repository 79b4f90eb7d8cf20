import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import { businessHoursProblem, WRONG_BUSINESS_HOURS } from '#domain/business-hours';
import {
  MAX_LEAD_TIME_MINUTES,
  MAX_MINIMUM_ORDER_CENTS,
  ONBOARDING_STEPS,
  onboardingMessages,
} from '#domain/onboarding';
import { signUpRequestSchema } from '#contracts/auth';
import {
  approvalStatusSchema,
  handleSchema,
  permitTypeSchema,
  producerKindSchema,
} from '#contracts/profiles';

/*
 * The business onboarding wizard (spec §2, §5): becoming a chef, each step's save, and going
 * live. The Finance step's data lives in #contracts/payouts.
 */

export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStepName = z.infer<typeof onboardingStepSchema>;

/** The kind a new chef picks (spec §1); nothing picked yet gets the form's words. */
const chosenProducerKind = z.enum(
  producerKindSchema.options,
  onboardingMessages.chooseProducerKind,
);

/** POST /onboarding/signup: a guest creates an account as a chef. */
export const chefSignUpRequestSchema = signUpRequestSchema.extend({
  producerKind: chosenProducerKind,
});
export type ChefSignUpRequest = z.infer<typeof chefSignUpRequestSchema>;

/** POST /onboarding/apply: a signed-in buyer applies to sell. */
export const applyRequestSchema = z.object({ producerKind: chosenProducerKind });
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

/** Weekdays plus a half-hour range; anything else is "Wrong business hours!" (spec §5). */
export const businessHoursInputSchema = z
  .object({
    businessDays: z.array(z.number().int()).max(7),
    fromHour: text().max(5),
    endHour: text().max(5),
  })
  .refine((h) => businessHoursProblem(h) === null, WRONG_BUSINESS_HOURS);

const phoneSchema = text()
  .trim()
  .max(30)
  .regex(/^$|^\+?[0-9 ().-]{7,30}$/, 'Enter a valid phone number.');

/** PUT /onboarding/profile: the Profile step. */
export const profileStepSchema = z.object({
  businessName: nameText()
    .trim()
    .min(1, onboardingMessages.businessNameRequired)
    .max(120, 'A business name can have at most 120 characters.'),
  /** How people find the business in search (@handle); the form offers one from the name. */
  handle: text().trim().min(1, onboardingMessages.handleRequired).pipe(handleSchema),
  tagline: text()
    .trim()
    .min(1, onboardingMessages.taglineRequired)
    .max(100, 'A tagline can have at most 100 characters.'),
  description: text()
    .max(5000, 'The description can have at most 5000 characters.')
    .nullable()
    .optional(),
  /** One of the chef's own addresses (GET/POST /addresses). */
  businessAddressId: z.uuid(onboardingMessages.chooseBusinessAddress).nullable().optional(),
  businessPhone: phoneSchema.min(1, onboardingMessages.businessPhoneRequired),
  phone: phoneSchema.nullable().optional(),
  businessEmail: text()
    .trim()
    .min(1, onboardingMessages.orderEmailRequired)
    .max(254)
    .pipe(z.email('Enter a valid e-mail address.')),
  businessHours: businessHoursInputSchema,
  /** Spec §6: CFO (cottage food operation) marks a home chef, RES a restaurant kitchen. */
  permitType: permitTypeSchema.nullable().optional(),
});
export type ProfileStepInput = z.infer<typeof profileStepSchema>;

/** PUT /onboarding/order-settings: the Order Settings step. */
export const orderSettingsStepSchema = z
  .object({
    minimumOrderCents: z
      .number('Enter a minimum order price.')
      .int('Enter the price in whole cents.')
      .min(0, 'The minimum order price cannot be negative.')
      .max(MAX_MINIMUM_ORDER_CENTS, 'The minimum order price can be at most $1,000.'),
    defaultLeadTimeMinutes: z
      .number('Enter a lead time.')
      .int('Enter the lead time in whole minutes.')
      .min(0, 'The lead time cannot be negative.')
      .max(MAX_LEAD_TIME_MINUTES, 'The lead time can be at most 7 days.'),
    callRobot: z.boolean(),
    disablePreOrder: z.boolean(),
    offersPickup: z.boolean(),
    offersDelivery: z.boolean(),
  })
  .refine((s) => s.offersPickup || s.offersDelivery, {
    message: onboardingMessages.offerPickupOrDelivery,
    path: ['offersPickup'],
  });
export type OrderSettingsStepInput = z.infer<typeof orderSettingsStepSchema>;

/** Steps whose save is only progress (their data is saved elsewhere or needs none). */
export const progressStepSchema = z.enum(['welcome', 'finance', 'menus']);
export const progressStepParamsSchema = z.object({ step: progressStepSchema });

export const goLiveOptionsSchema = z.object({
  tablet: z.boolean().default(false),
  robotCalls: z.boolean().default(false),
  freeVideo: z.boolean().default(false),
  marketing: z.boolean().default(false),
});
export type GoLiveOptionsInput = z.infer<typeof goLiveOptionsSchema>;

/** POST /onboarding/go-live */
export const goLiveRequestSchema = z.object({ options: goLiveOptionsSchema });
export type GoLiveRequest = z.infer<typeof goLiveRequestSchema>;

export const checklistItemSchema = z.object({
  id: z.enum([
    'business_name',
    'handle',
    'tagline',
    'address',
    'business_phone',
    'order_email',
    'business_hours',
    'product',
    'email_verified',
  ]),
  label: text(),
  step: onboardingStepSchema,
  done: z.boolean(),
  message: text(),
});

export const onboardingStateSchema = z.object({
  producerKind: producerKindSchema.nullable(),
  currentStep: onboardingStepSchema,
  completedSteps: z.array(onboardingStepSchema),
  /** "15–45 minutes" */
  estimate: text(),
  approval: z.object({
    status: approvalStatusSchema,
    submittedAt: text().nullable(),
    decidedAt: text().nullable(),
    /** Why the application was rejected; null otherwise. */
    reason: text().nullable(),
  }),
  profile: z.object({
    businessName: text().nullable(),
    handle: text().nullable(),
    /** Spec §5: part of a valid profile; the go-live checklist asks for it. */
    emailVerified: z.boolean(),
    tagline: text().nullable(),
    description: text().nullable(),
    businessLogo: text().nullable(),
    bannerUrl: text().nullable(),
    businessAddressId: z.uuid().nullable(),
    businessPhone: text().nullable(),
    phone: text().nullable(),
    businessEmail: text().nullable(),
    businessHours: z
      .object({
        businessDays: z.array(z.number().int()),
        fromHour: text(),
        endHour: text(),
      })
      .nullable(),
    permitType: permitTypeSchema.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  orderSettings: z.object({
    minimumOrderCents: z.number().int(),
    defaultLeadTimeMinutes: z.number().int(),
    callRobot: z.boolean(),
    disablePreOrder: z.boolean(),
    offersPickup: z.boolean(),
    offersDelivery: z.boolean(),
  }),
  goLiveOptions: z.object({
    tablet: z.boolean(),
    robotCalls: z.boolean(),
    freeVideo: z.boolean(),
    marketing: z.boolean(),
  }),
  counts: z.object({
    addresses: z.number().int(),
    products: z.number().int(),
    menus: z.number().int(),
    modifiers: z.number().int(),
  }),
  checklist: z.object({ ready: z.boolean(), items: z.array(checklistItemSchema) }),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** GET /onboarding: null until the signed-in person has applied. */
export const onboardingResponseSchema = z.object({ onboarding: onboardingStateSchema.nullable() });
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

/** The answer of every wizard write: the new state and what to tell the chef. */
export const onboardingSavedResponseSchema = z.object({
  onboarding: onboardingStateSchema,
  message: text(),
});
export type OnboardingSavedResponse = z.infer<typeof onboardingSavedResponseSchema>;

export const brandingImageResponseSchema = z.object({ url: text(), message: text() });
export type BrandingImageResponse = z.infer<typeof brandingImageResponseSchema>;

/** Logo fits 512×512; the banner is cropped to 1600×900 (16:9). */
export const LOGO_SIZE = 512;
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 900;
