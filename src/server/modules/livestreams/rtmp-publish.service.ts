// Who may publish over RTMP, and the RTMP ingest bound to the app (issue 16, decision 064): a
// streaming app's key is hashed and looked up among live RTMP broadcasts, compared in constant
// time, and its chef must still be allowed to stream. Media then goes to the broadcast's ffmpeg.
import { eq } from 'drizzle-orm';
import { canStream } from '#domain/live-streams';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import {
  RtmpIngestServer,
  type RtmpIngestLimits,
  type RtmpIngestLog,
  type RtmpMediaSession,
} from '../../providers/streams/rtmp-ingest.ts';
import { publishStreamRoom } from '../../realtime/stream-rooms.ts';
import {
  liveRtmpStreamByKeyHash,
  liveStreamForIngest,
  markMediaStarted,
  touchLiveStream,
} from './live-stream-queries.ts';
import { hashStreamKey, sameStreamKey } from './stream-key.ts';

/** Whether the chef's account lets them stream now (approved, not suspended, not deleted). */
async function chefMayStream(db: Queryable, chefId: string): Promise<boolean> {
  const [row] = await db
    .select({
      approvalStatus: profiles.approvalStatus,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, chefId))
    .limit(1);
  if (!row) return false;
  return canStream({
    approvalStatus: row.approvalStatus,
    suspended: row.suspendedAt !== null,
    deleted: row.deletedAt !== null,
  });
}

/**
 * The live RTMP broadcast a stream key may publish to, or null: an unknown key, a chef who is not
 * live from a streaming app, or one who may no longer stream.
 */
export async function authoriseRtmpPublish(
  db: Queryable,
  streamKey: string,
): Promise<{ streamId: string } | null> {
  const keyHash = hashStreamKey(streamKey);
  const stream = await liveRtmpStreamByKeyHash(db, keyHash);
  if (!stream || !sameStreamKey(stream.keyHash, keyHash)) return null;
  if (!(await chefMayStream(db, stream.chefId))) return null;
  return { streamId: stream.id };
}

/** Where accepted RTMP media goes: the local streams provider's ingest API (piped FLV). */
export interface RtmpMediaTarget {
  ingest(
    broadcastId: string,
    input: { format: 'flv' },
    handlers: { onFirstSegment?: () => void },
  ): RtmpMediaSession;
  /** Ends the broadcast's playlist on this instance (it was ended elsewhere). */
  endBroadcast(input: { providerStreamId: string; broadcastId: string }): Promise<void>;
}

/**
 * The RTMP ingest of this instance (not yet listening: call start(), and close() on shutdown).
 * `port` defaults to RTMP_PORT; tests pass 0 for a free one.
 */
export function createRtmpIngest(
  ctx: AppContext,
  target: RtmpMediaTarget,
  log: RtmpIngestLog,
  opts: { port?: number; host?: string; limits?: Partial<RtmpIngestLimits> } = {},
): RtmpIngestServer {
  return new RtmpIngestServer({
    host: opts.host ?? ctx.config.HOST,
    port: opts.port ?? ctx.config.RTMP_PORT,
    authorise: (key) => authoriseRtmpPublish(ctx.db, key),
    // Piped FLV: the key stays in this process, never on ffmpeg's command line.
    ingest: (streamId) =>
      target.ingest(
        streamId,
        { format: 'flv' },
        {
          // Viewers waiting on 'The chef is getting ready…' are told the video is there.
          onFirstSegment: () => {
            void (async () => {
              try {
                await markMediaStarted(ctx.db, streamId, ctx.clock.now());
              } catch {
                log.warn({ streamId }, 'RTMP broadcast media start not recorded');
              }
              await publishStreamRoom(ctx, streamId, { type: 'stream.media' });
            })();
          },
        },
      ),
    // Media arriving keeps the broadcast alive, and notices one ended on another instance.
    touch: async (streamId) => {
      const stream = await liveStreamForIngest(ctx.db, streamId);
      if (stream?.status !== 'live') {
        await target.endBroadcast({ providerStreamId: '', broadcastId: streamId });
        return false;
      }
      await touchLiveStream(ctx.db, streamId, ctx.clock.now());
      return true;
    },
    log,
    limits: opts.limits,
  });
}
