import { describe, expect, it } from 'vitest';
import type { EarningsPayout } from '#contracts/payouts';
import { arrivalText, dateIn, dayIn } from './earnings-format';

const LA = 'America/Los_Angeles';
const payout = (over: Partial<EarningsPayout>): EarningsPayout => ({
  id: '00000000-0000-4000-8000-000000000000',
  status: 'in_transit',
  amountCents: 1000,
  createdAt: '2026-11-23T20:00:00.000Z',
  arrivalDate: '2026-11-25T20:00:00.000Z',
  failureMessage: null,
  orderCount: 1,
  ...over,
});

describe('earnings dates', () => {
  it("reads dates in the chef's zone, not the browser's", () => {
    // 05:00 UTC on the 24th is still the 23rd in San Francisco.
    expect(dateIn('2026-11-24T05:00:00Z', LA)).toBe('11/23/2026');
    expect(dayIn('2026-11-25T20:00:00Z', LA)).toBe('Wed, Nov 25');
  });

  it('says when a payout arrives, arrived, or why it failed', () => {
    expect(arrivalText(payout({}), LA)).toBe('Arrives Wed, Nov 25');
    expect(arrivalText(payout({ status: 'paid' }), LA)).toBe('Arrived Wed, Nov 25');
    expect(arrivalText(payout({ status: 'pending', arrivalDate: null }), LA)).toBe(
      'Arrival date to follow',
    );
    expect(
      arrivalText(payout({ status: 'failed', failureMessage: 'The bank returned it.' }), LA),
    ).toBe('The bank returned it.');
  });
});
