import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import { HANDLE_MAX, HANDLE_MIN, HANDLE_PATTERN, handleMessages } from '#domain/handle';
import { profileTypeSchema } from '#contracts/auth';

export const profileStatusSchema = z.enum(['public', 'hide']);
/** Spec §6 permit types: CFO (cottage food operation) marks a chef, RES a restaurant. */
export const permitTypeSchema = z.enum(['CFO', 'RES']);
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
/** Spec §1: the four kinds of producer (profiles.producer_kind). */
export const producerKindSchema = z.enum(['home_chef', 'restaurant', 'farmer', 'food_truck']);
export type ProducerKind = z.infer<typeof producerKindSchema>;

export const handleSchema = text()
  .trim()
  .min(HANDLE_MIN, handleMessages.tooShort)
  .max(HANDLE_MAX, handleMessages.tooLong)
  .regex(HANDLE_PATTERN, handleMessages.badCharacters);

/** http(s) links only: no javascript:, data: or other schemes in anything we render as a link. */
export const httpUrlSchema = text()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
    } catch {
      return false;
    }
  }, 'Enter a link starting with http:// or https://');

/** Optional link: empty string or null clears it. */
const optionalUrl = z
  .union([httpUrlSchema, z.literal('')])
  .nullable()
  .optional();
const optionalText = (max: number) => text().trim().max(max).nullable().optional();
const phoneSchema = text()
  .trim()
  .max(30)
  .regex(/^$|^\+?[0-9 ().-]{7,30}$/, 'Enter a valid phone number.');

export const socialLinkKeys = [
  'website',
  'facebook',
  'twitter',
  'linkedin',
  'instagram',
  'pinterest',
  'yelp',
] as const;

const editableFields = {
  name: nameText()
    .trim()
    .min(1, 'Enter your name.')
    .max(80, 'A name can have at most 80 characters.'),
  handle: z
    .union([handleSchema, z.literal('')])
    .nullable()
    .optional(),
  title: optionalText(100),
  description: text()
    .max(5000, 'The description can have at most 5000 characters.')
    .nullable()
    .optional(),
  website: optionalUrl,
  facebook: optionalUrl,
  twitter: optionalUrl,
  linkedin: optionalUrl,
  instagram: optionalUrl,
  pinterest: optionalUrl,
  yelp: optionalUrl,
  bannerUrl: optionalUrl,
  businessName: nameText().trim().max(120).nullable().optional(),
  businessPhone: phoneSchema.nullable().optional(),
  businessEmail: z
    .union([z.email('Enter a valid e-mail address.').max(254), z.literal('')])
    .nullable()
    .optional(),
  phone: phoneSchema.nullable().optional(),
  profileStatus: profileStatusSchema.optional(),
};

/** PATCH /profiles/me: any subset of the editable fields. */
export const updateProfileSchema = z.object({
  ...editableFields,
  name: editableFields.name.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

/** The profile card fields (spec §2) that both the owner and the public see. */
const profileCardFields = {
  id: z.uuid(),
  type: profileTypeSchema,
  name: text(),
  handle: text().nullable(),
  title: text().nullable(),
  /** Markdown source; the web renders it sanitized. */
  description: text().nullable(),
  avatarUrl: text().nullable(),
  bannerUrl: text().nullable(),
  website: text().nullable(),
  facebook: text().nullable(),
  twitter: text().nullable(),
  linkedin: text().nullable(),
  instagram: text().nullable(),
  pinterest: text().nullable(),
  yelp: text().nullable(),
  businessName: text().nullable(),
  businessPhone: text().nullable(),
  businessEmail: text().nullable(),
  /** Chef approval status. */
  status: approvalStatusSchema,
};

/** The signed-in user's own profile, every editable field. */
export const myProfileSchema = z.object({
  ...profileCardFields,
  phone: text().nullable(),
  profileStatus: profileStatusSchema,
  isNewProfile: z.boolean(),
  email: text().nullable(),
  emailVerified: z.boolean(),
  hasAddress: z.boolean(),
  /** Spec §5: an address exists and the e-mail is verified. */
  isValidProfile: z.boolean(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

export const myProfileResponseSchema = z.object({ profile: myProfileSchema });
export type MyProfileResponse = z.infer<typeof myProfileResponseSchema>;

export const profileSavedResponseSchema = z.object({
  profile: myProfileSchema,
  message: text(),
});
export type ProfileSavedResponse = z.infer<typeof profileSavedResponseSchema>;

/** What anyone may see. Never the private e-mail or phone; business contacts only for chefs. */
export const publicProfileSchema = z.object({
  ...profileCardFields,
  /** Home chef, restaurant, farmer or food truck; null for customers and chefs who have not picked one. */
  producerKind: producerKindSchema.nullable(),
  dishesCount: z.number().int(),
  followersCount: z.number().int(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

export const profileIdParamsSchema = z.object({ id: z.uuid() });

export const handleParamsSchema = z.object({ name: text().max(100) });
export const handleAvailabilityResponseSchema = z.object({ available: z.boolean() });
export type HandleAvailability = z.infer<typeof handleAvailabilityResponseSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: text(), message: text() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 512;

export const avatarMessages = {
  unsupported: 'Upload a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'The image is larger than 5 MB.',
  missing: 'Choose an image to upload.',
  saved: 'Profile picture updated.',
} as const;

/** The place a person searches around (spec §3 profile.search_location), as they chose it. */
export const searchLocationSchema = z.object({
  label: text().trim().min(1).max(300),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

/** GET /profiles/me/search-location: null until the person has chosen one. */
export const searchLocationResponseSchema = z.object({
  location: searchLocationSchema.nullable(),
});
export type SearchLocationResponse = z.infer<typeof searchLocationResponseSchema>;
