import type { DishModifier } from '#contracts/catalog';
import { modifierRule, type Modifier } from '#domain/modifiers';
import { formatMoney } from '../../../lib/format';

/** The API lists only available options; the domain rules take that flag explicitly. */
export function toDomainModifier(m: DishModifier): Modifier {
  return { ...m, options: m.options.map((o) => ({ ...o, available: true })) };
}

/**
 * What an option group says under its name, and its error. The rule (required, max) always
 * shows; an incomplete choice is a hint until the person has touched the group or chosen
 * something, then it is the error; a valid choice with options picked says it is complete.
 */
export function modifierFieldText(
  m: Pick<DishModifier, 'min' | 'max'>,
  { selectedCount, valid, touched }: { selectedCount: number; valid: boolean; touched: boolean },
): { description: string; error: string | undefined } {
  const rule = modifierRule(m);
  const need = m.min === m.max ? `Choose ${m.min}` : `Choose ${m.min} to ${m.max}`;
  const error = !valid && (touched || selectedCount > 0) ? need : undefined;
  const state = valid
    ? selectedCount > 0
      ? ' · Selection complete'
      : ''
    : error
      ? ''
      : ` · ${need}`;
  return { description: `${rule.label} · ${rule.maxLabel}${state}`, error };
}

/** An option's label, with its extra price when it has one. */
export function optionLabel(o: DishModifier['options'][number]): string {
  return o.priceCents > 0 ? `${o.name} (+${formatMoney(o.priceCents)})` : o.name;
}
