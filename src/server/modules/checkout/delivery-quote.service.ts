import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DeliveryQuote, DeliveryQuoteRequest } from '#contracts/checkout';
import { addressMessages } from '#domain/address';
import { chefDisplayName } from '#domain/chef';
import { messages } from '#domain/messages';
import { MAX_DAYS_AHEAD, orderTimeMessages } from '#domain/order-time';
import type { AppContext } from '../../context.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import { DeliveryQuoteError, type QuoteAddress } from '../../providers/delivery/delivery-quote.ts';
import { chefById, chefOrderSettings, loadVisibleChef } from '../chefs/chef-queries.ts';
import { readQuoteToken, signQuoteToken, type QuoteClaims } from './quote-token.ts';

export const quoteMessages = {
  notOffered: 'This chef does not deliver. Choose pickup instead.',
  invalid: 'Your delivery estimate has expired or is not valid. Get a new estimate.',
} as const;

const addressColumns = {
  id: addresses.id,
  name: addresses.name,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  zipcode: addresses.zipcode,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
};

/** The chef's pickup address: the business address, else the default, else the oldest. */
async function chefPickupAddress(ctx: AppContext, chefId: string) {
  const [row] = await ctx.db
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.userId, chefId))
    .orderBy(
      sql`case when lower(${addresses.type}) = 'business' then 0 else 1 end`,
      desc(addresses.isDefault),
      asc(addresses.createdAt),
    )
    .limit(1);
  return row ?? null;
}

/** One of the buyer's own addresses (404 for anyone else's), or their default/first one. */
async function buyerDropoffAddress(ctx: AppContext, buyerId: string, addressId?: string) {
  if (addressId) {
    const [row] = await ctx.db
      .select(addressColumns)
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, buyerId)))
      .limit(1);
    if (!row) throw notFound(addressMessages.notFound);
    return row;
  }
  const [row] = await ctx.db
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.userId, buyerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt))
    .limit(1);
  return row ?? null;
}

function toAppError(err: DeliveryQuoteError): AppError {
  switch (err.code) {
    case 'address_missing':
      return new AppError(422, 'address_missing', err.message);
    case 'address_incomplete':
      return new AppError(422, 'address_incomplete', err.message);
    case 'too_far':
      return new AppError(422, 'estimate_failed', err.message);
    case 'unavailable':
      return new AppError(503, 'estimate_failed', err.message);
  }
}

/**
 * Quotes a delivery from a visible chef to the signed-in buyer's address, looked up on the
 * server (a buyer can only quote to their own address), and signs the result.
 */
export async function quoteDelivery(
  ctx: AppContext,
  buyerId: string,
  input: DeliveryQuoteRequest,
): Promise<DeliveryQuote> {
  const chef = await loadVisibleChef(ctx, chefById(input.chefId), buyerId);
  if (chef.id === buyerId) throw forbidden(messages.ownProduct);
  const settings = await chefOrderSettings(ctx.db, chef.id);
  if (!settings.offersDelivery)
    throw new AppError(422, 'delivery_not_offered', quoteMessages.notOffered);

  const now = ctx.clock.now();
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime() + (MAX_DAYS_AHEAD * 24 + 1) * 3_600_000)
    throw badRequest(orderTimeMessages.too_far_ahead);

  const [pickupRow, dropoffRow, buyer] = await Promise.all([
    chefPickupAddress(ctx, chef.id),
    buyerDropoffAddress(ctx, buyerId, input.addressId),
    ctx.db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, buyerId)),
  ]);
  const pickup: QuoteAddress | null = pickupRow && {
    ...pickupRow,
    name: chefDisplayName(chef),
    phone: chef.businessPhone,
  };
  const dropoff: QuoteAddress | null = dropoffRow && { ...dropoffRow, phone: buyer[0]?.phone };

  let quote;
  try {
    quote = await ctx.delivery.quote({ pickup, dropoff, at: at < now ? now : at });
  } catch (err) {
    if (err instanceof DeliveryQuoteError) throw toAppError(err);
    throw err;
  }
  // The quote cannot outlive the provider's own expiry nor our configured lifetime.
  const expiresAt = Math.min(
    quote.expiresAt.getTime(),
    now.getTime() + ctx.config.DELIVERY_QUOTE_TTL_MINUTES * 60_000,
  );
  const claims: QuoteClaims = {
    v: 1,
    quoteId: quote.quoteId,
    buyerId,
    chefId: chef.id,
    addressId: dropoffRow?.id ?? '',
    feeCents: quote.feeCents,
    etaMinutes: quote.etaMinutes,
    distanceKm: quote.distanceKm,
    provider: quote.provider,
    expiresAt,
  };
  return {
    quoteId: claims.quoteId,
    quoteToken: signQuoteToken(claims, ctx.config.deliveryQuoteSecret),
    feeCents: claims.feeCents,
    etaMinutes: claims.etaMinutes,
    distanceKm: claims.distanceKm,
    expiresAt: new Date(expiresAt).toISOString(),
    provider: claims.provider,
    addressId: claims.addressId,
  };
}

/**
 * For checkout: the claims of a quote token this server signed, still valid, for this buyer,
 * chef and address. Anything else — tampered, expired, someone else's — is 422 quote_invalid.
 */
export function verifyDeliveryQuote(
  ctx: AppContext,
  token: string,
  expected: { buyerId: string; chefId: string; addressId: string },
): QuoteClaims {
  const read = readQuoteToken(token, ctx.config.deliveryQuoteSecret, ctx.clock.now());
  if (
    !read.ok ||
    read.claims.buyerId !== expected.buyerId ||
    read.claims.chefId !== expected.chefId ||
    read.claims.addressId !== expected.addressId
  )
    throw new AppError(422, 'quote_invalid', quoteMessages.invalid);
  return read.claims;
}
