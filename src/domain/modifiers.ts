// Dish modifiers (spec §5): required/optional, single or multiple choice, valid selections,
// when add-to-cart is enabled, and what the chosen options cost.
import { isValidQuantity } from './quantity';

export interface ModifierOption {
  id: string;
  name?: string;
  /** Extra price in integer cents (0 for free options). */
  priceCents: number;
  available: boolean;
}

export interface Modifier {
  id: string;
  name?: string;
  /** Minimum selections; above 0 means required. */
  min: number;
  /** Maximum selections. */
  max: number;
  options: readonly ModifierOption[];
}

export interface ModifierRule {
  required: boolean;
  /** "N Required" (N = min) or "Optional". */
  label: string;
  /** min 1 and max 1: one choice (radio); otherwise several (checkboxes). */
  singleChoice: boolean;
  /** "Max N". */
  maxLabel: string;
}

/** Selected option ids per modifier id. */
export type ModifierSelections = Readonly<Record<string, readonly string[] | undefined>>;

export function modifierRule(modifier: { min: number; max: number }): ModifierRule {
  const { min, max } = modifier;
  return {
    required: min > 0,
    label: min > 0 ? `${min} Required` : 'Optional',
    singleChoice: min === 1 && max === 1,
    maxLabel: `Max ${max}`,
  };
}

/** Spec §5: only available options are listed. */
export function availableOptions(modifier: Pick<Modifier, 'options'>): ModifierOption[] {
  return modifier.options.filter((o) => o.available);
}

/**
 * Valid when the selected count is between min and max (inclusive), every id is an available
 * option of this modifier, and no id is chosen twice.
 */
export function isSelectionValid(
  modifier: Modifier,
  selectedOptionIds: readonly string[],
): boolean {
  const count = selectedOptionIds.length;
  if (count < modifier.min || count > modifier.max) return false;
  if (new Set(selectedOptionIds).size !== count) return false;
  const available = new Set(availableOptions(modifier).map((o) => o.id));
  return selectedOptionIds.every((id) => available.has(id));
}

/**
 * Spec §5: add to cart is enabled only if the quantity is valid (1–100) and the modifiers'
 * selections are valid. Every modifier is checked: a required one needs its minimum, and an
 * optional one may be left empty but not over-filled or given unknown options.
 */
export function canAddToCart(
  quantity: number,
  modifiers: readonly Modifier[],
  selections: ModifierSelections,
): boolean {
  if (!isValidQuantity(quantity)) return false;
  return modifiers.every((m) => isSelectionValid(m, selections[m.id] ?? []));
}

/** Extra price in cents of the selected options (unknown ids ignored, each id counted once). */
export function selectionPriceCents(
  options: readonly ModifierOption[],
  selectedOptionIds: readonly string[],
): number {
  const selected = new Set(selectedOptionIds);
  let total = 0;
  for (const o of options) if (selected.has(o.id)) total += Math.round(o.priceCents);
  return total;
}

/** Extra price in cents for one portion across all modifiers. */
export function modifiersPriceCents(
  modifiers: readonly Modifier[],
  selections: ModifierSelections,
): number {
  return modifiers.reduce(
    (sum, m) => sum + selectionPriceCents(m.options, selections[m.id] ?? []),
    0,
  );
}

/** (unit price + modifier extras) × quantity, in integer cents. */
export function lineTotalCents(
  unitPriceCents: number,
  quantity: number,
  modifiers: readonly Modifier[],
  selections: ModifierSelections,
): number {
  return (Math.round(unitPriceCents) + modifiersPriceCents(modifiers, selections)) * quantity;
}
