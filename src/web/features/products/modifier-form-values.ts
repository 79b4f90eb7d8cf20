import { z } from 'zod';
import {
  modifierInputSchema,
  type BusinessModifier,
  type ModifierInput,
} from '#contracts/modifiers';
import { addContractIssues } from './form-issues';
import { fromCents, toCents, type NumberBox } from './number-box';

// The modifier editor's values: from the API's modifier, to the request body, and their checks,
// which are the contract's own (modifierInputSchema) applied to that body.

export type ModifierOptionValues = {
  /** Existing options keep their id; new ones have a local key only. */
  id: string | null;
  key: string;
  name: string;
  /** The optional fee in whole currency units, cents on the wire. */
  price: NumberBox;
  available: boolean;
};

// A type, not an interface: the form's validator takes any record of values.
export type ModifierFormValues = {
  name: string;
  /** Required means a minimum above 0 on the wire. */
  required: boolean;
  min: NumberBox;
  max: NumberBox;
  options: ModifierOptionValues[];
};

let keySeq = 0;

/** A new, empty option: available and free. */
export function newModifierOption(): ModifierOptionValues {
  return { id: null, key: `new-${++keySeq}`, name: '', price: 0, available: true };
}

/** The form's values for a saved modifier, or a new one's (null): one empty option. */
export function modifierFormValues(m: BusinessModifier | null): ModifierFormValues {
  return {
    name: m?.name ?? '',
    required: m?.required ?? false,
    min: m && m.min > 0 ? m.min : 1,
    max: m?.max ?? 1,
    options: m
      ? m.options.map((o) => ({
          id: o.id,
          key: o.id,
          name: o.name,
          price: fromCents(o.priceCents),
          available: o.available,
        }))
      : [newModifierOption()],
  };
}

export function modifierRequestBody(v: ModifierFormValues): ModifierInput {
  return {
    name: v.name,
    min: v.required ? Number(v.min || 0) : 0,
    max: Number(v.max || 0),
    options: v.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name,
      priceCents: toCents(o.price),
      available: o.available,
    })),
  };
}

/** options.N.priceCents on the wire is options.N.price in the form. */
const formPath = (path: PropertyKey[]) => path.map((p) => (p === 'priceCents' ? 'price' : p));

/**
 * The modifier form's checks: its request body through the contract, whose rules span the
 * fields (minimum, maximum and the number of options), each problem on the form's field.
 */
export const modifierFormSchema = z
  .custom<ModifierFormValues>()
  .superRefine((v, ctx) =>
    addContractIssues(ctx, modifierInputSchema.safeParse(modifierRequestBody(v)), formPath),
  );
