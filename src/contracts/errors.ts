import { z } from 'zod';
import { text } from '#contracts/strings';

/** Machine-readable error codes. The message beside each is for people (spec §8 wording). */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'csrf_rejected',
  /** The Host header is not the site's public host (DNS rebinding). */
  'misdirected_request',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  /** A URL over the server's limit (414) or a request head over it (431); decision 068. */
  'uri_too_long',
  'headers_too_large',
  /** The request's head did not arrive in time (408). */
  'request_timeout',
  'unsupported_media_type',
  'internal',
  'service_unavailable',
  /** No room to store an upload (a full disk): HTTP 507, nothing of it kept (issue 17 point 6). */
  'insufficient_storage',
  'invalid_credentials',
  'signup_failed',
  'weak_password',
  'token_invalid',
  'verification_limit',
  'handle_taken',
  'geocoding_failed',
  // Card payments: the card codes come from the processor (see #domain/cards cardMessages).
  'card_declined',
  'insufficient_funds',
  'authentication_required',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'payment_state',
  'idempotency_conflict',
  'address_missing',
  'address_incomplete',
  'estimate_failed',
  'delivery_not_offered',
  /** A coupon code that does not apply (expired, used up, another chef's…). */
  'coupon_refused',
  'quote_invalid',
  'cart_conflict',
  /** The chef is closed and takes no orders for later (issue 14 point 1, decision 048). */
  'kitchen_closed',
  /** The order's total is not the one the buyer saw (issue 14 point 2, decision 051). */
  'total_changed',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: text(),
    /** Field-level problems for forms: path → message. */
    fields: z.record(text(), text()).optional(),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Standard error responses a route can list next to its success schema. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
} as const;
