import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderResponse } from '#contracts/orders';
import type {
  CreateReviewResponse,
  DishReviewsResponse,
  OrderReviewsResponse,
} from '#contracts/reviews';
import { orderLoadFailedMessage } from '#domain/messages';
import { reviewMessages } from '#domain/reviews';
import { dishes } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { orderBody } from '../../test/factories/order-fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { addCard } from '../payments/cards.service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

const REVIEW_WRITES_PER_MINUTE = rateLimits.reviewWrite.max;

// Monday 23 November 2026, 12:00 in San Francisco: the chef below is open.
const clock = new ManualClock('2026-11-23T20:00:00Z');
const OPEN_ALL_WEEK = { businessDays: [0, 1, 2, 3, 4, 5, 6], fromHour: '09:00', endHour: '21:00' };
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let chef: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeChef(t, { businessHours: OPEN_ALL_WEEK });
});
afterAll(() => t.close());
// Each test moves on a minute so the per-minute write limit never carries over between tests.
let minute = 0;
beforeEach(() => clock.set(new Date(Date.parse('2026-11-23T20:00:00Z') + ++minute * 60_000)));

interface Buyer extends FixtureUser {
  cardId: string;
}

async function makeBuyer(): Promise<Buyer> {
  const user = await makeUser(t, { name: 'Bea Buyer' });
  const token = await t.ctx.localProcessor!.tokenize({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return { ...user, cardId: (await addCard(t.ctx, user.id, token.id)).id };
}

function api(user: FixtureUser | null, method: 'GET' | 'POST', url: string, body?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

/** Places an order through POST /orders (the real checkout) for the given dishes. */
async function placeOrder(buyer: Buyer, dishIds: string[]): Promise<string> {
  for (const dishId of dishIds) {
    const added = await api(buyer, 'POST', '/cart/items', { dishId, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: {
      origin: TEST_ORIGIN,
      cookie: buyer.cookie,
      'idempotency-key': `review-${randomBytes(6).toString('hex')}`,
    },
    payload: await orderBody(t, buyer, { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as OrderResponse).order.id;
}

/** The lifecycle is the orders module's; here the order simply is completed. */
const complete = (orderId: string) =>
  t.ctx.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));

async function completedOrder(dishCount = 1) {
  const buyer = await makeBuyer();
  const made = [];
  for (let i = 0; i < dishCount; i++) made.push(await makeDish(t, chef.id, { name: `Dish ${i}` }));
  const orderId = await placeOrder(
    buyer,
    made.map((d) => d.id),
  );
  await complete(orderId);
  return { buyer, orderId, dishes: made };
}

const reviewsOf = (user: FixtureUser, orderId: string) =>
  api(user, 'GET', `/reviews/orders/${orderId}`);

async function ratingOfDish(dishId: string) {
  const [row] = await t.ctx.db
    .select({ sum: dishes.ratingSum, count: dishes.ratingCount })
    .from(dishes)
    .where(eq(dishes.id, dishId));
  return row;
}

async function ratingOfChef(chefId: string) {
  const [row] = await t.ctx.db
    .select({ sum: profiles.ratingSum, count: profiles.ratingCount })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return row;
}

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('GET /reviews/orders/:orderId', () => {
  it('before completion: the buyer waits, the chef may not review the order', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { name: 'Pozole' });
    const orderId = await placeOrder(buyer, [dish.id]);

    const res = await reviewsOf(buyer, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as OrderReviewsResponse;
    expect(body).toMatchObject({
      orderId,
      status: 'new',
      viewerRole: 'buyer',
      chef: { id: chef.id, name: 'Ana Kitchen', rating: { average: null, count: 0 } },
      customer: { id: buyer.id, name: 'Bea Buyer' },
      order: { state: 'not_allowed', reason: reviewMessages.notCompleted, review: null },
      customerReview: { state: 'not_allowed', reason: reviewMessages.chefOnly, review: null },
    });
    expect(body.dishes).toEqual([
      {
        dishId: dish.id,
        dishName: 'Pozole',
        rating: { average: null, count: 0 },
        state: 'not_allowed',
        reason: reviewMessages.notCompleted,
        review: null,
      },
    ]);

    const forChef = (await reviewsOf(chef, orderId)).json() as OrderReviewsResponse;
    expect(forChef.viewerRole).toBe('seller');
    expect(forChef.order).toMatchObject({ state: 'not_allowed', reason: reviewMessages.buyerOnly });
    expect(forChef.dishes[0]).toMatchObject({
      state: 'not_allowed',
      reason: reviewMessages.buyerOnly,
    });
    expect(forChef.customerReview).toMatchObject({
      state: 'not_allowed',
      reason: reviewMessages.notCompleted,
    });

    const early = await api(buyer, 'POST', '/reviews/order', { orderId, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(reviewMessages.notCompleted);
    const earlyChef = await api(chef, 'POST', '/reviews/customer', {
      orderId,
      customerId: buyer.id,
      rating: 5,
    });
    expect(earlyChef.statusCode).toBe(409);
    expect(errorOf(earlyChef).message).toBe(reviewMessages.notCompleted);
  });

  it('after completion: every subject open to its party; one dish ordered twice is one subject', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { name: 'Churros' });
    // Two lines of the same dish: the cart merges plain repeats, so add one with an instruction.
    const second = await api(buyer, 'POST', '/cart/items', {
      dishId: dish.id,
      quantity: 1,
      specialInstruction: 'Extra sugar',
    });
    expect(second.statusCode, second.body).toBe(200);
    const orderId = await placeOrder(buyer, [dish.id]);
    const [row] = await t.ctx.db
      .select({ lines: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(row?.lines).toBe(2);
    await complete(orderId);

    const body = (await reviewsOf(buyer, orderId)).json() as OrderReviewsResponse;
    expect(body.status).toBe('completed');
    expect(body.order).toEqual({ state: 'can_review', reason: null, review: null });
    expect(body.dishes.map((d) => [d.dishId, d.state])).toEqual([[dish.id, 'can_review']]);
    const forChef = (await reviewsOf(chef, orderId)).json() as OrderReviewsResponse;
    expect(forChef.customerReview).toEqual({ state: 'can_review', reason: null, review: null });
  });

  it('is the same 404 for another person, a missing id and a malformed id; 401 signed out', async () => {
    const { orderId } = await completedOrder();
    const stranger = await makeUser(t);
    for (const [who, id] of [
      [stranger, orderId],
      [stranger, MISSING],
      [stranger, 'not-an-id'],
    ] as const) {
      const res = await reviewsOf(who, id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: 'not_found', message: orderLoadFailedMessage(id) });
    }
    expect((await api(null, 'GET', `/reviews/orders/${orderId}`)).statusCode).toBe(401);
  });
});

describe('the order lifecycle opens the reviews', () => {
  it("after the chef's accept → ready → complete, the buyer may review", async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { name: 'Sopes' });
    const orderId = await placeOrder(buyer, [dish.id]);
    for (const action of ['accept', 'ready', 'complete']) {
      const res = await api(chef, 'POST', `/orders/${orderId}/transitions`, { action });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      const body = (await reviewsOf(buyer, orderId)).json() as OrderReviewsResponse;
      expect(body.order.state).toBe(action === 'complete' ? 'can_review' : 'not_allowed');
    }
    const res = await api(buyer, 'POST', '/reviews/dish', { orderId, dishId: dish.id, rating: 5 });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST /reviews/dish', () => {
  it('rates a dish of the order once, trims the comment and updates the dish rating', async () => {
    const {
      buyer,
      orderId,
      dishes: [dish],
    } = await completedOrder();
    const res = await api(buyer, 'POST', '/reviews/dish', {
      orderId,
      dishId: dish!.id,
      rating: 4,
      publicComment: '   Crisp and warm, <b>great</b>!  \n',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CreateReviewResponse;
    expect(body.message).toBe(reviewMessages.thankYou);
    expect(body.review).toMatchObject({
      type: 'dish',
      orderId,
      dishId: dish!.id,
      customerId: null,
      producerId: chef.id,
      reviewerId: buyer.id,
      rating: 4,
      // Stored and answered as plain text; the web never renders it as HTML.
      publicComment: 'Crisp and warm, <b>great</b>!',
    });
    expect(body.subjectRating).toEqual({ average: 4, count: 1 });
    expect(await ratingOfDish(dish!.id)).toEqual({ sum: 4, count: 1 });

    // Read back: done, read-only.
    const after = (await reviewsOf(buyer, orderId)).json() as OrderReviewsResponse;
    expect(after.dishes[0]).toMatchObject({
      state: 'reviewed',
      reason: null,
      review: { id: body.review.id, rating: 4 },
      rating: { average: 4, count: 1 },
    });

    // Once: the second attempt changes nothing.
    const again = await api(buyer, 'POST', '/reviews/dish', {
      orderId,
      dishId: dish!.id,
      rating: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'conflict', message: reviewMessages.alreadyReviewed });
    expect(await ratingOfDish(dish!.id)).toEqual({ sum: 4, count: 1 });
  });

  it('lists the public reviews on the dish page: rating, comment, first name and initial', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Pozole' });
    const empty = await api(null, 'GET', `/dishes/${dish.id}/reviews`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ reviews: [], total: 0, page: 1, pageSize: 10 });

    for (const [rating, comment] of [
      [5, 'Best pozole in town'],
      [3, null],
    ] as const) {
      const buyer = await makeBuyer();
      const orderId = await placeOrder(buyer, [dish.id]);
      await complete(orderId);
      await api(buyer, 'POST', '/reviews/order', { orderId, rating: 1 });
      const res = await api(buyer, 'POST', '/reviews/dish', {
        orderId,
        dishId: dish.id,
        rating,
        publicComment: comment,
      });
      expect(res.statusCode, res.body).toBe(200);
      clock.set(new Date(clock.now().getTime() + 60_000));
    }
    const res = await api(null, 'GET', `/dishes/${dish.id}/reviews`);
    const body = res.json() as DishReviewsResponse;
    expect(body.total).toBe(2);
    // Newest first; the order review (rating 1) is the chef's, not the dish's.
    expect(body.reviews.map((r) => [r.rating, r.comment, r.reviewerName])).toEqual([
      [3, null, 'Bea B.'],
      [5, 'Best pozole in town', 'Bea B.'],
    ]);
    expect(JSON.stringify(body)).not.toContain('@');
    expect((await api(null, 'GET', `/dishes/${dish.id}/reviews?page=2`)).json().reviews).toEqual(
      [],
    );

    // A private dish's reviews are as hidden as the dish.
    await t.ctx.db.update(dishes).set({ visibility: 'private' }).where(eq(dishes.id, dish.id));
    expect((await api(null, 'GET', `/dishes/${dish.id}/reviews`)).statusCode).toBe(404);
    expect((await api(null, 'GET', `/dishes/${MISSING}/reviews`)).statusCode).toBe(404);
  });

  it('shows the dish rating in half steps across orders', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Mole' });
    const ratings = [5, 4, 4];
    const shown: (number | null)[] = [];
    for (const rating of ratings) {
      const buyer = await makeBuyer();
      const orderId = await placeOrder(buyer, [dish.id]);
      await complete(orderId);
      const res = await api(buyer, 'POST', '/reviews/dish', { orderId, dishId: dish.id, rating });
      expect(res.statusCode, res.body).toBe(200);
      shown.push((res.json() as CreateReviewResponse).subjectRating!.average);
    }
    // 5 → 5; 4.5 → 4.5; 4.33 → 4.5
    expect(shown).toEqual([5, 4.5, 4.5]);
    expect(await ratingOfDish(dish.id)).toEqual({ sum: 13, count: 3 });
    // The public dish page computes its rating from the same counters.
    const page = await api(null, 'GET', `/dishes/${dish.id}`);
    expect(page.json().dish.rating).toEqual({ average: 4.33, count: 3 });
  });

  it('refuses a dish that is not an item of the order', async () => {
    const { buyer, orderId } = await completedOrder();
    const other = await makeDish(t, chef.id, { name: 'Not ordered' });
    const res = await api(buyer, 'POST', '/reviews/dish', { orderId, dishId: other.id, rating: 5 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(reviewMessages.dishNotInOrder);
    expect(await ratingOfDish(other.id)).toEqual({ sum: 0, count: 0 });
  });

  it('is the buyer’s alone: the chef gets 403, anyone else the order 404', async () => {
    const {
      orderId,
      dishes: [dish],
    } = await completedOrder();
    const byChef = await api(chef, 'POST', '/reviews/dish', {
      orderId,
      dishId: dish!.id,
      rating: 5,
    });
    expect(byChef.statusCode).toBe(403);
    expect(errorOf(byChef).message).toBe(reviewMessages.buyerOnly);
    const stranger = await makeUser(t);
    const byStranger = await api(stranger, 'POST', '/reviews/dish', {
      orderId,
      dishId: dish!.id,
      rating: 5,
    });
    expect(byStranger.statusCode).toBe(404);
    expect(errorOf(byStranger).message).toBe(orderLoadFailedMessage(orderId));
    expect(await ratingOfDish(dish!.id)).toEqual({ sum: 0, count: 0 });
  });
});

describe('POST /reviews/order', () => {
  it("rates the order once and moves the chef's overall rating in half steps", async () => {
    const soloChef = await makeChef(t, { businessHours: OPEN_ALL_WEEK, name: 'Solo' });
    const dish = await makeDish(t, soloChef.id, { name: 'Arepa' });
    const shown: (number | null)[] = [];
    for (const rating of [3, 4, 4, 4]) {
      const buyer = await makeBuyer();
      const orderId = await placeOrder(buyer, [dish.id]);
      await complete(orderId);
      const res = await api(buyer, 'POST', '/reviews/order', {
        orderId,
        rating,
        publicComment: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CreateReviewResponse;
      expect(body.review).toMatchObject({
        type: 'order',
        dishId: null,
        customerId: null,
        producerId: soloChef.id,
        publicComment: null,
      });
      shown.push(body.subjectRating!.average);
      const again = await api(buyer, 'POST', '/reviews/order', { orderId, rating: 5 });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe(reviewMessages.alreadyReviewed);
    }
    // 3; 3.5; 3.67 → 3.5; 3.75 → 4
    expect(shown).toEqual([3, 3.5, 3.5, 4]);
    expect(await ratingOfChef(soloChef.id)).toEqual({ sum: 15, count: 4 });
    // The order review is the chef's, never a dish's.
    expect(await ratingOfDish(dish.id)).toEqual({ sum: 0, count: 0 });
    const chefPage = await api(null, 'GET', `/chefs/${soloChef.id}`);
    expect(chefPage.json().chef.rating).toEqual({ average: 3.75, count: 4 });
  });

  it('the chef cannot review their own order: 403', async () => {
    const { orderId } = await completedOrder();
    const res = await api(chef, 'POST', '/reviews/order', { orderId, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(reviewMessages.buyerOnly);
  });

  it('validates the rating and the comment', async () => {
    const { buyer, orderId } = await completedOrder();
    for (const rating of [0, 6, 4.5, '5', null]) {
      const res = await api(buyer, 'POST', '/reviews/order', { orderId, rating });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'validation_failed',
        message: reviewMessages.ratingRequired,
      });
    }
    const missing = await api(buyer, 'POST', '/reviews/order', { orderId });
    expect(errorOf(missing).message).toBe(reviewMessages.ratingRequired);
    const long = await api(buyer, 'POST', '/reviews/order', {
      orderId,
      rating: 5,
      publicComment: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe(reviewMessages.commentTooLong);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.orderId, orderId))).toEqual([]);
    // 500 characters after trimming is fine.
    const ok = await api(buyer, 'POST', '/reviews/order', {
      orderId,
      rating: 5,
      publicComment: `  ${'y'.repeat(500)}  `,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as CreateReviewResponse).review.publicComment).toHaveLength(500);
  });

  it('answers 401 signed out and 404 for an unknown order', async () => {
    expect(
      (await api(null, 'POST', '/reviews/order', { orderId: MISSING, rating: 5 })).statusCode,
    ).toBe(401);
    const buyer = await makeBuyer();
    const res = await api(buyer, 'POST', '/reviews/order', { orderId: MISSING, rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(orderLoadFailedMessage(MISSING));
  });
});

describe('POST /reviews/customer', () => {
  it('the chef reviews the buyer once; the buyer cannot; the customer must be the buyer', async () => {
    const { buyer, orderId } = await completedOrder();
    const byBuyer = await api(buyer, 'POST', '/reviews/customer', {
      orderId,
      customerId: buyer.id,
      rating: 5,
    });
    expect(byBuyer.statusCode).toBe(403);
    expect(errorOf(byBuyer).message).toBe(reviewMessages.chefOnly);

    const someoneElse = await makeUser(t);
    const wrong = await api(chef, 'POST', '/reviews/customer', {
      orderId,
      customerId: someoneElse.id,
      rating: 5,
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe(reviewMessages.customerNotBuyer);

    const before = await ratingOfChef(chef.id);
    const res = await api(chef, 'POST', '/reviews/customer', {
      orderId,
      customerId: buyer.id,
      rating: 5,
      publicComment: 'On time and friendly.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CreateReviewResponse;
    expect(body).toMatchObject({
      message: reviewMessages.thankYou,
      subjectRating: null,
      review: {
        type: 'customer',
        customerId: buyer.id,
        producerId: chef.id,
        reviewerId: chef.id,
        dishId: null,
        publicComment: 'On time and friendly.',
      },
    });
    // A customer review is not part of the chef's rating.
    expect(await ratingOfChef(chef.id)).toEqual(before);

    const again = await api(chef, 'POST', '/reviews/customer', {
      orderId,
      customerId: buyer.id,
      rating: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(reviewMessages.alreadyReviewed);

    const forChef = (await reviewsOf(chef, orderId)).json() as OrderReviewsResponse;
    expect(forChef.customerReview).toMatchObject({
      state: 'reviewed',
      review: { id: body.review.id, rating: 5 },
    });
    // The buyer's view lists only what the buyer wrote.
    const forBuyer = (await reviewsOf(buyer, orderId)).json() as OrderReviewsResponse;
    expect(forBuyer.customerReview).toEqual({
      state: 'not_allowed',
      reason: reviewMessages.chefOnly,
      review: null,
    });
  });
});

describe('once each, under concurrency', () => {
  it('parallel duplicates: one review, the rest 409, the counters count it once', async () => {
    const {
      buyer,
      orderId,
      dishes: [dish],
    } = await completedOrder();
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api(buyer, 'POST', '/reviews/dish', { orderId, dishId: dish!.id, rating: (i % 5) + 1 }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of attempts.filter((a) => a.statusCode === 409))
      expect(errorOf(r).message).toBe(reviewMessages.alreadyReviewed);
    const winner = attempts.find((a) => a.statusCode === 200)!.json() as CreateReviewResponse;
    expect(await ratingOfDish(dish!.id)).toEqual({ sum: winner.review.rating, count: 1 });
    const rows = await t.ctx.db.select().from(reviews).where(eq(reviews.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it('the buyer may review the order and each dish of it, one each', async () => {
    const { buyer, orderId, dishes: two } = await completedOrder(2);
    const results = await Promise.all([
      api(buyer, 'POST', '/reviews/order', { orderId, rating: 5 }),
      ...two.map((d) => api(buyer, 'POST', '/reviews/dish', { orderId, dishId: d.id, rating: 4 })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const body = (await reviewsOf(buyer, orderId)).json() as OrderReviewsResponse;
    expect(body.order.state).toBe('reviewed');
    expect(body.dishes.map((d) => d.state)).toEqual(['reviewed', 'reviewed']);
  });
});

describe('rate limit', () => {
  it(`refuses the review writes of one person past ${REVIEW_WRITES_PER_MINUTE} a minute`, async () => {
    const buyer = await makeBuyer();
    for (let i = 0; i < REVIEW_WRITES_PER_MINUTE; i++) {
      const res = await api(buyer, 'POST', '/reviews/order', { orderId: MISSING, rating: 5 });
      expect(res.statusCode).toBe(404);
    }
    const res = await api(buyer, 'POST', '/reviews/order', { orderId: MISSING, rating: 5 });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe('rate_limited');
  });
});
