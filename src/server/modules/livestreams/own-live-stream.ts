// The chef's own view of a broadcast (ownLiveStreamSchema): the studio, start and stop answer
// with it.
import { streamIngestPath, type OwnLiveStream } from '#contracts/live-streams';
import { watchPath } from '#domain/live-streams';
import type { AppContext } from '../../context.ts';
import { streamViewerCount } from '../../realtime/stream-rooms.ts';
import type { LiveStreamRow } from './live-stream-queries.ts';

export function ownLiveStream(
  ctx: AppContext,
  row: LiveStreamRow,
  dishIds: readonly string[],
): OwnLiveStream {
  const live = row.status === 'live';
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    source: row.source,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    endReason: row.endReason,
    lastSeenAt: row.lastSeenAt.toISOString(),
    receivingMedia: live && row.mediaStartedAt !== null,
    playbackUrl: live ? row.playbackUrl : null,
    dishIds: [...dishIds],
    viewerCount: live ? streamViewerCount(ctx, row.id) : 0,
    watchPath: watchPath(row.chefId, row.id),
    ingestPath: live && row.source === 'browser' ? streamIngestPath(row.id) : null,
  };
}
