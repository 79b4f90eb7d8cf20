// The business onboarding wizard (spec §2, §5, §9): its steps in order, what going live needs,
// and the messages a chef sees when something is missing. Pure rules, shared by server and web.
import { businessHoursProblem, type WeeklyBusinessHours } from './business-hours';
import { messages } from './messages';

export const ONBOARDING_STEPS = [
  'welcome',
  'profile',
  'finance',
  'order_settings',
  'menus',
  'go_live',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const STEP_LABELS: Record<OnboardingStep, string> = {
  welcome: 'Welcome',
  profile: 'Profile',
  finance: 'Finance',
  order_settings: 'Order Settings',
  menus: 'Menus',
  go_live: 'Go Live',
};

/** What each step asks of the chef, shown under its title. */
export const STEP_DESCRIPTIONS: Record<OnboardingStep, string> = {
  welcome: 'What to expect',
  profile: 'Branding, address, phones, e-mails, hours',
  finance: 'Deposit account and commission',
  order_settings: 'Minimum order, lead time, calls',
  menus: 'Products, menus and modifiers',
  go_live: 'Submit for approval',
};

/** Spec §9: setting up takes 15–45 minutes. */
export const ONBOARDING_MINUTES = { min: 15, max: 45 } as const;
export const ONBOARDING_ESTIMATE = `${ONBOARDING_MINUTES.min}–${ONBOARDING_MINUTES.max} minutes`;
/** Spec §9: approval takes up to about 48 hours. */
export const APPROVAL_HOURS = 48;

export const stepIndex = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step);

export const isOnboardingStep = (value: string | null | undefined): value is OnboardingStep =>
  (ONBOARDING_STEPS as readonly string[]).includes(value ?? '');

/** The step after `step` (Go Live stays Go Live). */
export function nextStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.min(stepIndex(step) + 1, ONBOARDING_STEPS.length - 1)] ?? step;
}

export function previousStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.max(stepIndex(step) - 1, 0)] ?? step;
}

/**
 * Progress after finishing `step`: it joins the completed steps (in wizard order, once) and
 * the wizard resumes at the next step, never going back behind where the chef already was.
 */
export function advance(
  progress: { currentStep: OnboardingStep; completedSteps: readonly OnboardingStep[] },
  step: OnboardingStep,
): { currentStep: OnboardingStep; completedSteps: OnboardingStep[] } {
  const done = new Set([...progress.completedSteps, step]);
  const completedSteps = ONBOARDING_STEPS.filter((s) => done.has(s));
  const after = nextStep(step);
  const currentStep =
    stepIndex(after) > stepIndex(progress.currentStep) ? after : progress.currentStep;
  return { currentStep, completedSteps };
}

export const onboardingMessages = {
  chooseProducerKind: 'Choose what kind of producer you are.',
  businessNameRequired: 'Enter your business name.',
  handleRequired: 'Choose a handle so people can find you as @handle.',
  verifyEmail: `${messages.accountNotVerified} Open the link in the e-mail we sent you.`,
  taglineRequired: 'Enter a tagline.',
  businessPhoneRequired: 'Enter a business phone.',
  orderEmailRequired: 'Enter an order e-mail.',
  addAddress: messages.addAddress,
  chooseBusinessAddress: 'Choose your business address.',
  wrongBusinessHours: 'Wrong business hours!',
  missedProfileInformation: messages.missedProfileInformation,
  addProduct: 'You need at least one product to go live.',
  offerPickupOrDelivery: 'Offer pickup, delivery or both.',
  profileSaved: messages.profileSaved,
  orderSettingsSaved: 'Order settings saved successfully.',
  notAChef: messages.accountNotSetUp,
  alreadyApproved: 'Your business is already approved.',
  alreadySubmitted: 'Your business is already waiting for approval.',
  applied: 'Welcome aboard! Let us set up your business.',
  submitted: `Thank you! Your business has been submitted for approval. We review applications within ${APPROVAL_HOURS} hours.`,
  logoSaved: 'Logo updated.',
  bannerSaved: 'Banner updated.',
} as const;

/** What the checklist looks at: the saved profile and how much the chef has listed. */
export interface GoLiveFacts {
  businessName: string | null;
  tagline: string | null;
  addressCount: number;
  /** The business location (profiles.latitude/longitude) is set. */
  hasBusinessLocation: boolean;
  businessPhone: string | null;
  businessEmail: string | null;
  businessHours: WeeklyBusinessHours | null;
  productCount: number;
  handle: string | null;
  /** Spec §5: a valid profile has a verified e-mail. */
  emailVerified: boolean;
}

export type ChecklistItemId =
  | 'business_name'
  | 'handle'
  | 'tagline'
  | 'address'
  | 'business_phone'
  | 'order_email'
  | 'business_hours'
  | 'product'
  | 'email_verified';

export interface ChecklistItem {
  id: ChecklistItemId;
  label: string;
  /** The step where the chef fixes it. */
  step: OnboardingStep;
  done: boolean;
  /** What to do when not done. */
  message: string;
}

const filled = (v: string | null | undefined) => Boolean(v && v.trim());

/** Spec §5: everything a business needs before it can be submitted for approval. */
export function goLiveChecklist(f: GoLiveFacts): ChecklistItem[] {
  return [
    {
      id: 'business_name',
      label: 'Business name',
      step: 'profile',
      done: filled(f.businessName),
      message: onboardingMessages.businessNameRequired,
    },
    {
      id: 'handle',
      label: 'Handle',
      step: 'profile',
      done: filled(f.handle),
      message: onboardingMessages.handleRequired,
    },
    {
      id: 'tagline',
      label: 'Tagline',
      step: 'profile',
      done: filled(f.tagline),
      message: onboardingMessages.taglineRequired,
    },
    {
      id: 'address',
      label: 'Business address',
      step: 'profile',
      done: f.addressCount > 0 && f.hasBusinessLocation,
      message:
        f.addressCount > 0
          ? onboardingMessages.chooseBusinessAddress
          : onboardingMessages.addAddress,
    },
    {
      id: 'business_phone',
      label: 'Business phone',
      step: 'profile',
      done: filled(f.businessPhone),
      message: onboardingMessages.businessPhoneRequired,
    },
    {
      id: 'order_email',
      label: 'Order e-mail',
      step: 'profile',
      done: filled(f.businessEmail),
      message: onboardingMessages.orderEmailRequired,
    },
    {
      id: 'business_hours',
      label: 'Business hours',
      step: 'profile',
      done: businessHoursProblem(f.businessHours) === null,
      message: onboardingMessages.wrongBusinessHours,
    },
    {
      id: 'product',
      label: 'At least one product',
      step: 'menus',
      done: f.productCount > 0,
      message: onboardingMessages.addProduct,
    },
    {
      id: 'email_verified',
      label: 'Verified e-mail',
      step: 'go_live',
      done: f.emailVerified,
      message: onboardingMessages.verifyEmail,
    },
  ];
}

export const missingItems = (items: readonly ChecklistItem[]) => items.filter((i) => !i.done);

/**
 * Why the business cannot go live yet, or null when it can: the missing profile part is the
 * spec's "Missed profile information." followed by what exactly is missing.
 */
export function goLiveRefusal(items: readonly ChecklistItem[]): string | null {
  const missing = missingItems(items);
  if (missing.length === 0) return null;
  const profile = missing.filter((i) => i.step === 'profile');
  const others = missing.filter((i) => i.step !== 'profile');
  const parts: string[] = [];
  if (profile.length > 0) {
    parts.push(onboardingMessages.missedProfileInformation, ...profile.map((i) => i.message));
  }
  parts.push(...others.map((i) => i.message));
  return parts.join(' ');
}

/** Spec §9: 15% commission and no customer service fee, or 0% commission and a 15% customer fee. */
export const COMMISSION_CHOICES = [
  { value: 'commission_15', label: '15% commission, no customer service fee' },
  { value: 'service_fee_15', label: '0% commission, 15% customer service fee' },
] as const;

/** Order settings limits: a minimum order up to $1,000 and a lead time up to 7 days. */
export const MAX_MINIMUM_ORDER_CENTS = 100_000;
export const MAX_LEAD_TIME_MINUTES = 7 * 24 * 60;

export const PRODUCER_KINDS = [
  { value: 'home_chef', label: 'Home chef' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'farmer', label: 'Farmer' },
  { value: 'food_truck', label: 'Food truck' },
] as const;
