import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import {
  catalogMessages,
  modifierRuleError,
  MODIFIER_OPTIONS_MAX,
  PRICE_MAX_CENTS,
} from '#domain/products';

// The chef's own modifiers in the business portal: /api/v1/business/modifiers.

export const modifierOptionInputSchema = z.object({
  /** Keeps an existing option's id (carts refer to it); omit for a new option. */
  id: z.uuid().optional(),
  name: nameText().trim().min(1, catalogMessages.modifierOptionName).max(60),
  /** The optional fee, in cents. */
  priceCents: z
    .number()
    .int()
    .min(0, catalogMessages.price)
    .max(PRICE_MAX_CENTS, 'The price is too high.')
    .default(0),
  available: z.boolean().default(true),
});

/** Required when min > 0 (spec §3, §5): "minimum required" and "maximum selection". */
export const modifierInputSchema = z
  .object({
    name: nameText().trim().min(1, catalogMessages.modifierName).max(60),
    min: z.number().int().min(0, 'The minimum cannot be negative.').max(MODIFIER_OPTIONS_MAX),
    max: z.number().int().max(MODIFIER_OPTIONS_MAX),
    /** In the order the dish page lists them. */
    options: z.array(modifierOptionInputSchema).max(MODIFIER_OPTIONS_MAX),
  })
  .superRefine((value, ctx) => {
    const problem = modifierRuleError({
      min: value.min,
      max: value.max,
      optionCount: value.options.length,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type ModifierInput = z.input<typeof modifierInputSchema>;
export type ModifierValues = z.output<typeof modifierInputSchema>;

export const businessModifierOptionSchema = z.object({
  id: z.uuid(),
  name: text(),
  priceCents: z.number().int(),
  available: z.boolean(),
  position: z.number().int(),
});

export const businessModifierSchema = z.object({
  id: z.uuid(),
  name: text(),
  min: z.number().int(),
  max: z.number().int(),
  required: z.boolean(),
  options: z.array(businessModifierOptionSchema),
  /** How many of the chef's products use it (the delete warning). */
  productsCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type BusinessModifier = z.infer<typeof businessModifierSchema>;

export const modifierListResponseSchema = z.object({ modifiers: z.array(businessModifierSchema) });
export type ModifierListResponse = z.infer<typeof modifierListResponseSchema>;

export const modifierResponseSchema = z.object({ modifier: businessModifierSchema });
export type ModifierResponse = z.infer<typeof modifierResponseSchema>;

export const modifierSavedResponseSchema = z.object({
  modifier: businessModifierSchema,
  message: text(),
});
export type ModifierSavedResponse = z.infer<typeof modifierSavedResponseSchema>;

export const modifierDeletedResponseSchema = z.object({
  message: text(),
  /** Products the modifier was taken off. */
  productsCount: z.number().int(),
});
export type ModifierDeletedResponse = z.infer<typeof modifierDeletedResponseSchema>;
