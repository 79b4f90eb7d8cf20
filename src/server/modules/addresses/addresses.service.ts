import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Address, AddressInput, AddressUpdate } from '#contracts/addresses';
import {
  addressMessages,
  formatAddress,
  geocodingQuery,
  MAX_ADDRESSES_PER_USER,
} from '#domain/address';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { GeocodingUnavailableError } from '../../providers/geocoding/http-json.ts';
import { geocodingUnavailable } from '../geocoding/geocoding.service.ts';

type AddressRow = typeof addresses.$inferSelect;

export const geocodingFailed = () =>
  new AppError(422, 'geocoding_failed', addressMessages.geocodingFailed);
const addressNotFound = () => notFound(addressMessages.notFound);

function toDto(r: AddressRow): Address {
  return {
    id: r.id,
    name: r.name,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    latitude: r.latitude,
    longitude: r.longitude,
    neighborhood: r.neighborhood,
    formattedAddress: r.formattedAddress,
    type: r.type,
    usesUserLocation: r.usesUserLocation,
    isDefault: r.isDefault,
  };
}

const blankToNull = (v: string | null | undefined) =>
  v == null || v.trim() === '' ? null : v.trim();

interface Located {
  address1: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  latitude: number;
  longitude: number;
  neighborhood: string | null;
  usesUserLocation: boolean;
}

/**
 * Geocodes street, city, state and ZIP (spec §5: keep address1, city, state, zipcode,
 * latitude, longitude, neighborhood). When nothing is found, the user's own location stands
 * in (uses_user_location); with neither, 422 geocoding_failed.
 */
async function locate(
  ctx: AppContext,
  parts: {
    address1: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
  },
  userLocation: { latitude: number; longitude: number } | null | undefined,
): Promise<Located> {
  let place = null;
  try {
    place = await ctx.geocoder.forward(geocodingQuery(parts));
  } catch (err) {
    if (!(err instanceof GeocodingUnavailableError)) throw err;
    if (!userLocation) throw geocodingUnavailable();
  }
  if (place) {
    return {
      address1: place.address1 ?? parts.address1,
      city: place.city || parts.city,
      state: place.state || parts.state,
      zipcode: place.zipcode || parts.zipcode,
      latitude: place.latitude,
      longitude: place.longitude,
      neighborhood: place.neighborhood ?? null,
      usesUserLocation: false,
    };
  }
  if (userLocation) {
    return { ...parts, ...userLocation, neighborhood: null, usesUserLocation: true };
  }
  throw geocodingFailed();
}

export async function listAddresses(ctx: AppContext, userId: string): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toDto);
}

/** Serialises address writes of one user (the 20-address cap and the single default). */
async function lockUser(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}

export async function createAddress(
  ctx: AppContext,
  userId: string,
  input: AddressInput,
): Promise<Address> {
  const parts = {
    address1: blankToNull(input.address1),
    city: blankToNull(input.city),
    state: blankToNull(input.state),
    zipcode: blankToNull(input.zipcode),
  };
  const [existing] = await ctx.db
    .select({ n: count() })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  if ((existing?.n ?? 0) >= MAX_ADDRESSES_PER_USER)
    throw new AppError(409, 'conflict', addressMessages.tooMany);
  // Geocode outside the transaction: an upstream call must not hold a row lock.
  const located = await locate(ctx, parts, input.userLocation);
  const address2 = blankToNull(input.address2);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const n = row?.n ?? 0;
    if (n >= MAX_ADDRESSES_PER_USER) throw new AppError(409, 'conflict', addressMessages.tooMany);
    const [created] = await tx
      .insert(addresses)
      .values({
        userId,
        name: blankToNull(input.name),
        address2,
        type: blankToNull(input.type),
        ...located,
        formattedAddress: formatAddress({ ...located, address2 }),
        // The first address is the default one.
        isDefault: n === 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('address insert returned no row');
    return toDto(created);
  });
}

async function findOwn(ctx: AppContext, userId: string, id: string): Promise<AddressRow> {
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  // Another user's address is "not found", never "forbidden": ids are not confirmed to exist.
  if (!row) throw addressNotFound();
  return row;
}

export async function updateAddress(
  ctx: AppContext,
  userId: string,
  id: string,
  input: AddressUpdate,
): Promise<Address> {
  const current = await findOwn(ctx, userId, id);
  const parts = {
    address1: input.address1 !== undefined ? blankToNull(input.address1) : current.address1,
    city: input.city !== undefined ? blankToNull(input.city) : current.city,
    state: input.state !== undefined ? blankToNull(input.state) : current.state,
    zipcode: input.zipcode !== undefined ? blankToNull(input.zipcode) : current.zipcode,
  };
  const moved =
    parts.address1 !== current.address1 ||
    parts.city !== current.city ||
    parts.state !== current.state ||
    parts.zipcode !== current.zipcode ||
    input.userLocation != null;
  const located: Partial<Located> = moved ? await locate(ctx, parts, input.userLocation) : {};
  const address2 = input.address2 !== undefined ? blankToNull(input.address2) : current.address2;
  const merged = { ...current, ...located, address2 };
  const [updated] = await ctx.db
    .update(addresses)
    .set({
      ...located,
      address2,
      ...(input.name !== undefined ? { name: blankToNull(input.name) } : {}),
      ...(input.type !== undefined ? { type: blankToNull(input.type) } : {}),
      formattedAddress: formatAddress(merged),
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!updated) throw addressNotFound();
  return toDto(updated);
}

export async function deleteAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw addressNotFound();
    if (deleted.isDefault) {
      // Keep one default while any address remains: the oldest one.
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
