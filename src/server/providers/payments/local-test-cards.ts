import type { PaymentErrorCode } from './payments.ts';

/**
 * The local processor's test cards: Stripe's own numbers, so people who know one know both.
 * `at: 'attach'` fails when the card is saved (Stripe verifies a card in its SetupIntent);
 * `at: 'charge'` saves fine and fails when an amount is authorised.
 */
export interface TestCardOutcome {
  outcome: 'success' | PaymentErrorCode;
  at: 'attach' | 'charge';
}

export const testCards: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { outcome: 'success', at: 'charge' },
  '4000000000000002': { outcome: 'card_declined', at: 'attach' },
  '4000000000000069': { outcome: 'expired_card', at: 'attach' },
  '4000000000000127': { outcome: 'incorrect_cvc', at: 'attach' },
  '4000000000009995': { outcome: 'insufficient_funds', at: 'charge' },
  '4000002500003155': { outcome: 'authentication_required', at: 'charge' },
  // Saves, then declines every charge (Stripe: "attach succeeds, charges fail").
  '4000000000000341': { outcome: 'card_declined', at: 'charge' },
};

/** Any other number that passes the Luhn check behaves like 4242…: it works. */
export function testCardOutcome(digits: string): TestCardOutcome {
  return testCards[digits] ?? { outcome: 'success', at: 'charge' };
}
