// What an editor's number boxes hold and how it goes on the wire. A Mantine NumberInput gives
// a number, or '' while it is empty.

export type NumberBox = number | string;

/** Whole currency units in the form → integer cents on the wire (an empty box is 0). */
export const toCents = (amount: NumberBox) => Math.round(Number(amount || 0) * 100);
export const fromCents = (cents: number) => cents / 100;

/** An optional number: an empty box is null on the wire. */
export const numberOrNull = (value: NumberBox) => (value === '' ? null : Number(value));
