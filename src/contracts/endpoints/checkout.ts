import type { deliveryQuoteRequestSchema, deliveryQuoteResponseSchema } from '#contracts/checkout';
import { endpoint } from './endpoint';

export const quoteDelivery = endpoint<{
  body: typeof deliveryQuoteRequestSchema;
  response: typeof deliveryQuoteResponseSchema;
}>('POST', '/checkout/delivery-quote');
