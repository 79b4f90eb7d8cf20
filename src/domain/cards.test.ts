import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardExpired,
  cardLabel,
  cvcValid,
  fullExpiryYear,
  luhnValid,
  normaliseCardNumber,
} from './cards.ts';

describe('card rules', () => {
  it('accepts the Stripe test numbers and refuses a changed digit (Luhn)', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000002500003155',
      '4000000000000069',
      '4000000000000127',
      '5555555555554444',
      '378282246310005',
    ])
      expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
  });

  it('normalises spaces and dashes, and names the brand', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2026-03-31T23:00:00Z');
    expect(cardExpired(3, 2026, now)).toBe(false);
    expect(cardExpired(2, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(fullExpiryYear(27)).toBe(2027);
    expect(fullExpiryYear(2031)).toBe(2031);
  });

  it('wants 4 CVC digits for American Express and 3 for the others', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
    expect(cvcValid('12a', 'visa')).toBe(false);
    expect(cardLabel('visa', '4242')).toBe('Visa •••• 4242');
  });
});
