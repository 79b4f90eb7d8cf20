import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PHONE_COUNTRIES,
  DEFAULT_PHONE_TEXTS_PER_HOUR,
  parseAllowedCountries,
} from '#domain/phone-codes';

// Every environment variable the server reads, validated once at boot.
// README.md's configuration table lists the same variables; keep them in step.
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Loopback unless told otherwise: a dev server (dev mailbox, demo accounts) must not be
  // reachable from the network by default. Containers and hosts behind a proxy set HOST.
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  WEB_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /**
   * A streaming read replica of DATABASE_URL's database: search and the public dish and chef
   * pages read there, a person's own writes are read back from the primary (decision 071).
   */
  DATABASE_REPLICA_URL: z.string().optional(),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  /** Timed work (pg-boss): off for an instance that should only serve requests. */
  JOBS_ENABLED: bool.default(true),
  DEMO_CITY: z.string().default('San Francisco, CA'),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).default(1),
  /** Rate-limit counts shared by every instance (several servers on one PostgreSQL). */
  REDIS_URL: z
    .url()
    .refine((u) => /^rediss?:$/.test(new URL(u).protocol), 'REDIS_URL must be a redis:// URL')
    .optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  MAIL_PROVIDER: z.enum(['local', 'smtp']).default('local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Potluck <no-reply@potluck.local>'),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  GEOCODING_PROVIDER: z.enum(['local', 'nominatim', 'google']).default('local'),
  NOMINATIM_URL: z.string().default('https://nominatim.openstreetmap.org'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  DELIVERY_PROVIDER: z.enum(['local', 'doordash']).default('local'),
  DELIVERY_BASE_FEE_CENTS: z.coerce.number().int().min(0).default(299),
  DELIVERY_PER_KM_CENTS: z.coerce.number().int().min(0).default(120),
  DELIVERY_MAX_DISTANCE_KM: z.coerce.number().positive().default(25),
  DELIVERY_QUOTE_TTL_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  DELIVERY_QUOTE_SECRET: z.string().min(32).optional(),
  /**
   * Keys the point a home chef's map area is drawn around (decision 052). Without it one is
   * generated once and kept in app_secrets, so the point never moves between restarts.
   */
  LOCATION_AREA_SECRET: z.string().min(32).optional(),
  DOORDASH_BASE_URL: z.url().default('https://openapi.doordash.com'),
  DOORDASH_DEVELOPER_ID: z.string().optional(),
  DOORDASH_KEY_ID: z.string().optional(),
  DOORDASH_SIGNING_SECRET: z.string().optional(),
  PHONE_PROVIDER: z.enum(['local', 'twilio']).default('local'),
  /** Countries phone sign-in texts codes to (ISO codes, comma-separated; decision 058). */
  PHONE_ALLOWED_COUNTRIES: z.string().default(DEFAULT_PHONE_COUNTRIES.join(',')),
  /** Sign-in and verification texts the whole service sends in an hour (SMS pumping cap). */
  PHONE_TEXTS_PER_HOUR: z.coerce.number().int().min(0).default(DEFAULT_PHONE_TEXTS_PER_HOUR),
  /** Keys the hashes of phone codes; without it one is generated once and kept in app_secrets. */
  PHONE_CODE_SECRET: z.string().min(32).optional(),
  /** Web push: 'webpush' in production, 'local' (also records /dev/push's outbox) elsewhere. */
  PUSH_PROVIDER: z.enum(['local', 'webpush']).optional(),
  /** Both or neither; without them a pair is generated once and kept in app_secrets. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .default('mailto:no-reply@potluck.local'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Our Twilio number the robot calls come from (E.164). */
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /**
   * Live streams (decisions 061, 063): 'local' turns the chef's media into HLS on this server
   * with ffmpeg and keeps it in the storage provider; 'mux' hands it to Mux.
   */
  STREAMS_PROVIDER: z.enum(['local', 'mux']).default('local'),
  /** The ffmpeg the local streams provider runs. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** The port the local RTMP server listens on for streaming apps (OBS). */
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** Where streaming apps are told to send RTMP (local provider); rtmp://localhost:RTMP_PORT/live when unset. */
  RTMP_PUBLIC_URL: z
    .url()
    .refine((u) => /^rtmps?:$/.test(new URL(u).protocol), 'RTMP_PUBLIC_URL must be an rtmp:// URL')
    .optional(),
  /** Broadcasts one instance transcodes at once (each is an ffmpeg process). */
  STREAMS_MAX_TRANSCODES: z.coerce.number().int().min(1).max(200).default(8),
  /** Mux access token (Video read and write); both or neither. */
  MUX_TOKEN_ID: z.string().optional(),
  MUX_TOKEN_SECRET: z.string().optional(),
  /** Mux API origin (tests point it at a local fake). */
  MUX_BASE_URL: z.url().default('https://api.mux.com'),
  /**
   * Social sign-in (decision 057). A provider is offered when its client id is set; outside
   * production an unset one uses the local stand-in at /dev/oidc/<provider>.
   */
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google speaks OpenID Connect: its endpoints come from the issuer's discovery document. */
  OAUTH_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** The issuer a provider may name in its answers (RFC 9207 `iss`), checked when present. */
  OAUTH_FACEBOOK_ISSUER: z.url().default('https://www.facebook.com'),
  OAUTH_FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  OAUTH_FACEBOOK_USERINFO_URL: z
    .url()
    .default('https://graph.facebook.com/v21.0/me?fields=id,name,email,picture.type(large)'),
  OAUTH_X_CLIENT_ID: z.string().optional(),
  OAUTH_X_CLIENT_SECRET: z.string().optional(),
  OAUTH_X_ISSUER: z.url().default('https://x.com'),
  OAUTH_X_AUTHORIZATION_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  OAUTH_X_TOKEN_URL: z.url().default('https://api.x.com/2/oauth2/token'),
  OAUTH_X_USERINFO_URL: z
    .url()
    .default('https://api.x.com/2/users/me?user.fields=profile_image_url'),
  /**
   * Outside production only: the server's clock starts at this instant and then runs, so the
   * end-to-end journeys see the same time of day on every run.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  pushProvider: 'local' | 'webpush';
  publicBaseUrl: string;
  /** Where PGlite keeps its data when DATABASE_URL is not set. */
  pgliteDir: string;
  /** Local storage provider root. */
  storageDir: string;
  /**
   * Signs delivery quote tokens. Without DELIVERY_QUOTE_SECRET a random one per boot: still
   * unforgeable, but quotes then die with a restart and are not shared between instances.
   */
  deliveryQuoteSecret: string;
  /** PHONE_ALLOWED_COUNTRIES as a list. */
  phoneAllowedCountries: string[];
  /** RTMP_PUBLIC_URL, or rtmp://localhost:RTMP_PORT/live. */
  rtmpPublicUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new Error(
      'DATABASE_REPLICA_URL needs DATABASE_URL (the embedded database has no replica)',
    );
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL)
    throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  if (e.STORAGE_PROVIDER === 's3' && !e.S3_BUCKET)
    throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET');
  if (e.GEOCODING_PROVIDER === 'google' && !e.GOOGLE_MAPS_API_KEY)
    throw new Error('GEOCODING_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  if (e.PAYMENTS_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY))
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  if (
    e.DELIVERY_PROVIDER === 'doordash' &&
    !(e.DOORDASH_DEVELOPER_ID && e.DOORDASH_KEY_ID && e.DOORDASH_SIGNING_SECRET)
  )
    throw new Error(
      'DELIVERY_PROVIDER=doordash needs DOORDASH_DEVELOPER_ID, DOORDASH_KEY_ID and DOORDASH_SIGNING_SECRET',
    );
  if (
    e.PHONE_PROVIDER === 'twilio' &&
    !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)
  )
    throw new Error(
      'PHONE_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  for (const p of ['GOOGLE', 'FACEBOOK', 'X'] as const) {
    if (e[`OAUTH_${p}_CLIENT_ID`] && !e[`OAUTH_${p}_CLIENT_SECRET`])
      throw new Error(`OAUTH_${p}_CLIENT_ID needs OAUTH_${p}_CLIENT_SECRET`);
  }
  if (Boolean(e.MUX_TOKEN_ID) !== Boolean(e.MUX_TOKEN_SECRET))
    throw new Error('MUX_TOKEN_ID and MUX_TOKEN_SECRET are set together or not at all');
  if (e.STREAMS_PROVIDER === 'mux' && !(e.MUX_TOKEN_ID && e.MUX_TOKEN_SECRET))
    throw new Error('STREAMS_PROVIDER=mux needs MUX_TOKEN_ID and MUX_TOKEN_SECRET');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  if (e.CLOCK_START && e.NODE_ENV === 'production')
    throw new Error('CLOCK_START is for tests and demos; it cannot be set in production');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    isProduction: e.NODE_ENV === 'production',
    pushProvider: e.PUSH_PROVIDER ?? (e.NODE_ENV === 'production' ? 'webpush' : 'local'),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    pgliteDir: path.join(dataDir, 'pglite'),
    storageDir: path.join(dataDir, 'storage'),
    deliveryQuoteSecret: e.DELIVERY_QUOTE_SECRET ?? randomBytes(32).toString('hex'),
    phoneAllowedCountries: parseAllowedCountries(e.PHONE_ALLOWED_COUNTRIES),
    rtmpPublicUrl: (e.RTMP_PUBLIC_URL ?? `rtmp://localhost:${e.RTMP_PORT}/live`).replace(/\/$/, ''),
  };
}
