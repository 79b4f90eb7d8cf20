import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  SPECIAL_INSTRUCTION_MAX,
  clampQuantity,
  isValidQuantity,
  specialInstructionLeft,
  validateQuantity,
} from './quantity';

describe('validateQuantity', () => {
  it('accepts 1 to 100 and gives the spec messages outside', () => {
    expect(MIN_QUANTITY).toBe(1);
    expect(MAX_QUANTITY).toBe(100);
    expect(validateQuantity(1)).toBeNull();
    expect(validateQuantity(100)).toBeNull();
    expect(validateQuantity(0)).toBe('Min should be above 0');
    expect(validateQuantity(-5)).toBe(messages.quantityMin);
    expect(validateQuantity(101)).toBe('Max should not be above 100');
    expect(validateQuantity(Number.POSITIVE_INFINITY)).toBe(messages.quantityMax);
    expect(validateQuantity(Number.NaN)).toBe(messages.setOrderQuantity);
    expect(validateQuantity(2.5)).toBe(messages.setOrderQuantity);
  });

  it('property: valid exactly for whole numbers 1..100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()), (n) => {
        expect(isValidQuantity(n)).toBe(Number.isInteger(n) && n >= 1 && n <= 100);
      }),
    );
  });

  it('property: clampQuantity always gives a valid quantity', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(isValidQuantity(clampQuantity(n))).toBe(true);
      }),
    );
  });
});

describe('specialInstructionLeft', () => {
  it('counts down from 100', () => {
    expect(SPECIAL_INSTRUCTION_MAX).toBe(100);
    expect(specialInstructionLeft('')).toBe(100);
    expect(specialInstructionLeft('no onions')).toBe(91);
    expect(specialInstructionLeft('x'.repeat(101))).toBe(-1);
  });
});
