import { z } from 'zod';
import {
  menuInputSchema,
  type BusinessMenu,
  type MenuAvailabilityInput,
  type MenuInput,
} from '#contracts/menus';
import { addContractIssues, evenAfterFieldIssues } from './form-issues';

// The menu editor's values: from the API's menu, to the request body, and their checks, which
// are the contract's own (menuInputSchema) applied to what the form holds.

// A type, not an interface: the form's validator takes any record of values.
export type MenuFormValues = {
  name: string;
  type: 'menu' | 'parent';
  parentId: string | null;
  isActive: boolean;
  isPublic: boolean;
  followerOnly: boolean;
  /** The availability's fields side by side; weekdays as the checkboxes' values ("0"…"6"). */
  mode: 'business_hours' | 'custom';
  weekdays: string[];
  from: string;
  to: string;
  dishIds: string[];
};

/** The form's values for a saved menu, or a new menu's (null): weekdays 11:00–14:00 if custom. */
export function menuFormValues(m: BusinessMenu | null): MenuFormValues {
  const custom = m?.availability.mode === 'custom' ? m.availability : null;
  return {
    name: m?.name ?? '',
    type: m?.type ?? 'menu',
    parentId: m?.parentId ?? null,
    isActive: m?.isActive ?? true,
    isPublic: m?.isPublic ?? true,
    followerOnly: m?.followerOnly ?? false,
    mode: custom ? 'custom' : 'business_hours',
    weekdays: custom ? custom.weekdays.map(String) : ['1', '2', '3', '4', '5'],
    from: custom?.from ?? '11:00',
    to: custom?.to ?? '14:00',
    dishIds: m?.items.map((i) => i.dishId) ?? [],
  };
}

function availability(v: MenuFormValues): MenuAvailabilityInput {
  return v.mode === 'custom'
    ? { mode: 'custom', weekdays: v.weekdays.map(Number).sort(), from: v.from, to: v.to }
    : { mode: 'business_hours' };
}

export function menuRequestBody(v: MenuFormValues): MenuInput {
  return {
    name: v.name,
    type: v.type,
    parentId: v.parentId,
    isActive: v.isActive,
    isPublic: v.isPublic,
    followerOnly: v.followerOnly,
    availability: availability(v),
    dishIds: v.dishIds,
  };
}

/**
 * The menu form's checks: the contract's fields, and its availability rules on the custom hours
 * (its problems are about weekdays, from or to: the form's own field names).
 */
export const menuFormSchema = menuInputSchema
  .omit({ availability: true })
  .extend({
    mode: z.enum(['business_hours', 'custom']),
    weekdays: z.array(z.string()),
    from: z.string(),
    to: z.string(),
  })
  .superRefine((v, ctx) => {
    const result = menuInputSchema.shape.availability.safeParse(availability(v));
    addContractIssues(ctx, result);
  }, evenAfterFieldIssues);
