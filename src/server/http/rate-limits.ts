import type { FastifyRequest } from 'fastify';
import { PHONE_CODE_CHECKS_PER_IP } from '#domain/phone-codes';

// Every rate limit of the API, by name: routes name theirs in `config.limit` and the route
// policy (route-policy.ts) counts them (docs/decisions/022-route-policy.md). Numbers are per
// window and multiplied by RATE_LIMIT_SCALE; names sharing a `bucket` share one count.

const MINUTE = 60;
const HOUR = 3600;

/** Who a limit counts: the requester's IP, the signed-in user, or something in the request. */
export type RateLimitKey = (req: FastifyRequest) => string;

const ip: RateLimitKey = (req) => req.ip;
const user: RateLimitKey = (req) => req.auth?.userId ?? `ip:${req.ip}`;
/** The signed-in user, or the IP of a guest (reads open to both). */
const userOrIp: RateLimitKey = (req) => req.auth?.userId ?? req.ip;
/** The e-mail in the request body, compared lower-cased and trimmed. */
const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export interface RateLimitRule {
  /** Requests allowed per window (before RATE_LIMIT_SCALE). */
  max: number;
  windowSeconds: number;
  key: RateLimitKey;
  /** The counter this limit adds to; defaults to the limit's own name. */
  bucket?: string;
  /**
   * Keyed by a target rather than by the requester (an e-mail someone else may own): counted
   * in a store every instance shares even without Redis (PostgreSQL then).
   */
  durable?: boolean;
}

const rule = (max: number, windowSeconds: number, key: RateLimitKey, extra = {}) => ({
  max,
  windowSeconds,
  key,
  ...extra,
});

export const rateLimits = {
  /** Unknown API paths: probing for routes or ids is cheap for an attacker. */
  notFound: rule(60, MINUTE, ip),
  /** Public catalog and chef reads: generous for people, not for scrapers. */
  publicRead: rule(240, MINUTE, ip),
  /** Searches, shared by every search route (typeahead + map panning). */
  search: rule(120, MINUTE, ip),
  // Upstream geocoders cost money or have strict quotas: one count per caller, two ceilings.
  geocodingAutocomplete: rule(120, MINUTE, userOrIp, { bucket: 'geocoding' }),
  geocodingLookup: rule(60, MINUTE, userOrIp, { bucket: 'geocoding' }),
  /** Handle checks: cheap to call, so cheap to enumerate. */
  handleCheck: rule(60, MINUTE, userOrIp),

  /** Sign-ups from one address (customers and producers alike). */
  signUp: rule(10, HOUR, ip),
  signIn: rule(30, 15 * MINUTE, ip),
  signInEmail: rule(10, 15 * MINUTE, (req) => `${req.ip}:${bodyEmail(req)}`),
  forgotPassword: rule(5, 15 * MINUTE, ip),
  forgotPasswordEmail: rule(5, 15 * MINUTE, bodyEmail, { durable: true }),
  resetPassword: rule(5, 15 * MINUTE, ip),
  changePassword: rule(10, 15 * MINUTE, user),
  verifyEmail: rule(30, 15 * MINUTE, ip),
  /**
   * Phone codes checked from one address (each code also dies after 5 wrong tries). Texts are
   * counted by the code service: per number, per address and per hour for all (decision 058).
   */
  phoneCodeCheck: rule(PHONE_CODE_CHECKS_PER_IP, 15 * MINUTE, ip),

  profileSave: rule(60, 10 * MINUTE, user),
  /** Moving the map does not save; only choosing a place does, so a person needs few. */
  searchLocationSave: rule(60, 10 * MINUTE, user),
  avatarUpload: rule(20, HOUR, user),
  /** Each album photo is decoded and re-encoded twice (photo and thumbnail). */
  albumUpload: rule(60, HOUR, user),
  /** Album descriptions, deletes and reorders: a person clicking, not a script. */
  albumWrite: rule(60, MINUTE, user),
  /** Each start makes a broadcast, alerts every follower and may call a paid video service. */
  streamStart: rule(20, HOUR, user),
  /** A new key (and, with Mux, a call to it): a chef needs one now and then. */
  streamKey: rule(10, HOUR, user),
  /** Chat: CHAT_MESSAGES_PER_MINUTE is the person's allowance in one stream; this caps all. */
  streamChat: rule(30, MINUTE, user),
  /** A chef removing messages and muting people while live. */
  streamModerate: rule(120, MINUTE, user),
  /** Room and ingest sockets opened: a page reconnecting, not a flood. */
  streamSocket: rule(60, MINUTE, userOrIp),
  /** Each address write may call a paid geocoder. */
  addressWrite: rule(60, HOUR, user),

  /** A person clicks a few times; a script would not stop. */
  lastCallSubscription: rule(60, MINUTE, user),
  /** Each new last call alerts every subscriber around the chef and every follower. */
  lastCallCreate: rule(20, HOUR, user),
  /**
   * Each address invited is also counted (INVITE_MAILS_PER_HOUR in
   * social/send-invitations.service.ts).
   */
  invitationSend: rule(30, HOUR, user),
  invitationAnswer: rule(60, MINUTE, user),
  /** The notifications drawer polls the received list. */
  invitationRead: rule(300, MINUTE, user),
  /** A person toggles a favourite or a follow a few times at most. */
  socialWrite: rule(120, MINUTE, user),
  /** State checks on every card are cheap but add up. */
  socialRead: rule(600, MINUTE, user),
  /** The drawer reads on every live event and page change. */
  notificationRead: rule(300, MINUTE, user),
  notificationWrite: rule(120, MINUTE, user),

  /** Steppers and adds by hand stay far below this. */
  cartWrite: rule(120, MINUTE, user),
  /** Coupon lookups and codes put on a cart: guessing codes one after another is cheap. */
  couponGuess: rule(20, 10 * MINUTE, user),
  /** The top-bar dropdown reads on every page. */
  cartRead: rule(600, MINUTE, user),
  /** Each quote may call a paid courier API; a buyer comparing addresses needs only a few. */
  deliveryQuote: rule(30, 10 * MINUTE, user),
  orderSubmit: rule(20, MINUTE, user),
  orderRead: rule(300, MINUTE, user),
  orderAction: rule(60, MINUTE, user),

  messagingRead: rule(300, MINUTE, user),
  messageSend: rule(30, MINUTE, user),
  messageSendHourly: rule(300, HOUR, user),
  threadOpen: rule(30, HOUR, user),
  // The e-mail lookup of "New message" tells whether an address has an account: a person
  // needs a few, a harvester thousands (decision 049). The daily count is shared by instances.
  recipientLookup: rule(10, 10 * MINUTE, user),
  recipientLookupDaily: rule(30, 24 * HOUR, user, { durable: true }),
  recipientLookupIp: rule(60, HOUR, ip),
  reviewRead: rule(300, MINUTE, user),
  reviewWrite: rule(30, MINUTE, user),

  paymentsRead: rule(300, MINUTE, user),
  paymentsWrite: rule(60, MINUTE, user),
  /** Card-form openings (each one is a SetupIntent at Stripe). */
  cardSetup: rule(30, HOUR, user),
  /** Trying stolen numbers one after another ("card testing") is the classic card-form abuse. */
  cardAdd: rule(10, HOUR, user),
  /** Each connect may open an account at the payouts provider. */
  payoutConnect: rule(20, HOUR, user),
  /** The local payouts provider's hosted form, per client address. */
  payoutLocalOnboarding: rule(30, HOUR, ip),
  /** The local card processor's token endpoint (Stripe limits its token endpoint too). */
  localProcessorTokens: rule(60, HOUR, ip),

  onboardingApply: rule(20, HOUR, user),
  onboardingSave: rule(120, 10 * MINUTE, user),
  onboardingImage: rule(30, HOUR, user),
  onboardingGoLive: rule(20, HOUR, user),
  /** Catalogue writes one chef may make (saves, uploads, deletes, reorders). */
  catalogWrite: rule(60, MINUTE, user),
  /** A chef turning "Cooking Now" on and off. */
  cookingStatusWrite: rule(30, MINUTE, user),

  /** Complaints filed by one person: each e-mails them and lands in the admins' queue. */
  complaintFile: rule(5, HOUR, user),
  complaintFileDaily: rule(20, 24 * HOUR, user),
  complaintRead: rule(300, MINUTE, user),
  /** The admins' inbox: generous, yet a stolen admin session cannot sweep it unbounded. */
  adminInbox: rule(600, MINUTE, user),

  /** Support requests: per person, per address for guests (each one e-mails someone). */
  supportTicketCreate: rule(5, HOUR, userOrIp),
  /** A guest's requests per e-mail address given, so no one floods a stranger's mailbox. */
  supportTicketCreateEmail: rule(
    5,
    HOUR,
    (req) => (req.auth ? `user:${req.auth.userId}` : bodyEmail(req)),
    { durable: true },
  ),
  supportReply: rule(30, HOUR, userOrIp),
  /** Ticket pages; a guest's key is checked here, so guessing keys is bounded by address. */
  supportRead: rule(300, MINUTE, userOrIp),
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof rateLimits;
