import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import { cuisineSchema, dishPhotoSchema, dishStatusSchema } from '#contracts/catalog';
import { approvalStatusSchema } from '#contracts/profiles';
import {
  AMOUNT_LEFT_MAX,
  catalogMessages,
  isValidCategoryCount,
  LEAD_TIME_MAX_MINUTES,
  LIST_ITEM_MAX_LENGTH,
  PRICE_MAX_CENTS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MODIFIERS_MAX,
  PRODUCT_NAME_MAX,
  SUGGESTED_ITEMS_MAX,
  TAGS_MAX,
} from '#domain/products';

// The chef's own products (dishes) in the business portal: /api/v1/business/products.

export const visibilitySchema = z.enum(['public', 'private']);
export type Visibility = z.infer<typeof visibilitySchema>;

export const businessIdParamsSchema = z.object({ id: z.uuid() });
export const productPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() });

const listItem = text().trim().min(1).max(LIST_ITEM_MAX_LENGTH);
const textList = (max: number) => z.array(listItem).max(max);
const optionalText = (max: number) => text().trim().max(max).nullable().default(null);
/**
 * A required number's own words when it is missing, instead of zod's type message: the editor
 * sends an empty box through this schema, and says what the server would.
 */
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

/** Everything a chef sets on a product (spec §3). Create and update take the whole product. */
export const productInputSchema = z.object({
  name: nameText().trim().min(1, catalogMessages.name).max(PRODUCT_NAME_MAX),
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  priceCents: z
    .number(whenMissing(catalogMessages.price))
    .int()
    .min(0, catalogMessages.price)
    .max(PRICE_MAX_CENTS, 'The price is too high.'),
  /** "price per unit": each, lb, dozen… */
  priceUnit: optionalText(30),
  /** -1 = Unlimited. */
  amountLeft: z
    .number(whenMissing(catalogMessages.amountLeft))
    .int(catalogMessages.amountLeft)
    .min(-1, catalogMessages.amountLeft)
    .max(AMOUNT_LEFT_MAX, catalogMessages.amountLeft),
  status: dishStatusSchema.default('available'),
  leadTimeMinutes: z
    .number()
    .int()
    .min(0, catalogMessages.leadTime)
    .max(LEAD_TIME_MAX_MINUTES, catalogMessages.leadTime)
    .nullable()
    .default(null),
  /** Net weight per serving with its unit, e.g. "250 g". */
  netWeight: optionalText(50),
  totalServing: z
    .number()
    .int()
    .min(1, catalogMessages.totalServing)
    .max(10_000)
    .nullable()
    .default(null),
  tags: textList(TAGS_MAX).default([]),
  categories: z.array(listItem).refine((c) => isValidCategoryCount(c), catalogMessages.categories),
  diets: textList(20).default([]),
  origins: textList(20).default([]),
  ingredients: textList(60).default([]),
  cuisineId: z.uuid().nullable().default(null),
  /** The chef's own other products, in the order shown. */
  suggestedDishIds: z.array(z.uuid()).max(SUGGESTED_ITEMS_MAX).default([]),
  visibility: visibilitySchema.default('public'),
  hideNotAvailable: z.boolean().default(false),
  /** Spec `global_promo`: Potluck may feature the dish in its own promotions (decision 054). */
  globalPromo: z.boolean().default(false),
  /** The chef's own modifiers, in the order the dish page lists them. */
  modifierIds: z.array(z.uuid()).max(PRODUCT_MODIFIERS_MAX).default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** One row of the chef's product list. */
export const productSummarySchema = z.object({
  id: z.uuid(),
  slug: text(),
  name: text(),
  priceCents: z.number().int(),
  priceUnit: text().nullable(),
  status: dishStatusSchema,
  amountLeft: z.number().int(),
  visibility: visibilitySchema,
  categories: z.array(text()),
  photoUrl: text().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The chef's business as the portal shows it (approval status banner). */
export const businessStatusSchema = z.object({
  approvalStatus: approvalStatusSchema,
  businessName: text().nullable(),
  /** Copied onto new products so search finds them; null until the chef sets an address. */
  hasLocation: z.boolean(),
  /** When the application was last submitted for approval; null while the setup is unfinished. */
  submittedAt: text().nullable(),
});
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

export const PRODUCTS_PAGE_DEFAULT = 20;
export const PRODUCTS_PAGE_MAX = 100;

export const productListQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_MAX).default(PRODUCTS_PAGE_DEFAULT),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  business: businessStatusSchema,
  products: z.array(productSummarySchema),
  total: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** A product with every editable field (the editor), plus what the server keeps. */
export const productDetailSchema = productSummarySchema.extend({
  description: text().nullable(),
  leadTimeMinutes: z.number().int().nullable(),
  netWeight: text().nullable(),
  totalServing: z.number().int().nullable(),
  tags: z.array(text()),
  diets: z.array(text()),
  origins: z.array(text()),
  ingredients: z.array(text()),
  cuisineId: z.uuid().nullable(),
  suggestedDishIds: z.array(z.uuid()),
  hideNotAvailable: z.boolean(),
  globalPromo: z.boolean(),
  modifierIds: z.array(z.uuid()),
  photos: z.array(dishPhotoSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productResponseSchema = z.object({ product: productDetailSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productSavedResponseSchema = z.object({
  product: productDetailSchema,
  message: text(),
});
export type ProductSavedResponse = z.infer<typeof productSavedResponseSchema>;

export const messageResponseSchema = z.object({ message: text() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export type ProductPhoto = z.infer<typeof dishPhotoSchema>;

export const productPhotosResponseSchema = z.object({ photos: z.array(dishPhotoSchema) });
export type ProductPhotosResponse = z.infer<typeof productPhotosResponseSchema>;

export const photoOrderSchema = z.object({ photoIds: z.array(z.uuid()).max(50) });
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const cuisinesResponseSchema = z.object({ cuisines: z.array(cuisineSchema) });
export type CuisinesResponse = z.infer<typeof cuisinesResponseSchema>;
