import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { liveStreamParamsSchema, streamIngestPath } from '#contracts/live-streams';
import { liveStreamMessages } from '#domain/live-streams';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { signedInUserId } from '../../http/route-policy.ts';
import type { IngestSession } from '../../providers/streams/local-streams.ts';
import { publishStreamRoom } from '../../realtime/stream-rooms.ts';
import { liveStreamForIngest, markMediaStarted, touchLiveStream } from './live-stream-queries.ts';

/**
 * The chef's browser media (decision 063): GET /api/v1/live-streams/{id}/ingest is a WebSocket
 * the Go live page opens for a live broadcast whose source is 'browser' and sends its
 * MediaRecorder chunks on (video/webm;codecs=vp8,opus, one binary frame each, ~500 ms apart).
 * They go to the local streams provider's ffmpeg; viewers load its HLS from
 * GET /api/v1/live-streams/{id}/hls/{file} (below, or the bucket when storage is public S3).
 *
 * One socket per broadcast: a new one (a reloaded tab) replaces the old, which is closed with
 * 4001, and the playlist continues. Closing the socket ends the media but never the broadcast:
 * the chef's Stop or the lost-stream sweep does. Close codes the page acts on:
 *   1000 the input ended normally;  1003 a text frame (send binary only);
 *   1008 frames too fast;  1009 a frame over INGEST_MAX_FRAME_BYTES;
 *   1011 the media could not be transcoded (reason says why: reconnect with a fresh
 *        MediaRecorder, whose first chunk carries the WebM header);
 *   1013 this server carries as many broadcasts as it can: try again shortly;
 *   4001 replaced by a newer socket for the broadcast (do not reconnect);
 *   4410 the broadcast is no longer live (do not reconnect).
 */

/** The largest media frame (also the WebSocket plugin's global maxPayload; see app.ts). */
export const INGEST_MAX_FRAME_BYTES = 2 * 1024 * 1024;
/** Frames in any 10 s: MediaRecorder at a 500 ms timeslice sends 20; 100 leaves room for 100 ms. */
const MAX_FRAMES_PER_10S = 100;
/** The broadcast's last sign of life is written at most this often. */
const TOUCH_EVERY_MS = 5_000;

export const INGEST_CLOSE = {
  normal: 1000,
  unsupported: 1003,
  policy: 1008,
  failed: 1011,
  busy: 1013,
  replaced: 4001,
  notLive: 4410,
} as const;

/** Same rule as the /live socket: a browser's Origin must be this site's. */
function sameOrigin(req: FastifyRequest, publicBaseUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  return (
    origin === new URL(publicBaseUrl).origin ||
    origin === `${req.protocol}://${req.headers.host ?? ''}`
  );
}

const hlsParamsSchema = z.object({ id: z.uuid(), file: z.string().max(32) });

export const streamIngestRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  /** The socket carrying each broadcast's media on this instance. */
  const sockets = new Map<string, WebSocket>();
  app.addHook('onClose', async () => {
    for (const socket of sockets.values()) socket.close(1001, 'server shutting down');
    await ctx.localStreams?.close();
  });

  app.get(
    streamIngestPath(':id').replace(/^\/api\/v1/, ''),
    {
      websocket: true,
      schema: { hide: true },
      config: { auth: 'user', limit: 'streamSocket' },
      preValidation: async (req) => {
        // Cookies ride along with a handshake from any site: refuse other sites' pages.
        if (!sameOrigin(req, ctx.config.publicBaseUrl)) throw forbidden();
      },
      // After the route policy counted the handshake against streamSocket.
      preHandler: async (req) => {
        const params = liveStreamParamsSchema.safeParse(req.params);
        if (!params.success) throw notFound(liveStreamMessages.notFound);
        const stream = await liveStreamForIngest(ctx.db, params.data.id);
        if (!stream) throw notFound(liveStreamMessages.notFound);
        if (stream.chefId !== signedInUserId(req)) throw forbidden();
        if (stream.status !== 'live') throw conflict(liveStreamMessages.notLive);
        if (stream.source !== 'browser' || !ctx.localStreams)
          throw conflict('This stream takes its video from a streaming app, not the browser.');
      },
    },
    (socket, req) => {
      const { id } = req.params as { id: string };
      const provider = ctx.localStreams;
      if (!provider) {
        socket.close(INGEST_CLOSE.failed, 'no local streams provider');
        return;
      }
      const previous = sockets.get(id);
      sockets.set(id, socket);
      previous?.close(INGEST_CLOSE.replaced, 'replaced by a newer connection');

      let lastTouch = 0;
      let checking = false;
      // Media arrived: the broadcast is alive. Also notices a broadcast ended elsewhere.
      const onActivity = () => {
        const now = Date.now();
        if (checking || now - lastTouch < TOUCH_EVERY_MS) return;
        lastTouch = now;
        checking = true;
        void (async () => {
          try {
            const stream = await liveStreamForIngest(ctx.db, id);
            if (stream?.status !== 'live') {
              socket.close(INGEST_CLOSE.notLive, 'the broadcast has ended');
              await provider.endBroadcast({ providerStreamId: '', broadcastId: id });
              return;
            }
            await touchLiveStream(ctx.db, id, ctx.clock.now());
          } catch (err) {
            req.log.warn({ err, streamId: id }, 'could not record the stream as alive');
          } finally {
            checking = false;
          }
        })();
      };
      const onFirstSegment = () => {
        void (async () => {
          try {
            await markMediaStarted(ctx.db, id, ctx.clock.now());
            await touchLiveStream(ctx.db, id, ctx.clock.now());
          } catch (err) {
            req.log.warn({ err, streamId: id }, 'could not record that the media started');
          }
          await publishStreamRoom(ctx, id, { type: 'stream.media' });
        })();
      };

      const session: IngestSession = provider.ingest(
        id,
        { format: 'webm' },
        { onActivity, onFirstSegment },
      );
      void session.closed.then((result) => {
        if (!result.ok) {
          req.log.warn({ streamId: id, reason: result.reason }, 'browser media stopped');
          const busy = /as many broadcasts/.test(result.reason ?? '');
          const ended = /has ended/.test(result.reason ?? '');
          socket.close(
            busy ? INGEST_CLOSE.busy : ended ? INGEST_CLOSE.notLive : INGEST_CLOSE.failed,
            // A close reason is at most 123 bytes.
            (result.reason ?? 'the media could not be transcoded').slice(0, 120),
          );
        } else {
          socket.close(INGEST_CLOSE.normal, 'media ended');
        }
      });

      let windowStart = Date.now();
      let frames = 0;
      let paused = false;
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        if (!isBinary) {
          socket.close(INGEST_CLOSE.unsupported, 'binary media frames only');
          return;
        }
        const now = Date.now();
        if (now - windowStart >= 10_000) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > MAX_FRAMES_PER_10S) {
          socket.close(INGEST_CLOSE.policy, 'frames too fast');
          return;
        }
        const chunk = Buffer.isBuffer(data)
          ? data
          : Array.isArray(data)
            ? Buffer.concat(data)
            : Buffer.from(data);
        if (!session.write(chunk) && !paused) {
          // ffmpeg is behind: stop reading the socket until it has caught up (TCP pushes back).
          paused = true;
          socket.pause();
          void session.drained().then(() => {
            paused = false;
            socket.resume();
          });
        }
      });
      socket.on('close', () => {
        if (sockets.get(id) === socket) sockets.delete(id);
        session.end();
      });
      socket.on('error', () => socket.terminate());
    },
  );

  // Viewers' HLS (decision 063): the playlist changes every second and is never cached; the
  // segments never change. Served from memory on the instance carrying the broadcast, else
  // from storage, so any instance can serve any broadcast.
  app.get(
    '/live-streams/:id/hls/:file',
    {
      schema: { hide: true },
      config: { auth: 'public' },
    },
    async (req, reply) => {
      const params = hlsParamsSchema.safeParse(req.params);
      const file =
        params.success && ctx.localStreams
          ? await ctx.localStreams.serve(params.data.id, params.data.file)
          : null;
      if (!file) {
        await app.consumeLimit(req, reply, 'notFound');
        throw notFound();
      }
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .header(
          'cache-control',
          file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        .type(file.contentType)
        .send(file.body);
    },
  );
};
