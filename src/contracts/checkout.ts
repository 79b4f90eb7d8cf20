import { z } from 'zod';
import { text } from '#contracts/strings';

/** POST /checkout/delivery-quote: from the chef's address to one of the buyer's own. */
export const deliveryQuoteRequestSchema = z.object({
  chefId: z.uuid(),
  /** One of the signed-in buyer's addresses; their default (or first) address when omitted. */
  addressId: z.uuid().optional(),
  /** When the food should arrive; now when omitted. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type DeliveryQuoteRequest = z.infer<typeof deliveryQuoteRequestSchema>;

export const deliveryQuoteSchema = z.object({
  quoteId: text(),
  /** Signed proof of this quote; checkout sends it back instead of a fee it could tamper with. */
  quoteToken: text(),
  feeCents: z.number().int().min(0),
  etaMinutes: z.number().int().min(0),
  distanceKm: z.number().min(0),
  expiresAt: z.iso.datetime(),
  provider: z.enum(['local', 'doordash']),
  /** The buyer's address the quote is for. */
  addressId: z.uuid(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const deliveryQuoteResponseSchema = z.object({ quote: deliveryQuoteSchema });
export type DeliveryQuoteResponse = z.infer<typeof deliveryQuoteResponseSchema>;
