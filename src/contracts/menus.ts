import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import { customAvailabilityError, catalogMessages, MENU_ITEMS_MAX } from '#domain/products';

// The chef's own menus in the business portal: /api/v1/business/menus.

const customAvailabilitySchema = z
  .object({
    mode: z.literal('custom'),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: z.array(z.number().int()).max(7),
    /** "HH:mm" in the chef's time zone. */
    from: text().max(5),
    to: text().max(5),
  })
  .superRefine((value, ctx) => {
    const problem = customAvailabilityError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });

/** When the menu can be ordered from: the chef's business hours, or custom weekdays and hours. */
export const menuAvailabilityInputSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('business_hours') }),
  customAvailabilitySchema,
]);
export type MenuAvailabilityInput = z.infer<typeof menuAvailabilityInputSchema>;

export const menuTypeSchema = z.enum(['menu', 'parent']);

export const menuInputSchema = z.object({
  name: nameText().trim().min(1, catalogMessages.menuName).max(100),
  isActive: z.boolean().default(true),
  isPublic: z.boolean().default(true),
  followerOnly: z.boolean().default(false),
  /** "parent" groups other menus; "menu" lists products. */
  type: menuTypeSchema.default('menu'),
  /** One of the chef's own menus; never itself or one of its own sub-menus. */
  parentId: z.uuid().nullable().default(null),
  availability: menuAvailabilityInputSchema.default({ mode: 'business_hours' }),
  /** The chef's own products, in menu order. */
  dishIds: z.array(z.uuid()).max(MENU_ITEMS_MAX).default([]),
});
export type MenuInput = z.input<typeof menuInputSchema>;
export type MenuValues = z.output<typeof menuInputSchema>;

export const menuItemSchema = z.object({
  dishId: z.uuid(),
  name: text(),
  slug: text(),
  position: z.number().int(),
});

export const businessMenuSchema = z.object({
  id: z.uuid(),
  name: text(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  followerOnly: z.boolean(),
  type: menuTypeSchema,
  parentId: z.uuid().nullable(),
  position: z.number().int(),
  availability: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('business_hours') }),
    z.object({
      mode: z.literal('custom'),
      weekdays: z.array(z.number().int()),
      from: text(),
      to: text(),
    }),
  ]),
  items: z.array(menuItemSchema),
  updatedAt: z.iso.datetime(),
});
export type BusinessMenu = z.infer<typeof businessMenuSchema>;

/** Every menu of the chef, by position (children name their parent). */
export const menuListResponseSchema = z.object({ menus: z.array(businessMenuSchema) });
export type MenuListResponse = z.infer<typeof menuListResponseSchema>;

export const menuResponseSchema = z.object({ menu: businessMenuSchema });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

export const menuSavedResponseSchema = z.object({ menu: businessMenuSchema, message: text() });
export type MenuSavedResponse = z.infer<typeof menuSavedResponseSchema>;

export const menuOrderSchema = z.object({ menuIds: z.array(z.uuid()).max(500) });
export type MenuOrder = z.infer<typeof menuOrderSchema>;
