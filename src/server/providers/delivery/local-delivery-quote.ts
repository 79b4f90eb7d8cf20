import { randomUUID } from 'node:crypto';
import { distanceKm } from '#domain/geo';
import type { Clock } from '../clock/clock.ts';
import {
  DeliveryQuoteError,
  requireCompleteAddresses,
  type DeliveryQuote,
  type DeliveryQuoteProvider,
  type DeliveryQuoteRequest,
} from './delivery-quote.ts';

export interface LocalDeliveryRates {
  baseFeeCents: number;
  perKmCents: number;
  maxDistanceKm: number;
  quoteTtlMinutes: number;
}

/** Minutes to collect the food at the pickup, before driving. */
export const PICKUP_HANDLING_MINUTES = 10;
/** Average city driving speed used for the estimate. */
export const CITY_SPEED_KMH = 25;

/**
 * Offline estimate from the great-circle distance: base fee + per-km rate, the distance billed
 * in whole 100 m steps rounded up, the fee rounded half up to the cent — all in integers.
 */
export class LocalDeliveryQuoteProvider implements DeliveryQuoteProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly rates: LocalDeliveryRates,
    private readonly clock: Clock,
  ) {}

  quote(request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    try {
      return Promise.resolve(this.estimate(request));
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  private estimate(request: DeliveryQuoteRequest): DeliveryQuote {
    const { pickup, dropoff } = requireCompleteAddresses(request);
    const km = distanceKm(pickup.latitude, pickup.longitude, dropoff.latitude, dropoff.longitude);
    if (km > this.rates.maxDistanceKm)
      throw new DeliveryQuoteError('too_far', `${km.toFixed(1)} km`);
    const billedTenths = Math.ceil(Math.round(km * 1000) / 100);
    const feeCents =
      this.rates.baseFeeCents + Math.floor((this.rates.perKmCents * billedTenths + 5) / 10);
    const etaMinutes = Math.ceil(PICKUP_HANDLING_MINUTES + (km / CITY_SPEED_KMH) * 60);
    return {
      feeCents,
      etaMinutes,
      distanceKm: Math.round(km * 10) / 10,
      expiresAt: new Date(this.clock.now().getTime() + this.rates.quoteTtlMinutes * 60_000),
      quoteId: `local_${randomUUID()}`,
      provider: 'local',
    };
  }
}
