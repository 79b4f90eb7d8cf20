import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarQuerySchema, calendarResponseSchema } from '#contracts/calendar';
import { cartResponseSchema } from '#contracts/cart';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
  buyerResponseBodySchema,
  deliveryTimeBodySchema,
  orderCountsResponseSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTransitionBodySchema,
  placeOrderBodySchema,
  placeOrderHeadersSchema,
  reorderBodySchema,
} from '#contracts/orders';
import {
  archiveOrder,
  changeDeliveryTime,
  markOrderViewed,
  reorder,
  setBuyerResponse,
} from './order-actions.service.ts';
import { buyerCalendar, chefCalendar } from './order-calendar.service.ts';
import { listOrders, orderCounts } from './order-list.service.ts';
import { transitionOrder } from './order-transitions.service.ts';
import { getOrderFor } from './order-view.ts';
import { placeOrder } from './place-order.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['orders'];

const orderResponses = { 200: orderResponseSchema, ...errorResponses };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/orders',
    {
      config: { auth: 'user', limit: 'orderSubmit', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'Submit my cart as an order: authorise the card, take the stock, empty the cart (Idempotency-Key: a retry answers with the same order)',
        headers: placeOrderHeadersSchema,
        body: placeOrderBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses, 402: errorResponseSchema },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const key = req.headers['idempotency-key'];
      return { order: await placeOrder(ctx, userId, key, req.body) };
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { auth: 'user', limit: 'orderRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One of my orders, as its buyer or its chef',
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ order: await getOrderFor(ctx, signedInUserId(req), req.params.id) }),
  );
  app.get(
    '/orders',
    {
      config: { auth: 'user', limit: 'orderRead', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'My orders (side buyer) or the orders I received (side seller), in the new, active or archive list, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listOrders(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/orders/counts',
    {
      config: { auth: 'user', limit: 'orderRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'How many of my orders are new and active, as buyer and as chef (and unseen)',
        response: { 200: orderCountsResponseSchema, ...errorResponses },
      },
    },
    async (req) => orderCounts(ctx, signedInUserId(req)),
  );

  // The calendars of orders placed for later (decision 055): the buyer's here, the chef's in
  // the business portal. Each reads only the viewer's own orders.
  app.get(
    '/orders/calendar',
    {
      config: { auth: 'user', limit: 'orderRead', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'My orders placed for later, by day from `from` to `to` (at most 42 days; neither = this week), in my time zone',
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errorResponses },
      },
    },
    async (req) => buyerCalendar(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/business/calendar',
    {
      config: { auth: 'chef', limit: 'orderRead', cache: 'no-store' },
      schema: {
        tags: ['business'],
        summary:
          'Orders placed for later from me, by day from `from` to `to` (at most 42 days; neither = this week), in my time zone, with my hours and closed days',
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errorResponses },
      },
    },
    async (req) => chefCalendar(ctx, signedInUserId(req), req.query),
  );

  app.post(
    '/orders/:id/transitions',
    {
      config: { auth: 'user', limit: 'orderAction' },
      schema: {
        tags,
        summary:
          'Chef: accept (captures the card), reject (reason; voids), ready, complete, cancel after accepting (reason; refunds). Buyer: cancel while new (voids)',
        params: orderIdParamsSchema,
        body: orderTransitionBodySchema,
        response: { ...orderResponses, 402: errorResponseSchema },
      },
    },
    async (req) => ({
      order: await transitionOrder(ctx, signedInUserId(req), req.params.id, req.body),
    }),
  );

  app.put(
    '/orders/:id/buyer-response',
    {
      config: { auth: 'user', limit: 'orderAction' },
      schema: {
        tags,
        summary: "The buyer's response to the chef (until the order is archived)",
        params: orderIdParamsSchema,
        body: buyerResponseBodySchema,
        response: orderResponses,
      },
    },
    async (req) => ({
      order: await setBuyerResponse(
        ctx,
        signedInUserId(req),
        req.params.id,
        req.body.buyerResponse,
      ),
    }),
  );

  app.put(
    '/orders/:id/delivery-time',
    {
      config: { auth: 'user', limit: 'orderAction' },
      schema: {
        tags,
        summary:
          "The buyer moves a new order to another half-hour slot (or as soon as possible), inside the chef's hours and lead time",
        params: orderIdParamsSchema,
        body: deliveryTimeBodySchema,
        response: orderResponses,
      },
    },
    async (req) => ({
      order: await changeDeliveryTime(ctx, signedInUserId(req), req.params.id, req.body.deliveryAt),
    }),
  );

  app.post(
    '/orders/:id/archive',
    {
      config: { auth: 'user', limit: 'orderAction' },
      schema: {
        tags,
        summary: 'The buyer archives a completed, rejected or cancelled order (active false)',
        params: orderIdParamsSchema,
        response: orderResponses,
      },
    },
    async (req) => ({ order: await archiveOrder(ctx, signedInUserId(req), req.params.id) }),
  );

  app.post(
    '/orders/:id/reorder',
    {
      config: { auth: 'user', limit: 'orderAction' },
      schema: {
        tags,
        summary:
          "Order again: the order's dishes that can still be ordered go back in my cart (409 cart_conflict unless replaceCart)",
        params: orderIdParamsSchema,
        body: reorderBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses },
      },
    },
    async (req) => reorder(ctx, signedInUserId(req), req.params.id, req.body.replaceCart ?? false),
  );

  app.post(
    '/orders/:id/viewed',
    {
      config: { auth: 'user', limit: 'orderAction' },
      schema: {
        tags,
        summary: 'The chef has seen the order (once; the call robot stands down)',
        params: orderIdParamsSchema,
        response: orderResponses,
      },
    },
    async (req) => ({ order: await markOrderViewed(ctx, signedInUserId(req), req.params.id) }),
  );
};
