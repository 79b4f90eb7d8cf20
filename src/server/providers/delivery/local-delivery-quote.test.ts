import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ManualClock } from '../clock/clock.ts';
import { DeliveryQuoteError, type QuoteAddress } from './delivery-quote.ts';
import { LocalDeliveryQuoteProvider } from './local-delivery-quote.ts';

const clock = new ManualClock('2026-11-23T18:00:00Z');
const rates = { baseFeeCents: 299, perKmCents: 120, maxDistanceKm: 25, quoteTtlMinutes: 15 };
const provider = new LocalDeliveryQuoteProvider(rates, clock);
const place = (latitude: number, longitude: number): QuoteAddress => ({
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
  latitude,
  longitude,
});
const ferryBuilding = place(37.7955, -122.3937);
const missionDolores = place(37.7596, -122.4269); // ≈ 4.93 km away
const at = clock.now();

describe('LocalDeliveryQuoteProvider', () => {
  it('prices base + per km on the distance rounded up to 100 m, in whole cents', async () => {
    const q = await provider.quote({ pickup: ferryBuilding, dropoff: missionDolores, at });
    expect(q.distanceKm).toBe(4.9);
    // 4.93 km → billed 5.0 km → 299 + 600
    expect(q.feeCents).toBe(899);
    expect(q.etaMinutes).toBe(22); // 10 min at the pickup + 4.93 km at 25 km/h
    expect(q.expiresAt.toISOString()).toBe('2026-11-23T18:15:00.000Z');
    expect(q.quoteId).toMatch(/^local_[0-9a-f-]{36}$/);
    expect(q.provider).toBe('local');
  });

  it('charges only the base fee for a zero distance', async () => {
    const q = await provider.quote({ pickup: ferryBuilding, dropoff: ferryBuilding, at });
    expect(q.feeCents).toBe(299);
  });

  it('refuses beyond the maximum distance with "Unable to get the estimate"', async () => {
    const sanJose = place(37.3382, -121.8863);
    const err = await provider
      .quote({ pickup: ferryBuilding, dropoff: sanJose, at })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryQuoteError);
    expect(err).toMatchObject({ code: 'too_far', message: 'Unable to get the estimate' });
  });

  it('says "address is missing" / "One of the addresses is not complete"', async () => {
    await expect(
      provider.quote({ pickup: null, dropoff: missionDolores, at }),
    ).rejects.toMatchObject({ code: 'address_missing', message: 'address is missing' });
    await expect(
      provider.quote({ pickup: ferryBuilding, dropoff: { ...missionDolores, zipcode: ' ' }, at }),
    ).rejects.toMatchObject({
      code: 'address_incomplete',
      message: 'One of the addresses is not complete',
    });
    await expect(
      provider.quote({ pickup: { ...ferryBuilding, latitude: null }, dropoff: missionDolores, at }),
    ).rejects.toMatchObject({ code: 'address_incomplete' });
  });

  it('fees are whole cents, never below the base, and never fall as distance grows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        async (dLat, extra) => {
          const near = place(37.7955 + dLat, -122.3937);
          const far = place(37.7955 + dLat + extra, -122.3937);
          const a = await provider.quote({ pickup: ferryBuilding, dropoff: near, at });
          const b = await provider.quote({ pickup: ferryBuilding, dropoff: far, at });
          return (
            Number.isSafeInteger(a.feeCents) &&
            a.feeCents >= rates.baseFeeCents &&
            b.feeCents >= a.feeCents &&
            b.etaMinutes >= a.etaMinutes
          );
        },
      ),
    );
  });
});
