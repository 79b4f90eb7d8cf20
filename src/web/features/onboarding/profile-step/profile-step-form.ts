import { z } from 'zod';
import {
  profileStepSchema,
  type OnboardingState,
  type ProfileStepInput,
} from '#contracts/onboarding';
import { DEFAULT_BUSINESS_HOURS } from '#domain/business-hours';
import { normalizeHandle, suggestHandle } from '#domain/handle';

/** The Profile step's form: text boxes hold '' for nothing, weekdays are checkbox values. */
export type ProfileStepValues = {
  businessName: string;
  handle: string;
  tagline: string;
  description: string;
  businessAddressId: string;
  businessPhone: string;
  phone: string;
  businessEmail: string;
  permitType: '' | 'CFO' | 'RES';
  businessDays: string[];
  fromHour: string;
  endHour: string;
};

/** A handle to offer for a business name while the chef has none (nothing for no name). */
export const handleFor = (businessName: string) =>
  businessName.trim() ? suggestHandle(businessName) : '';

/**
 * The saved profile as the step shows it; a new chef starts with the default hours and a
 * handle suggested from the business name they gave at sign-up.
 */
export function profileStepValues(profile: OnboardingState['profile']): ProfileStepValues {
  const hours = profile.businessHours ?? DEFAULT_BUSINESS_HOURS;
  return {
    businessName: profile.businessName ?? '',
    handle: profile.handle ?? handleFor(profile.businessName ?? ''),
    tagline: profile.tagline ?? '',
    description: profile.description ?? '',
    businessAddressId: profile.businessAddressId ?? '',
    businessPhone: profile.businessPhone ?? '',
    phone: profile.phone ?? '',
    businessEmail: profile.businessEmail ?? '',
    permitType: profile.permitType ?? '',
    businessDays: hours.businessDays.map(String),
    fromHour: hours.fromHour,
    endHour: hours.endHour,
  };
}

/** The body the step saves: no address or permit chosen is null, the hours are one object. */
export function toProfileStepInput(v: ProfileStepValues): ProfileStepInput {
  return {
    businessName: v.businessName,
    handle: normalizeHandle(v.handle),
    tagline: v.tagline,
    description: v.description,
    businessAddressId: v.businessAddressId || null,
    businessPhone: v.businessPhone,
    phone: v.phone,
    businessEmail: v.businessEmail,
    permitType: v.permitType || null,
    businessHours: {
      businessDays: v.businessDays.map(Number),
      fromHour: v.fromHour,
      endHour: v.endHour,
    },
  };
}

/** The step checks what it would save against the API's own schema (same rules, same words). */
export const profileStepFormSchema = z.preprocess(
  (values) => toProfileStepInput(values as ProfileStepValues),
  profileStepSchema,
);
