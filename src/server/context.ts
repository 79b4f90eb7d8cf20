import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Clock } from './providers/clock/clock.ts';
import type { MailProvider } from './providers/mail/mail.ts';
import type { StorageProvider } from './providers/storage/storage.ts';
import type { GeocodingProvider } from './providers/geocoding/geocoding.ts';
import type { PaymentsProvider } from './providers/payments/payments.ts';
import type { LocalCardProcessor } from './providers/payments/local-processor.ts';
import type { DeliveryQuoteProvider } from './providers/delivery/delivery-quote.ts';
import type { EventBus } from './realtime/event-bus.ts';
import type { StreamRooms } from './realtime/stream-rooms.ts';
import type { PhoneProvider } from './providers/phone/phone.ts';
import type { PayoutsProvider } from './providers/payouts/payouts.ts';
import type { PushProvider } from './providers/push/push.ts';
import type { StreamsProvider } from './providers/streams/streams.ts';
import type { LocalStreamsProvider } from './providers/streams/local-streams.ts';

/** Everything a request handler may reach: built once by main.ts or by a test. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  mail: MailProvider;
  storage: StorageProvider;
  geocoder: GeocodingProvider;
  delivery: DeliveryQuoteProvider;
  payments: PaymentsProvider;
  /** The built-in card processor when it is the payments provider, else null. */
  localProcessor: LocalCardProcessor | null;
  /** Text messages and voice calls (the order call robot). */
  phone: PhoneProvider;
  /** Chefs' deposit (connected) accounts at the payments provider. */
  payouts: PayoutsProvider;
  /** Web push to people's browsers (VAPID). */
  push: PushProvider;
  /** Live kitchen streams: the local provider (ffmpeg to HLS) or Mux (STREAMS_PROVIDER). */
  streams: StreamsProvider;
  /**
   * The local streams provider when it is the streams provider, else null: its ingest API
   * (the browser's media socket, the RTMP server) and the HLS files it serves.
   */
  localStreams: LocalStreamsProvider | null;
  /** Live events to connected users (publish after the change is committed). */
  events: EventBus;
  /** The watch page's room sockets on this instance, by stream (realtime/stream-rooms.ts). */
  streamRooms: StreamRooms;
}
