import { describe, expect, it } from 'vitest';
import { amountCentsOf, refundFormSchema, refundRequestBody } from './refund-form-values';

const issues = (refundable: number, values: { amount: number | string; reason: string }) => {
  const result = refundFormSchema(refundable).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the refund form', () => {
  it('sends dollars as cents, and nothing for "everything left"', () => {
    expect(amountCentsOf('12.50')).toBe(1250);
    expect(amountCentsOf(0.29)).toBe(29);
    expect(amountCentsOf('')).toBeUndefined();
    expect(refundRequestBody({ amount: '', reason: '  Cold food ' })).toEqual({
      reason: 'Cold food',
    });
    expect(refundRequestBody({ amount: 5, reason: 'Late' })).toEqual({
      amountCents: 500,
      reason: 'Late',
    });
  });

  it("refuses what the API refuses, in the contract's words, and more than is left", () => {
    expect(issues(1000, { amount: 5, reason: 'Late' })).toEqual({});
    expect(issues(1000, { amount: '', reason: 'Late' })).toEqual({});
    expect(issues(1000, { amount: 0, reason: 'Late' })).toEqual({
      amount: 'The refund must be more than $0.00.',
    });
    expect(issues(1000, { amount: -1, reason: 'Late' })).toEqual({
      amount: 'The refund must be more than $0.00.',
    });
    expect(issues(1000, { amount: 10.01, reason: 'Late' })).toEqual({
      amount: 'The refund is larger than what is left to refund ($10.00).',
    });
    expect(issues(1000, { amount: 1, reason: ' ' })).toEqual({
      reason: 'Give a reason of at least 3 characters.',
    });
  });
});
