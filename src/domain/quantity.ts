// Order quantity and special instructions (spec §5, §9).
import { messages } from './messages';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
/** Length limit (and counter) of a cart item's special instruction. */
export const SPECIAL_INSTRUCTION_MAX = 100;

export type QuantityMessage =
  typeof messages.quantityMin | typeof messages.quantityMax | typeof messages.setOrderQuantity;

/**
 * null when `n` is a whole number from 1 to 100; otherwise the spec's message: below 1
 * "Min should be above 0", above 100 "Max should not be above 100". Something that is not a
 * whole number at all gives "Please set order qty.".
 */
export function validateQuantity(n: number): QuantityMessage | null {
  if (Number.isNaN(n)) return messages.setOrderQuantity;
  if (n < MIN_QUANTITY) return messages.quantityMin;
  if (n > MAX_QUANTITY) return messages.quantityMax;
  if (!Number.isInteger(n)) return messages.setOrderQuantity;
  return null;
}

export function isValidQuantity(n: number): boolean {
  return validateQuantity(n) === null;
}

/** Nearest valid quantity (for steppers); NaN becomes MIN_QUANTITY. */
export function clampQuantity(n: number): number {
  if (Number.isNaN(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(n)));
}

/** Characters left for a special instruction (UTF-16 units, as zod `.max` counts; negative when over). */
export function specialInstructionLeft(text: string): number {
  return SPECIAL_INSTRUCTION_MAX - text.length;
}
