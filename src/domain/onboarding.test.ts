import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advance,
  goLiveChecklist,
  goLiveRefusal,
  isOnboardingStep,
  missingItems,
  nextStep,
  ONBOARDING_ESTIMATE,
  ONBOARDING_STEPS,
  onboardingMessages,
  previousStep,
  stepIndex,
  type GoLiveFacts,
  type OnboardingStep,
} from './onboarding';

const complete: GoLiveFacts = {
  businessName: 'Ana Kitchen',
  tagline: 'Tamales every day',
  addressCount: 1,
  hasBusinessLocation: true,
  businessPhone: '+1 415 555 0100',
  businessEmail: 'orders@ana.example.com',
  businessHours: { businessDays: [1, 2], fromHour: '06:00', endHour: '23:30' },
  productCount: 1,
  handle: 'ana_kitchen',
  emailVerified: true,
};

const step = fc.constantFrom(...ONBOARDING_STEPS);

describe('steps', () => {
  it('run Welcome, Profile, Finance, Order Settings, Menus, Go Live', () => {
    expect(ONBOARDING_STEPS).toEqual([
      'welcome',
      'profile',
      'finance',
      'order_settings',
      'menus',
      'go_live',
    ]);
    expect(nextStep('welcome')).toBe('profile');
    expect(nextStep('go_live')).toBe('go_live');
    expect(previousStep('welcome')).toBe('welcome');
    expect(previousStep('finance')).toBe('profile');
    expect(isOnboardingStep('menus')).toBe(true);
    expect(isOnboardingStep('payments')).toBe(false);
    expect(isOnboardingStep(null)).toBe(false);
    expect(ONBOARDING_ESTIMATE).toBe('15–45 minutes');
  });

  it('advance records the step once, in order, and never moves the wizard backwards', () => {
    fc.assert(
      fc.property(step, fc.uniqueArray(step), step, (current, completed, finished) => {
        const out = advance({ currentStep: current, completedSteps: completed }, finished);
        expect(out.completedSteps).toContain(finished);
        expect(new Set(out.completedSteps).size).toBe(out.completedSteps.length);
        const indexes = out.completedSteps.map(stepIndex);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        expect(stepIndex(out.currentStep)).toBeGreaterThanOrEqual(stepIndex(current));
        expect(stepIndex(out.currentStep)).toBeGreaterThanOrEqual(
          Math.min(stepIndex(finished) + 1, 5),
        );
      }),
    );
  });

  it('advance from the start walks the wizard', () => {
    let p: { currentStep: OnboardingStep; completedSteps: OnboardingStep[] } = {
      currentStep: 'welcome',
      completedSteps: [],
    };
    p = advance(p, 'welcome');
    expect(p).toEqual({ currentStep: 'profile', completedSteps: ['welcome'] });
    p = advance(p, 'profile');
    expect(p).toEqual({ currentStep: 'finance', completedSteps: ['welcome', 'profile'] });
  });
});

describe('go-live checklist', () => {
  it('is complete for a complete business', () => {
    const items = goLiveChecklist(complete);
    expect(missingItems(items)).toEqual([]);
    expect(goLiveRefusal(items)).toBeNull();
  });

  it('names each missing piece with its message', () => {
    const cases: [Partial<GoLiveFacts>, string, string][] = [
      [{ businessName: ' ' }, 'business_name', onboardingMessages.businessNameRequired],
      [{ tagline: null }, 'tagline', onboardingMessages.taglineRequired],
      [{ addressCount: 0 }, 'address', 'You need to add at least one address.'],
      [{ hasBusinessLocation: false }, 'address', onboardingMessages.chooseBusinessAddress],
      [{ businessPhone: '' }, 'business_phone', onboardingMessages.businessPhoneRequired],
      [{ businessEmail: null }, 'order_email', onboardingMessages.orderEmailRequired],
      [{ businessHours: null }, 'business_hours', 'Wrong business hours!'],
      [
        { businessHours: { businessDays: [1], fromHour: '20:00', endHour: '08:00' } },
        'business_hours',
        'Wrong business hours!',
      ],
      [{ productCount: 0 }, 'product', onboardingMessages.addProduct],
      [{ handle: null }, 'handle', onboardingMessages.handleRequired],
      [
        { emailVerified: false },
        'email_verified',
        'Your account is not verified yet. Open the link in the e-mail we sent you.',
      ],
    ];
    for (const [change, id, message] of cases) {
      const missing = missingItems(goLiveChecklist({ ...complete, ...change }));
      expect(missing.map((i) => [i.id, i.message])).toEqual([[id, message]]);
    }
  });

  it('refuses with "Missed profile information." for profile gaps and the product message', () => {
    expect(goLiveRefusal(goLiveChecklist({ ...complete, productCount: 0 }))).toBe(
      'You need at least one product to go live.',
    );
    expect(
      goLiveRefusal(goLiveChecklist({ ...complete, businessPhone: null, productCount: 0 })),
    ).toBe(
      'Missed profile information. Enter a business phone. You need at least one product to go live.',
    );
  });

  it('the thanks says approval takes up to 48 hours', () => {
    expect(onboardingMessages.submitted).toContain('submitted for approval');
    expect(onboardingMessages.submitted).toContain('48 hours');
  });
});
