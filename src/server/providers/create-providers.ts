import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock/clock.ts';
import type { MailProvider } from './mail/mail.ts';
import type { StorageProvider } from './storage/storage.ts';
import type { GeocodingProvider } from './geocoding/geocoding.ts';
import { LocalMailProvider } from './mail/local-mail.ts';
import { SmtpMailProvider } from './mail/smtp-mail.ts';
import { LocalStorageProvider } from './storage/local-storage.ts';
import { S3StorageProvider } from './storage/s3-storage.ts';
import { LocalGeocoder } from './geocoding/local-geocoder.ts';
import { NominatimGeocoder } from './geocoding/nominatim-geocoder.ts';
import { GoogleGeocoder } from './geocoding/google-geocoder.ts';
import type { PaymentsProvider } from './payments/payments.ts';
import { LocalCardProcessor } from './payments/local-processor.ts';
import { StripePaymentsProvider } from './payments/stripe-payments.ts';
import type { DeliveryQuoteProvider } from './delivery/delivery-quote.ts';
import { LocalDeliveryQuoteProvider } from './delivery/local-delivery-quote.ts';
import { DoorDashDeliveryQuoteProvider } from './delivery/doordash-delivery-quote.ts';
import type { PhoneProvider } from './phone/phone.ts';
import { LocalPhoneProvider } from './phone/local-phone.ts';
import { TwilioPhoneProvider } from './phone/twilio-phone.ts';
import type { PayoutsProvider } from './payouts/payouts.ts';
import { LocalPayoutsProvider } from './payouts/local-payouts.ts';
import { StripeConnectPayoutsProvider } from './payouts/stripe-payouts.ts';
import type { PushProvider } from './push/push.ts';
import { LocalPushProvider } from './push/local-push.ts';
import { WebPushProvider } from './push/webpush-push.ts';
import type { StreamsProvider } from './streams/streams.ts';
import { LocalStreamsProvider } from './streams/local-streams.ts';
import { MuxStreamsProvider } from './streams/mux-streams.ts';

/** Picks each provider's implementation from configuration; local ones are the default. */
export function createProviders(config: Config, db: Database, clock: Clock) {
  const mail: MailProvider =
    config.MAIL_PROVIDER === 'smtp'
      ? new SmtpMailProvider(db, clock, config.SMTP_URL ?? '', config.MAIL_FROM)
      : new LocalMailProvider(db, clock, config.MAIL_FROM);
  const storage: StorageProvider =
    config.STORAGE_PROVIDER === 's3'
      ? new S3StorageProvider({
          bucket: config.S3_BUCKET ?? '',
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          publicUrl: config.S3_PUBLIC_URL,
        })
      : new LocalStorageProvider(config.storageDir);
  const geocoder: GeocodingProvider =
    config.GEOCODING_PROVIDER === 'google'
      ? new GoogleGeocoder(config.GOOGLE_MAPS_API_KEY ?? '')
      : config.GEOCODING_PROVIDER === 'nominatim'
        ? new NominatimGeocoder(config.NOMINATIM_URL)
        : new LocalGeocoder();
  const delivery: DeliveryQuoteProvider =
    config.DELIVERY_PROVIDER === 'doordash'
      ? new DoorDashDeliveryQuoteProvider(
          {
            developerId: config.DOORDASH_DEVELOPER_ID ?? '',
            keyId: config.DOORDASH_KEY_ID ?? '',
            signingSecret: config.DOORDASH_SIGNING_SECRET ?? '',
          },
          clock,
          config.DOORDASH_BASE_URL,
        )
      : new LocalDeliveryQuoteProvider(
          {
            baseFeeCents: config.DELIVERY_BASE_FEE_CENTS,
            perKmCents: config.DELIVERY_PER_KM_CENTS,
            maxDistanceKm: config.DELIVERY_MAX_DISTANCE_KM,
            quoteTtlMinutes: config.DELIVERY_QUOTE_TTL_MINUTES,
          },
          clock,
        );
  // The local processor is also handed out on its own: its tokenise endpoint is mounted only
  // when it is the payments provider.
  const localProcessor =
    config.PAYMENTS_PROVIDER === 'stripe' ? null : new LocalCardProcessor(db, clock);
  const payments: PaymentsProvider =
    localProcessor ??
    new StripePaymentsProvider({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
      apiBase: config.STRIPE_API_BASE,
    });
  const phone: PhoneProvider =
    config.PHONE_PROVIDER === 'twilio'
      ? new TwilioPhoneProvider(db, clock, {
          accountSid: config.TWILIO_ACCOUNT_SID ?? '',
          authToken: config.TWILIO_AUTH_TOKEN ?? '',
          from: config.TWILIO_FROM ?? '',
          apiBase: config.TWILIO_API_BASE,
        })
      : new LocalPhoneProvider(db, clock);
  // Chefs' deposit accounts go through the payments provider's Connect side, as Stripe's do.
  const payouts: PayoutsProvider =
    config.PAYMENTS_PROVIDER === 'stripe'
      ? new StripeConnectPayoutsProvider({
          secretKey: config.STRIPE_SECRET_KEY ?? '',
          apiBase: config.STRIPE_API_BASE,
        })
      : new LocalPayoutsProvider(db, clock, config.publicBaseUrl);
  const vapid = {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT,
  };
  const push: PushProvider =
    config.pushProvider === 'webpush'
      ? new WebPushProvider(db, vapid)
      : new LocalPushProvider(db, clock, vapid);
  // Live streams: the local provider is also handed out on its own for its ingest API (the
  // browser's media socket, the RTMP server) and the HLS route; null when Mux carries streams.
  const localStreams =
    config.STREAMS_PROVIDER === 'mux'
      ? null
      : new LocalStreamsProvider({
          storage,
          ffmpegPath: config.FFMPEG_PATH,
          rtmpUrl: config.rtmpPublicUrl,
          maxTranscodes: config.STREAMS_MAX_TRANSCODES,
        });
  const streams: StreamsProvider =
    localStreams ??
    new MuxStreamsProvider({
      tokenId: config.MUX_TOKEN_ID ?? '',
      tokenSecret: config.MUX_TOKEN_SECRET ?? '',
      baseUrl: config.MUX_BASE_URL,
    });
  return {
    mail,
    storage,
    geocoder,
    delivery,
    payments,
    localProcessor,
    phone,
    payouts,
    push,
    streams,
    localStreams,
  };
}
