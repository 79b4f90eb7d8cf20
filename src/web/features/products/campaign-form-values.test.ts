import { describe, expect, it } from 'vitest';
import type { Campaign } from '#contracts/promotions';
import { campaignMessages } from '#domain/campaigns';
import { validateWith } from '../../lib/validate-with';
import {
  campaignFormMessages,
  campaignFormSchema,
  campaignPeriodText,
  campaignRequestBody,
  campaignSalesText,
  emptyCampaignForm,
  formFieldErrors,
  instantOf,
  type CampaignFormValues,
} from './campaign-form-values';

const DISH = '00000000-0000-4000-8000-000000000001';
const NOW = new Date(2026, 11, 2, 14, 20, 35);
const validate = validateWith(campaignFormSchema);
const form = (over: Partial<CampaignFormValues>): CampaignFormValues => ({
  ...emptyCampaignForm(NOW),
  ...over,
});

describe('campaign form', () => {
  it('starts now, to the minute, and ends a week later', () => {
    expect(emptyCampaignForm(NOW)).toMatchObject({
      startsAt: '2026-12-02T14:20',
      endsAt: '2026-12-09T14:20',
      discountType: 'percent',
      dishIds: [],
    });
  });

  it('sends dollars as cents and the boxes as instants in the chef’s zone', () => {
    const body = campaignRequestBody(
      form({
        name: 'Soup week',
        description: '  ',
        discountType: 'amount',
        percentOff: 20,
        amountOff: 2.5,
        dishIds: [DISH],
      }),
    );
    expect(body).toEqual({
      name: 'Soup week',
      description: null,
      discountType: 'amount',
      percentOff: null,
      amountOffCents: 250,
      dishIds: [DISH],
      startsAt: new Date(2026, 11, 2, 14, 20).toISOString(),
      endsAt: new Date(2026, 11, 9, 14, 20).toISOString(),
    });
    expect(validate(form({ name: 'Soup week', percentOff: 20, dishIds: [DISH] }))).toEqual({});
  });

  it('reads a date-time box only when it holds a real moment', () => {
    expect(instantOf('2026-12-02T09:05')).toBe(new Date(2026, 11, 2, 9, 5).toISOString());
    expect(instantOf('')).toBeNull();
    expect(instantOf('2026-02-30T09:00')).toBeNull();
    expect(instantOf('12/02/2026 09:05')).toBeNull();
  });

  it('says what is missing or wrong, each on its field, in the contract’s words', () => {
    expect(validate(form({ startsAt: '' }))).toEqual({
      name: 'Give the campaign a name.',
      percentOff: 'Enter the percentage off.',
      dishIds: campaignMessages.chooseDishes,
      startsAt: campaignFormMessages.dateTime,
    });
    expect(
      validate(form({ name: 'Soup week', discountType: 'amount', dishIds: [DISH], endsAt: '' })),
    ).toEqual({ amountOff: 'Enter the amount off.', endsAt: campaignFormMessages.dateTime });
    expect(validate(form({ name: 'Soup week', percentOff: 95, dishIds: [DISH] }))).toEqual({
      percentOff: 'A campaign takes at most 90% off.',
    });
  });

  it('puts the server’s field errors on the form’s fields, word for word', () => {
    expect(
      formFieldErrors({
        amountOffCents: campaignMessages.amountOverPrice('Churros', 500),
        endsAt: campaignMessages.endAfterStart,
        'dishIds.0': campaignMessages.notOwnDishes,
      }),
    ).toEqual({
      amountOff: "Take off less than Churros's price ($5.00).",
      endsAt: 'The end must be after the start.',
      dishIds: 'Choose dishes from your own menu.',
    });
  });
});

describe('a campaign in the list', () => {
  const c = {
    startsAt: new Date(2026, 11, 2, 9, 0).toISOString(),
    endsAt: new Date(2026, 11, 9, 21, 30).toISOString(),
    endedAt: null,
    ordersCount: 0,
    salesCents: 0,
  } satisfies Partial<Campaign>;

  it('shows its period, and when it was ended early', () => {
    expect(campaignPeriodText(c)).toBe('12/02/2026 09:00 am – 12/09/2026 09:30 pm');
    expect(campaignPeriodText({ ...c, endedAt: new Date(2026, 11, 3, 18, 0).toISOString() })).toBe(
      '12/02/2026 09:00 am – 12/09/2026 09:30 pm · ended 12/03/2026 06:00 pm',
    );
  });

  it('counts its orders and sales', () => {
    expect(campaignSalesText(c)).toBe('No orders yet');
    expect(campaignSalesText({ ordersCount: 1, salesCents: 3200 })).toBe(
      '1 order · $32.00 in sales',
    );
    expect(campaignSalesText({ ordersCount: 12, salesCents: 123_456 })).toBe(
      '12 orders · $1,234.56 in sales',
    );
  });
});
