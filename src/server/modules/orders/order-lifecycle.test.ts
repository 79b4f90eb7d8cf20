import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import type { OrderCountsResponse, OrderListResponse } from '#contracts/orders';
import { messages, orderLoadFailedMessage } from '#domain/messages';
import { lifecycleMessages } from '#domain/order-lifecycle';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orderStatusHistory } from '../../db/schema/orders.ts';
import { localProcessorIntents } from '../../db/schema/local-processor.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { PaymentProviderError } from '../../providers/payments/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeDish, setDish } from '../../test/factories/cart-fixtures.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderOf,
  orderRow,
  paymentOfOrder,
  placeOrder,
  recordEvents,
  refundsOfOrder,
  transition,
  orderBody,
} from '../../test/factories/order-fixtures.ts';
import { buyerOnlyMessage } from './order-actions.service.ts';
import { settleOrderPayments } from './order-transitions.service.ts';

/** Parallel requests only race on a real server; PGlite runs one query at a time anyway. */
const onPostgres = Boolean(process.env.DATABASE_URL);

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let chef: FixtureUser;
let otherChef: FixtureUser;

beforeAll(async () => {
  // Sessions outlive the 8 days the expired-authorisation test skips.
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '1000' } });
  chef = await makeOpenChef(t);
  otherChef = await makeOpenChef(t, {}, { name: 'Chef Bo', businessName: 'Bo Noodles' });
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

const history = async (orderId: string) =>
  (
    await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id)
  ).map((h) => h.toStatus);

const notificationsOf = (userId: string) =>
  t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

async function mailsTo(userId: string) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email!));
}

const errorMessage = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string } }).error.message;

describe('accept, ready, complete', () => {
  it('captures on accept, then moves through ready to completed, telling the buyer each time', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef, { priceCents: 2000 });
    expect(order).toMatchObject({
      viewerRole: 'buyer',
      buyer: { id: buyer.id, name: 'Maria' },
      allowedActions: ['cancel', 'respond', 'change_delivery_time', 'reorder'],
      statusReason: null,
      viewedAt: null,
      statusHistory: [{ status: 'new' }],
      payment: { status: 'authorized', card: { brand: 'visa', last4: '4242' } },
    });
    const events = recordEvents(t);

    const accepted = await transition(t, chef, order.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(orderOf(accepted)).toMatchObject({
      status: 'accepted',
      viewerRole: 'seller',
      allowedActions: ['ready', 'complete', 'cancel'],
      payment: { status: 'captured' },
    });
    const payment = await paymentOfOrder(t, order.id);
    expect(payment).toMatchObject({ status: 'captured', capturedCents: order.totals.totalCents });
    const [remote] = await t.ctx.db
      .select()
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.id, payment.providerIntentId));
    expect(remote).toMatchObject({ status: 'captured' });
    expect(events.seen).toContainEqual({
      userIds: [buyer.id, chef.id],
      event: { type: 'order.updated', orderId: order.id, status: 'accepted' },
    });
    expect(events.seen).toContainEqual({
      userIds: [buyer.id],
      event: { type: 'notification.created' },
    });

    const ready = await transition(t, chef, order.id, 'ready');
    expect(orderOf(ready).status).toBe('ready');
    const done = await transition(t, chef, order.id, 'complete');
    expect(orderOf(done).status).toBe('completed');
    events.stop();
    expect(await history(order.id)).toEqual(['new', 'accepted', 'ready', 'completed']);

    const titles = (await notificationsOf(buyer.id)).map((n) => n.title).sort();
    expect(titles).toEqual(
      ['Your order is complete', 'Your order is ready', 'Your order was accepted'].sort(),
    );
    const accept = (await notificationsOf(buyer.id)).find((n) => n.title.includes('accepted'));
    expect(accept).toMatchObject({ link: `/order/view/${order.id}`, readAt: null });
    expect(accept!.body).toContain('Ana Kitchen accepted your order');
    const mails = await mailsTo(buyer.id);
    expect(mails.map((m) => m.subject)).toContain('Your order is ready');
    expect(mails[0]!.textBody).toContain(`http://localhost:3000/order/view/${order.id}`);

    // The buyer's view: history with times, archive offered once finished.
    const view = orderOf(await api(t, buyer, 'GET', `/orders/${order.id}`));
    expect(view.statusHistory.map((h) => h.status)).toEqual([
      'new',
      'accepted',
      'ready',
      'completed',
    ]);
    expect(view.allowedActions).toEqual(['archive', 'respond', 'reorder']);
    // Nothing moves a completed order.
    for (const action of ['accept', 'reject', 'ready', 'complete', 'cancel']) {
      const res = await transition(t, chef, order.id, action, 'late');
      expect(res.statusCode).toBe(409);
    }
  });

  it('lets the chef complete an accepted order without marking it ready', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    await transition(t, chef, order.id, 'accept');
    const done = await transition(t, chef, order.id, 'complete');
    expect(orderOf(done).status).toBe('completed');
  });

  it('keeps the order new and tells the chef when the authorisation has expired', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    clock.advance(8 * 24 * 3_600_000);
    const res = await transition(t, chef, order.id, 'accept');
    expect(res.statusCode).toBe(402);
    expect(errorMessage(res)).toBe(lifecycleMessages.authorizationExpired);
    expect((await orderRow(t, order.id)).status).toBe('new');
    expect(await history(order.id)).toEqual(['new']);
    expect(await notificationsOf(buyer.id)).toEqual([]);
    // The chef can still reject it; the lapsed hold needs no void.
    const rejected = await transition(t, chef, order.id, 'reject', 'Too late, sorry');
    expect(orderOf(rejected)).toMatchObject({ status: 'rejected', payment: { status: 'voided' } });
  });
});

describe('reject and cancel', () => {
  it('needs a reason to reject, then voids the hold and tells the buyer why', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    for (const reason of [undefined, '   ']) {
      const res = await transition(t, chef, order.id, 'reject', reason);
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe(lifecycleMessages.reasonRequired);
    }
    const res = await transition(t, chef, order.id, 'reject', 'Out of masa today');
    expect(orderOf(res)).toMatchObject({
      status: 'rejected',
      statusReason: 'Out of masa today',
      payment: { status: 'voided' },
      allowedActions: [],
    });
    expect(await paymentOfOrder(t, order.id)).toMatchObject({ status: 'voided', capturedCents: 0 });
    const [note] = await notificationsOf(buyer.id);
    expect(note).toMatchObject({ title: 'Your order was rejected' });
    expect(note!.body).toContain('Reason: Out of masa today');
  });

  it('lets the buyer cancel while new (void) and tells the chef; not after acceptance', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const res = await transition(t, buyer, order.id, 'cancel', 'Plans changed');
    expect(orderOf(res)).toMatchObject({ status: 'cancelled', payment: { status: 'voided' } });
    const chefNotes = (await notificationsOf(chef.id)).filter(
      (n) => (n.data as { orderId?: string }).orderId === order.id,
    );
    expect(chefNotes.map((n) => n.title).sort()).toEqual(
      ['Maria cancelled an order', 'New order from Maria'].sort(),
    );

    const second = await placeOrder(t, buyer, chef);
    await transition(t, chef, second.id, 'accept');
    const late = await transition(t, buyer, second.id, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(errorMessage(late)).toBe('This order can no longer be cancelled: it is accepted.');
    expect((await paymentOfOrder(t, second.id)).status).toBe('captured');
  });

  it('refunds when the chef cancels after accepting, with a reason', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef, { priceCents: 1800 });
    await transition(t, chef, order.id, 'accept');
    await transition(t, chef, order.id, 'ready');
    const noReason = await transition(t, chef, order.id, 'cancel');
    expect(noReason.statusCode).toBe(400);
    const res = await transition(t, chef, order.id, 'cancel', 'The oven broke');
    expect(orderOf(res)).toMatchObject({
      status: 'cancelled',
      statusReason: 'The oven broke',
      payment: { status: 'refunded' },
    });
    const payment = await paymentOfOrder(t, order.id);
    expect(payment.refundedCents).toBe(order.totals.totalCents);
    expect(await refundsOfOrder(t, order.id)).toMatchObject([
      { status: 'succeeded', amountCents: order.totals.totalCents },
    ]);
    // Settling again finds nothing left to do (the refund is never made twice).
    expect(await settleOrderPayments(t.ctx)).toBe(0);
    expect(await refundsOfOrder(t, order.id)).toHaveLength(1);
  });

  it('tells the chef to reject a new order instead of cancelling it', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const res = await transition(t, chef, order.id, 'cancel', 'no');
    expect(res.statusCode).toBe(409);
    expect(errorMessage(res)).toBe(lifecycleMessages.rejectInstead);
  });

  it.skipIf(!onPostgres)(
    'leaves exactly one winner when the chef accepts as the buyer cancels',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const buyer = await makeBuyer(t);
        const order = await placeOrder(t, buyer, chef);
        const [accept, cancel] = await Promise.all([
          transition(t, chef, order.id, 'accept'),
          transition(t, buyer, order.id, 'cancel'),
        ]);
        const codes = [accept.statusCode, cancel.statusCode].sort();
        expect(codes).toEqual([200, 409]);
        const row = await orderRow(t, order.id);
        const payment = await paymentOfOrder(t, order.id);
        if (accept.statusCode === 200) {
          expect(row.status).toBe('accepted');
          expect(payment.status).toBe('captured');
          expect(await history(order.id)).toEqual(['new', 'accepted']);
        } else {
          expect(row.status).toBe('cancelled');
          expect(payment.status).toBe('voided');
          expect(await history(order.id)).toEqual(['new', 'cancelled']);
        }
      }
    },
  );
});

describe('who may see and do what', () => {
  it('hides an order from everyone but its two parties, on every endpoint', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const stranger = await makeBuyer(t);
    const calls = [
      () => api(t, stranger, 'GET', `/orders/${order.id}`),
      () => transition(t, stranger, order.id, 'cancel'),
      () => transition(t, otherChef, order.id, 'accept'),
      () => api(t, stranger, 'PUT', `/orders/${order.id}/buyer-response`, { buyerResponse: 'x' }),
      () => api(t, stranger, 'PUT', `/orders/${order.id}/delivery-time`, { deliveryAt: null }),
      () => api(t, stranger, 'POST', `/orders/${order.id}/reorder`, {}),
      () => api(t, stranger, 'POST', `/orders/${order.id}/archive`),
      () => api(t, otherChef, 'POST', `/orders/${order.id}/viewed`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(errorMessage(res)).toBe(orderLoadFailedMessage(order.id));
    }
    expect((await orderRow(t, order.id)).status).toBe('new');
  });

  it("refuses each party the other side's actions with 403", async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    for (const action of ['accept', 'reject', 'ready', 'complete']) {
      const res = await transition(t, buyer, order.id, action, 'because');
      expect(res.statusCode).toBe(403);
      expect(errorMessage(res)).toBe(lifecycleMessages.notYourAction);
    }
    const chefCalls = [
      () => api(t, chef, 'PUT', `/orders/${order.id}/buyer-response`, { buyerResponse: 'x' }),
      () => api(t, chef, 'PUT', `/orders/${order.id}/delivery-time`, { deliveryAt: null }),
      () => api(t, chef, 'POST', `/orders/${order.id}/reorder`, {}),
      () => api(t, chef, 'POST', `/orders/${order.id}/archive`),
    ];
    for (const call of chefCalls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(errorMessage(res)).toBe(buyerOnlyMessage);
    }
    const viewed = await api(t, buyer, 'POST', `/orders/${order.id}/viewed`);
    expect(viewed.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders' });
    expect(res.statusCode).toBe(401);
  });
});

describe('lists and counts', () => {
  it('lists only my own orders, by side and list, and counts them', async () => {
    const listChef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const other = await makeBuyer(t, { name: 'Zed' });
    const fresh = await placeOrder(t, buyer, listChef, { quantity: 3 });
    const accepted = await placeOrder(t, buyer, listChef);
    const finished = await placeOrder(t, buyer, listChef);
    const othersOrder = await placeOrder(t, other, listChef);
    await transition(t, listChef, accepted.id, 'accept');
    await transition(t, listChef, finished.id, 'reject', 'Closed early');

    const list = async (user: FixtureUser, side: string, which: string) =>
      (await api(t, user, 'GET', `/orders?side=${side}&list=${which}`)).json() as OrderListResponse;
    const ids = (r: OrderListResponse) => r.orders.map((o) => o.id).sort();

    const buyerNew = await list(buyer, 'buyer', 'new');
    expect(ids(buyerNew)).toEqual([fresh.id]);
    expect(buyerNew.orders[0]).toMatchObject({
      counterpart: { id: listChef.id, name: 'Ana Kitchen' },
      itemCount: 3,
      totalCents: fresh.totals.totalCents,
    });
    expect(ids(await list(buyer, 'buyer', 'active'))).toEqual([accepted.id]);
    expect(ids(await list(buyer, 'buyer', 'archive'))).toEqual([finished.id]);
    // A buyer sees nothing on the seller side, and never the other buyer's order.
    expect((await list(buyer, 'seller', 'new')).orders).toEqual([]);
    expect(ids(await list(other, 'buyer', 'new'))).toEqual([othersOrder.id]);

    const chefNew = await list(listChef, 'seller', 'new');
    expect(ids(chefNew)).toEqual([fresh.id, othersOrder.id].sort());
    expect(chefNew.orders.find((o) => o.id === othersOrder.id)?.counterpart).toEqual({
      id: other.id,
      name: 'Zed',
    });
    expect((await list(otherChef, 'seller', 'new')).orders.map((o) => o.id)).not.toContain(
      fresh.id,
    );

    await api(t, listChef, 'POST', `/orders/${fresh.id}/viewed`);
    const counts = (await api(t, listChef, 'GET', '/orders/counts')).json() as OrderCountsResponse;
    expect(counts).toEqual({
      buyer: { new: 0, active: 0 },
      seller: { new: 2, active: 1, unviewed: 1 },
    });
    const buyerCounts = (await api(t, buyer, 'GET', '/orders/counts')).json();
    expect(buyerCounts).toEqual({ buyer: { new: 1, active: 1 }, seller: expect.anything() });

    // Archiving: only finished orders, then they stay in the archive list.
    const early = await api(t, buyer, 'POST', `/orders/${accepted.id}/archive`);
    expect(early.statusCode).toBe(409);
    expect(errorMessage(early)).toBe(lifecycleMessages.archiveNotYet);
    const archived = await api(t, buyer, 'POST', `/orders/${finished.id}/archive`);
    expect(orderOf(archived)).toMatchObject({ active: false, allowedActions: ['reorder'] });
    expect(ids(await list(buyer, 'buyer', 'archive'))).toEqual([finished.id]);
  });
});

describe('buyer response, delivery time, viewed', () => {
  it("keeps the buyer's response and tells the chef; closed once archived", async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const res = await api(t, buyer, 'PUT', `/orders/${order.id}/buyer-response`, {
      buyerResponse: 'Please ring the bell\u0007 twice',
    });
    expect(orderOf(res).buyerResponse).toBe('Please ring the bell\u0007 twice');
    const [note] = (await notificationsOf(chef.id)).filter((n) => n.type === 'order_response');
    // Stored as given, sent as plain text.
    expect(note).toMatchObject({
      title: 'Maria responded on an order',
      body: 'Please ring the bell twice',
    });

    await transition(t, chef, order.id, 'reject', 'Sold out');
    await api(t, buyer, 'POST', `/orders/${order.id}/archive`);
    const closed = await api(t, buyer, 'PUT', `/orders/${order.id}/buyer-response`, {
      buyerResponse: 'Hello?',
    });
    expect(closed.statusCode).toBe(409);
    expect(errorMessage(closed)).toBe(lifecycleMessages.responseClosed);
  });

  it("moves the time inside the chef's hours while new, and only then", async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef, { deliveryAt: '2026-11-24T19:30:00Z' });
    const late = await api(t, buyer, 'PUT', `/orders/${order.id}/delivery-time`, {
      deliveryAt: '2026-11-25T07:00:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(errorMessage(late)).toBe(messages.outOfBusinessHours);
    const offSlot = await api(t, buyer, 'PUT', `/orders/${order.id}/delivery-time`, {
      deliveryAt: '2026-11-24T19:40:00Z',
    });
    expect(offSlot.statusCode).toBe(400);

    const moved = await api(t, buyer, 'PUT', `/orders/${order.id}/delivery-time`, {
      deliveryAt: '2026-11-24T21:00:00Z',
    });
    expect(orderOf(moved).deliveryAt).toBe('2026-11-24T21:00:00.000Z');
    const [note] = (await notificationsOf(chef.id)).filter(
      (n) => n.type === 'order_time' && (n.data as { orderId: string }).orderId === order.id,
    );
    expect(note!.body).toContain('Nov 24');

    await transition(t, chef, order.id, 'accept');
    const closed = await api(t, buyer, 'PUT', `/orders/${order.id}/delivery-time`, {
      deliveryAt: null,
    });
    expect(closed.statusCode).toBe(409);
    expect(errorMessage(closed)).toBe(lifecycleMessages.timeClosed);
  });

  it('records when the chef first opened the order, once', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const first = orderOf(await api(t, chef, 'POST', `/orders/${order.id}/viewed`));
    expect(first.viewedAt).toBe(MONDAY_NOON.replace('Z', '.000Z'));
    clock.advance(60_000);
    const again = orderOf(await api(t, chef, 'POST', `/orders/${order.id}/viewed`));
    expect(again.viewedAt).toBe(first.viewedAt);
    expect(orderOf(await api(t, buyer, 'GET', `/orders/${order.id}`)).viewedAt).toBe(
      first.viewedAt,
    );
  });
});

describe('order again', () => {
  it('puts the still-orderable dishes back in the cart, with the one-chef rule', async () => {
    const buyer = await makeBuyer(t);
    const kept = await makeDish(t, chef.id, { name: 'Pozole', priceCents: 1600 });
    const gone = await makeDish(t, chef.id, { name: 'Flan', priceCents: 600, amountLeft: 5 });
    for (const [dishId, quantity] of [
      [kept.id, 2],
      [gone.id, 1],
    ] as const) {
      await api(t, buyer, 'POST', '/cart/items', { dishId, quantity });
    }
    const placed = await api(
      t,
      buyer,
      'POST',
      '/orders',
      await orderBody(t, buyer, { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId }),
      { 'idempotency-key': 'reorder-test-1' },
    );
    const order = orderOf(placed);
    await setDish(t, gone.id, { amountLeft: 0 });

    // Another chef's dish in the cart: the cart's own conflict, unless replaced.
    const foreign = await makeDish(t, otherChef.id, { priceCents: 900 });
    await api(t, buyer, 'POST', '/cart/items', { dishId: foreign.id, quantity: 1 });
    const conflict = await api(t, buyer, 'POST', `/orders/${order.id}/reorder`, {});
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      error: { code: 'cart_conflict', message: messages.cartConflict },
    });
    const res = await api(t, buyer, 'POST', `/orders/${order.id}/reorder`, { replaceCart: true });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartResponse;
    expect(cart.items.map((i) => [i.dishName, i.quantity])).toEqual([['Pozole', 2]]);

    await setDish(t, kept.id, { amountLeft: 0 });
    const nothing = await api(t, buyer, 'POST', `/orders/${order.id}/reorder`, {});
    expect(nothing.statusCode).toBe(409);
    expect(errorMessage(nothing)).toBe(lifecycleMessages.nothingToReorder);
  });
});

describe('POST /orders announces the new order', () => {
  it('publishes order.created to both parties and notifies the chef in the app and by mail', async () => {
    const notifyChef = await makeOpenChef(t, {}, { businessEmail: 'orders@ana.example' });
    const buyer = await makeBuyer(t, { name: '<b>Eve</b> Hacker' });
    const events = recordEvents(t);
    const order = await placeOrder(t, buyer, notifyChef, { quantity: 2 });
    events.stop();
    expect(events.seen).toContainEqual({
      userIds: [buyer.id, notifyChef.id],
      event: { type: 'order.created', orderId: order.id },
    });
    const [note] = await notificationsOf(notifyChef.id);
    expect(note).toMatchObject({ type: 'order_new', link: `/order/view/${order.id}` });
    expect(note!.body).toContain('ordered 2 portions');
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'orders@ana.example')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.htmlBody).toBeNull();
    expect(mails[0]!.subject).toBe('New order from <b>Eve</b>');
  });
});

describe('settling payments left half done', () => {
  it('keeps the order new when the processor refuses the capture', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const payments = t.ctx.payments;
    const original = payments.capture.bind(payments);
    payments.capture = () =>
      Promise.reject(new PaymentProviderError('processing_error', 'Try again later.'));
    const res = await transition(t, chef, order.id, 'accept').finally(() => {
      payments.capture = original;
    });
    expect(res.statusCode).toBe(402);
    expect(errorMessage(res)).toBe(lifecycleMessages.paymentFailed);
    expect((await orderRow(t, order.id)).status).toBe('new');
    expect((await paymentOfOrder(t, order.id)).status).toBe('authorized');
    // The chef may simply try again.
    expect(orderOf(await transition(t, chef, order.id, 'accept')).status).toBe('accepted');
  });

  it('returns the money later when the refund failed at cancel time', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    await transition(t, chef, order.id, 'accept');
    const payments = t.ctx.payments;
    const original = payments.refund.bind(payments);
    payments.refund = () =>
      Promise.reject(new PaymentProviderError('processing_error', 'Processor down.'));
    const res = await transition(t, chef, order.id, 'cancel', 'Ran out').finally(() => {
      payments.refund = original;
    });
    // The decision stands: the food is not coming.
    expect(orderOf(res)).toMatchObject({ status: 'cancelled', payment: { status: 'captured' } });
    expect(await settleOrderPayments(t.ctx)).toBe(1);
    expect((await paymentOfOrder(t, order.id)).status).toBe('refunded');
    expect(await refundsOfOrder(t, order.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('finishes a claimed accept that a crash left behind', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    // What a server killed between the claim and the capture leaves.
    await t.ctx.db.execute(
      sql`update orders set status = 'confirmed', updated_at = ${new Date(MONDAY_NOON)} where id = ${order.id}`,
    );
    expect(await settleOrderPayments(t.ctx)).toBe(0);
    clock.advance(6 * 60_000);
    expect(await settleOrderPayments(t.ctx)).toBe(1);
    expect((await orderRow(t, order.id)).status).toBe('accepted');
    expect((await paymentOfOrder(t, order.id)).status).toBe('captured');
    expect(await history(order.id)).toEqual(['new', 'accepted']);
  });
});
