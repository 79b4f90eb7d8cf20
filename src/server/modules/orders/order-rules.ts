// The checks a cart must pass before any money moves (spec §4, §5, §8; decision 010): not
// empty, no problem lines, not the buyer's own dishes, the chef's minimum order, an allowed
// order time and a delivery quote signed for this buyer, chef and address. Each refusal is
// the spec's message where it has one.
import { and, eq } from 'drizzle-orm';
import { orderMessages, type PlaceOrderInput } from '#contracts/orders';
import { addressMessages } from '#domain/address';
import { checkMinimumOrder, computeFees, tipCapCents, tipMessage } from '#domain/fees';
import { messages } from '#domain/messages';
import type { ChefOrderSettings } from '#domain/order-settings';
import { validateOrderTime, type OrderTimeRules } from '#domain/order-time';
import type { AppContext } from '../../context.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { cartDiscountCents, type CartLinesRead, type PricedCart } from '../cart/cart-read.ts';
import type { Queryable } from '../../db/client.ts';
import { chefOrderSettings } from '../chefs/chef-queries.ts';
import { quoteMessages, verifyDeliveryQuote } from '../checkout/delivery-quote.service.ts';
import type { OrderAddressSnapshot } from './order-view.ts';

// The chef's order settings are the chefs module's to read; re-exported for the order's callers.
export { chefOrderSettings };

/** 400 with the spec's reason unless the kitchen's rules take an order for `deliveryAt` (null = now). */
function assertOrderTimeUnder(rules: OrderTimeRules, deliveryAt: Date | null, now: Date): void {
  const time = validateOrderTime(
    deliveryAt ? { kind: 'at', at: deliveryAt } : { kind: 'now' },
    rules,
    now,
  );
  if (!time.ok) throw badRequest(time.message, { deliveryAt: time.message });
}

/**
 * 400 with the spec's reason unless the chef takes an order for `deliveryAt` (null = now):
 * inside business hours, after the lead time, pre-orders allowed.
 */
export async function assertOrderTime(
  db: Queryable,
  chefId: string,
  settings: Pick<ChefOrderSettings, 'defaultLeadTimeMinutes' | 'disablePreOrder'>,
  deliveryAt: Date | null,
  now: Date,
): Promise<void> {
  const [chef] = await db
    .select({ hours: profiles.businessHours, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  assertOrderTimeUnder(
    {
      hours: chef?.hours ?? null,
      timeZone: chef?.timeZone ?? 'America/Los_Angeles',
      leadTimeMinutes: settings.defaultLeadTimeMinutes,
      preOrderDisabled: settings.disablePreOrder,
    },
    deliveryAt,
    now,
  );
}

/**
 * 409 unless the cart's lines can be ordered as they are (empty, own dishes, problem lines):
 * checks only what the lines read (readCartLines) decides, before photos, code and credit.
 */
export function assertLinesOrderable(cart: CartLinesRead, buyerId: string): void {
  if (cart.lines.length === 0 || !cart.chef) throw conflict(messages.cartEmpty);
  if (cart.chef.id === buyerId || cart.lines.some((l) => l.chefId === buyerId))
    throw forbidden(messages.ownProduct);
  const problem = cart.lines.find((l) => l.problem)?.problem;
  if (problem) throw conflict(problem.message);
}

/** 409 unless the cart can be ordered as it is (empty, problem lines, own dishes). */
export function assertCartOrderable(
  cart: PricedCart,
  buyerId: string,
): asserts cart is PricedCart & {
  chef: NonNullable<PricedCart['chef']>;
} {
  if (cart.lines.length === 0 || !cart.chef) throw conflict(messages.cartEmpty);
  if (cart.chef.id === buyerId || cart.lines.some((l) => l.chefId === buyerId))
    throw forbidden(messages.ownProduct);
  const problem = cart.lines.find((l) => l.problem)?.problem;
  if (problem) throw conflict(problem.message);
  // A code that no longer applies is never dropped silently: the buyer removes or fixes it.
  if (cart.promo?.problem) throw conflict(cart.promo.problem);
}

/** The money of the order from the priced cart (what is authorised and stored). */
export function feesFor(
  cart: PricedCart,
  input: PlaceOrderInput,
  settings: ChefOrderSettings,
  deliveryFeeCents: number,
) {
  return computeFees({
    lines: cart.lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    deliveryMethod: input.deliveryMethod,
    deliveryFeeCents,
    tipCents: input.tipCents,
    discountCents: cartDiscountCents(cart),
    commissionStructure: settings.commissionStructure,
  });
}

export interface CheckedOrder {
  settings: ChefOrderSettings;
  deliveryFeeCents: number;
  deliveryAt: Date | null;
  address: OrderAddressSnapshot | null;
}

/** Every rule of the request against the chef's settings; the verified delivery fee. */
export async function checkOrderRequest(
  ctx: AppContext,
  buyerId: string,
  cart: PricedCart & { chef: NonNullable<PricedCart['chef']> },
  input: PlaceOrderInput,
  now: Date,
): Promise<CheckedOrder> {
  const chefId = cart.chef.id;
  // The dish facts the cart was read with carry the chef's settings and hours (one read).
  const settings = cart.chefRules?.settings ?? (await chefOrderSettings(ctx.db, chefId));
  const belowMinimum = checkMinimumOrder(cart.subtotalCents, settings.minimumOrderCents);
  if (belowMinimum) throw conflict(belowMinimum);
  if (input.deliveryMethod === 'pickup' && !settings.offersPickup)
    throw conflict(orderMessages.pickupNotOffered);
  if (input.deliveryMethod === 'delivery' && !settings.offersDelivery)
    throw new AppError(422, 'delivery_not_offered', quoteMessages.notOffered);

  const cap = tipCapCents(cart.subtotalCents);
  if (input.tipCents > cap) throw badRequest(tipMessage(cap), { tipCents: tipMessage(cap) });

  const deliveryAt = input.deliveryAt ? new Date(input.deliveryAt) : null;
  if (cart.chefRules) assertOrderTimeUnder(cart.chefRules.kitchen, deliveryAt, now);
  else await assertOrderTime(ctx.db, chefId, settings, deliveryAt, now);

  if (input.deliveryMethod === 'pickup') {
    return { settings, deliveryFeeCents: 0, deliveryAt, address: null };
  }
  if (!input.addressId || !input.deliveryQuoteToken)
    throw badRequest(orderMessages.addressRequired, { addressId: orderMessages.addressRequired });
  const claims = verifyDeliveryQuote(ctx, input.deliveryQuoteToken, {
    buyerId,
    chefId,
    addressId: input.addressId,
  });
  const [address] = await ctx.db
    .select({
      name: addresses.name,
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      zipcode: addresses.zipcode,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, buyerId)));
  if (!address) throw notFound(addressMessages.notFound);
  return {
    settings,
    deliveryFeeCents: claims.feeCents,
    deliveryAt,
    address: { ...address, addressId: input.addressId },
  };
}
