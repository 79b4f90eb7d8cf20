import { z } from 'zod';
import { productInputSchema, type ProductDetail, type ProductInput } from '#contracts/products';
import { catalogMessages } from '#domain/products';
import { addContractIssues, evenAfterFieldIssues } from './form-issues';
import { fromCents, numberOrNull, toCents, type NumberBox } from './number-box';

// The product editor's values: from the API's product, to the request body, and their checks,
// which are the contract's own (productInputSchema) applied to what the form holds.

export type InventoryMode = 'limited' | 'unlimited';

// A type, not an interface: the form's validator takes any record of values.
export type ProductFormValues = {
  name: string;
  description: string;
  /** In whole currency units ("12.50"), cents on the wire. */
  price: NumberBox;
  priceUnit: string;
  /** Unlimited is amountLeft -1 on the wire. */
  inventory: InventoryMode;
  amountLeft: NumberBox;
  status: 'cooking' | 'available' | 'sold_out';
  leadTimeMinutes: NumberBox;
  netWeight: string;
  totalServing: NumberBox;
  categories: string[];
  tags: string[];
  diets: string[];
  origins: string[];
  ingredients: string[];
  cuisineId: string | null;
  suggestedDishIds: string[];
  visibility: 'public' | 'private';
  hideNotAvailable: boolean;
  globalPromo: boolean;
  modifierIds: string[];
};

/** The form's values for a saved product, or a new product's (null). */
export function productFormValues(p: ProductDetail | null): ProductFormValues {
  const limited = p !== null && p.amountLeft !== -1;
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    price: p ? fromCents(p.priceCents) : '',
    priceUnit: p?.priceUnit ?? '',
    inventory: limited ? 'limited' : 'unlimited',
    amountLeft: limited ? p.amountLeft : '',
    status: p?.status ?? 'available',
    leadTimeMinutes: p?.leadTimeMinutes ?? '',
    netWeight: p?.netWeight ?? '',
    totalServing: p?.totalServing ?? '',
    categories: p?.categories ?? [],
    tags: p?.tags ?? [],
    diets: p?.diets ?? [],
    origins: p?.origins ?? [],
    ingredients: p?.ingredients ?? [],
    cuisineId: p?.cuisineId ?? null,
    suggestedDishIds: p?.suggestedDishIds ?? [],
    visibility: p?.visibility ?? 'public',
    hideNotAvailable: p?.hideNotAvailable ?? false,
    globalPromo: p?.globalPromo ?? false,
    modifierIds: p?.modifierIds ?? [],
  };
}

/** The create/update body for checked values; blank optional text goes as null. */
export function productRequestBody(v: ProductFormValues): ProductInput {
  return {
    name: v.name,
    description: v.description.trim() || null,
    priceCents: toCents(v.price),
    priceUnit: v.priceUnit.trim() || null,
    amountLeft: v.inventory === 'unlimited' ? -1 : Number(v.amountLeft || 0),
    status: v.status,
    leadTimeMinutes: numberOrNull(v.leadTimeMinutes),
    netWeight: v.netWeight.trim() || null,
    totalServing: numberOrNull(v.totalServing),
    categories: v.categories,
    tags: v.tags,
    diets: v.diets,
    origins: v.origins,
    ingredients: v.ingredients,
    cuisineId: v.cuisineId,
    suggestedDishIds: v.suggestedDishIds,
    visibility: v.visibility,
    hideNotAvailable: v.hideNotAvailable,
    globalPromo: v.globalPromo,
    modifierIds: v.modifierIds,
  };
}

const wire = productInputSchema.shape;
const numberBox = z.union([z.number(), z.string()]);
/** An empty required box is a missing value, so the contract's own "required" words show. */
const requiredBox = numberBox.transform((v) => (v === '' ? undefined : Number(v)));
/**
 * A limited amount is a count: -1 means Unlimited on the wire, and that is the other radio
 * button here, so the form also refuses it (with the contract's words).
 */
const limitedAmount = requiredBox.pipe(wire.amountLeft.min(0, catalogMessages.amountLeft));

/** The product form's checks: the contract's fields, on what the form's boxes hold. */
export const productFormSchema = productInputSchema
  .omit({ priceCents: true, amountLeft: true, leadTimeMinutes: true, totalServing: true })
  .extend({
    price: requiredBox.transform((v) => (v === undefined ? v : toCents(v))).pipe(wire.priceCents),
    inventory: z.enum(['limited', 'unlimited']),
    amountLeft: numberBox,
    // unwrap(): the form always has the field, so the contract's default never applies.
    leadTimeMinutes: numberBox.transform(numberOrNull).pipe(wire.leadTimeMinutes.unwrap()),
    totalServing: numberBox.transform(numberOrNull).pipe(wire.totalServing.unwrap()),
  })
  .superRefine((v, ctx) => {
    if (v.inventory !== 'limited') return;
    addContractIssues(ctx, limitedAmount.safeParse(v.amountLeft), () => ['amountLeft']);
  }, evenAfterFieldIssues);
