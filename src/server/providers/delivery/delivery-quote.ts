import { messages } from '#domain/messages';

/** One end of a delivery, as stored in `addresses` (fields may be blank until completed). */
export interface QuoteAddress {
  name?: string | null;
  address1: string | null;
  address2?: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Contact at this end (the courier calls it); E.164 preferred. */
  phone?: string | null;
}

/** A complete address: street, city, state, ZIP and coordinates all present. */
export type CompleteAddress = QuoteAddress & {
  address1: string;
  city: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
};

export interface DeliveryQuoteRequest {
  /** Null when the chef has no address on file. */
  pickup: QuoteAddress | null;
  /** Null when the buyer has no address on file. */
  dropoff: QuoteAddress | null;
  /** When the food should arrive (now for "order now"). */
  at: Date;
  /** Item value in cents; some couriers price insurance from it. */
  orderValueCents?: number;
}

export interface DeliveryQuote {
  feeCents: number;
  etaMinutes: number;
  distanceKm: number;
  expiresAt: Date;
  /** The provider's id for this quote (DoorDash: our external_delivery_id). */
  quoteId: string;
  provider: 'local' | 'doordash';
}

export type DeliveryQuoteErrorCode =
  /** An address is absent altogether. */
  | 'address_missing'
  /** An address lacks street, city, state, ZIP or coordinates. */
  | 'address_incomplete'
  /** Beyond the courier's range. */
  | 'too_far'
  /** The courier refused or could not be reached. */
  | 'unavailable';

/** A quote the provider could not give; `message` is the spec's wording (§8). */
export class DeliveryQuoteError extends Error {
  constructor(
    readonly code: DeliveryQuoteErrorCode,
    readonly detail?: string,
  ) {
    super(
      code === 'address_missing'
        ? messages.addressMissingTitle
        : code === 'address_incomplete'
          ? messages.addressIncomplete
          : messages.estimateFailed,
    );
    this.name = 'DeliveryQuoteError';
  }
}

/** Quotes a courier delivery from the chef to the buyer. The local one works offline. */
export interface DeliveryQuoteProvider {
  readonly name: 'local' | 'doordash';
  /** Throws DeliveryQuoteError when no quote can be given. */
  quote(request: DeliveryQuoteRequest): Promise<DeliveryQuote>;
}

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
const coordinate = (v: number | null | undefined) => typeof v === 'number' && Number.isFinite(v);

export function isCompleteAddress(a: QuoteAddress): a is CompleteAddress {
  return (
    filled(a.address1) &&
    filled(a.city) &&
    filled(a.state) &&
    filled(a.zipcode) &&
    coordinate(a.latitude) &&
    coordinate(a.longitude)
  );
}

/** Both ends present and complete, or the spec's "address is missing" / "not complete". */
export function requireCompleteAddresses(request: DeliveryQuoteRequest): {
  pickup: CompleteAddress;
  dropoff: CompleteAddress;
} {
  const { pickup, dropoff } = request;
  if (!pickup || !dropoff) throw new DeliveryQuoteError('address_missing');
  if (!isCompleteAddress(pickup) || !isCompleteAddress(dropoff))
    throw new DeliveryQuoteError('address_incomplete');
  return { pickup, dropoff };
}

/** "1 Market St, Apt 2, San Francisco, CA 94105" for couriers that take one line. */
export function addressLine(a: CompleteAddress): string {
  return [a.address1, a.address2, a.city, `${a.state} ${a.zipcode}`]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
}
