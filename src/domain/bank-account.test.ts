import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankAccountErrors,
  bankAccountMessages,
  normaliseBankAccount,
  routingChecksumValid,
  testAccountRefusal,
  TEST_ACCOUNT_OK,
  TEST_ACCOUNT_REFUSED,
  TEST_ROUTING_NUMBER,
} from './bank-account';

describe('routing numbers', () => {
  it('accepts the test routing number and real-looking ones', () => {
    expect(routingChecksumValid(TEST_ROUTING_NUMBER)).toBe(true);
    expect(routingChecksumValid('021000021')).toBe(true);
    expect(routingChecksumValid('110000001')).toBe(false);
    expect(routingChecksumValid('11000000')).toBe(false);
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = [...TEST_ROUTING_NUMBER].map(Number);
        digits[pos] = (digits[pos]! + delta) % 10;
        return !routingChecksumValid(digits.join(''));
      }),
    );
  });
});

describe('bank account form', () => {
  const ok = {
    accountHolderName: 'Ana Lopez',
    routingNumber: TEST_ROUTING_NUMBER,
    accountNumber: TEST_ACCOUNT_OK,
  };

  it('has no errors for the test account, spaces and dashes allowed', () => {
    expect(bankAccountErrors(ok)).toEqual({});
    expect(bankAccountErrors({ ...ok, routingNumber: '110-000-000' })).toEqual({});
    expect(normaliseBankAccount({ ...ok, accountNumber: '0001 2345 6789' }).accountNumber).toBe(
      TEST_ACCOUNT_OK,
    );
  });

  it('names each malformed field', () => {
    expect(
      bankAccountErrors({ accountHolderName: ' ', routingNumber: '12', accountNumber: 'abc' }),
    ).toEqual({
      accountHolderName: bankAccountMessages.holderName,
      routingNumber: bankAccountMessages.routingNumber,
      accountNumber: bankAccountMessages.accountNumber,
    });
    expect(bankAccountErrors({ ...ok, routingNumber: '110000001' }).routingNumber).toBe(
      bankAccountMessages.routingChecksum,
    );
    expect(bankAccountErrors({ ...ok, accountNumber: '1'.repeat(18) }).accountNumber).toBeDefined();
  });

  it('refuses the refused test account only', () => {
    expect(testAccountRefusal(TEST_ACCOUNT_REFUSED)).toBe(bankAccountMessages.refused);
    expect(testAccountRefusal(TEST_ACCOUNT_OK)).toBeNull();
  });
});
