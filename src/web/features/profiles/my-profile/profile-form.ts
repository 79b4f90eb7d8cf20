import { z } from 'zod';
import {
  updateProfileSchema,
  type MyProfile,
  type UpdateProfileRequest,
} from '#contracts/profiles';
import { normalizeHandle } from '#domain/handle';

/** The profile form's values: text boxes hold '' for nothing, the switch says public or not. */
export type ProfileFormValues = {
  name: string;
  handle: string;
  title: string;
  description: string;
  website: string;
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
  pinterest: string;
  yelp: string;
  phone: string;
  businessName: string;
  businessPhone: string;
  businessEmail: string;
  isPublic: boolean;
};

/** The saved profile as the form shows it. */
export function profileFormValues(profile: MyProfile): ProfileFormValues {
  return {
    name: profile.name,
    handle: profile.handle ?? '',
    title: profile.title ?? '',
    description: profile.description ?? '',
    website: profile.website ?? '',
    facebook: profile.facebook ?? '',
    twitter: profile.twitter ?? '',
    linkedin: profile.linkedin ?? '',
    instagram: profile.instagram ?? '',
    pinterest: profile.pinterest ?? '',
    yelp: profile.yelp ?? '',
    phone: profile.phone ?? '',
    businessName: profile.businessName ?? '',
    businessPhone: profile.businessPhone ?? '',
    businessEmail: profile.businessEmail ?? '',
    isPublic: profile.profileStatus === 'public',
  };
}

/**
 * The body the form saves: trimmed, an empty box clears its field (null), the handle without
 * its "@", and the business fields only for a chef (a buyer's form does not show them).
 */
export function toUpdateProfileRequest(
  v: ProfileFormValues,
  isChef: boolean,
): UpdateProfileRequest {
  return {
    name: v.name.trim(),
    handle: normalizeHandle(v.handle) || null,
    title: v.title.trim() || null,
    // Markdown keeps its leading spaces (an indented list is still a list).
    description: v.description.trim() ? v.description : null,
    website: v.website.trim() || null,
    facebook: v.facebook.trim() || null,
    twitter: v.twitter.trim() || null,
    linkedin: v.linkedin.trim() || null,
    instagram: v.instagram.trim() || null,
    pinterest: v.pinterest.trim() || null,
    yelp: v.yelp.trim() || null,
    phone: v.phone.trim() || null,
    profileStatus: v.isPublic ? 'public' : 'hide',
    ...(isChef
      ? {
          businessName: v.businessName.trim() || null,
          businessPhone: v.businessPhone.trim() || null,
          businessEmail: v.businessEmail.trim() || null,
        }
      : {}),
  };
}

/** The form checks what it would save against the API's own schema (same rules, same words). */
export const profileFormSchema = (isChef: boolean) =>
  z.preprocess(
    (values) => toUpdateProfileRequest(values as ProfileFormValues, isChef),
    updateProfileSchema,
  );
