// The watch page and the "Live now" row (issue 16): anyone, guests included, may watch a
// broadcast of a chef anyone may see. The featured dishes are the catalog's suggested-dish
// cards; once ended, the page offers what can still be ordered.
import type { LiveNowResponse, LiveStream, LiveStreamCard } from '#contracts/live-streams';
import type { SuggestedDish } from '#contracts/catalog';
import { canSeeChef, chefDisplayName } from '#domain/chef';
import { liveStreamMessages, watchPath } from '#domain/live-streams';
import { kitchenTakesOrders } from '#domain/kitchen-state';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { streamViewerCount } from '../../realtime/stream-rooms.ts';
import { publicDishIdsOf } from '../catalog/dish-queries.ts';
import { suggestedDishesOf } from '../catalog/get-dish.service.ts';
import {
  chefById,
  chefViewerRelation,
  findChefRow,
  type ChefRow,
  type Viewer,
} from '../chefs/chef-queries.ts';
import { dishKitchenOf } from '../chefs/kitchen-queries.ts';
import { isMutedBy, mutedUserIdsOf } from './live-chat-queries.ts';
import {
  liveStreamById,
  streamDishIds,
  visibleLiveStreams,
  type LiveStreamRow,
} from './live-stream-queries.ts';

/** Cards in the "Live now" row. */
export const LIVE_NOW_LIMIT = 12;
/** Live broadcasts ranked by viewers for the row (the newest this many). */
const LIVE_NOW_CANDIDATES = 200;
/** Dishes an ended broadcast's page offers when none of the featured ones can be ordered. */
const ENDED_DISHES_MAX = 6;

/** GET /live-streams: live now, most watched first, then newest. */
export async function listLiveNow(ctx: AppContext): Promise<LiveNowResponse> {
  const rows = await visibleLiveStreams(ctx.db, LIVE_NOW_CANDIDATES);
  const cards: LiveStreamCard[] = rows.map((r) => ({
    id: r.id,
    chefId: r.chefId,
    title: r.title,
    startedAt: r.startedAt.toISOString(),
    viewerCount: streamViewerCount(ctx, r.id),
    chefName: chefDisplayName(r),
    chefAvatarUrl: r.avatarUrl,
    watchPath: watchPath(r.chefId, r.id),
  }));
  cards.sort(
    (a, b) =>
      b.viewerCount - a.viewerCount ||
      b.startedAt.localeCompare(a.startedAt) ||
      a.id.localeCompare(b.id),
  );
  return { streams: cards.slice(0, LIVE_NOW_LIMIT) };
}

/** The stream's dishes as suggested-dish cards (the dish page's "Goes well with" cards). */
async function streamDishes(
  ctx: AppContext,
  stream: LiveStreamRow,
  chef: ChefRow,
  viewer: Viewer,
): Promise<SuggestedDish[]> {
  const kitchen = await dishKitchenOf(ctx.db, chef.id, ctx.clock.now());
  const orderState = { ...chef, kitchenTakesOrders: kitchenTakesOrders(kitchen) };
  const cardsOf = (ids: readonly string[]) =>
    suggestedDishesOf(
      ctx,
      // The stream's id is no dish's: none of the listed ids is left out as "the dish itself".
      { id: stream.id, chefId: chef.id, suggestedDishIds: ids },
      orderState,
      viewer,
    );
  const featured = await cardsOf(await streamDishIds(ctx.db, stream.id));
  if (stream.status === 'live') return featured;
  // Ended: the featured dishes still orderable, else the chef's dishes that are.
  const stillOrderable = featured.filter((d) => d.orderable);
  if (stillOrderable.length > 0) return stillOrderable;
  const others = await cardsOf(await publicDishIdsOf(ctx.db, chef.id, ENDED_DISHES_MAX * 3));
  return others.filter((d) => d.orderable).slice(0, ENDED_DISHES_MAX);
}

/** GET /live-streams/{id}: 404 for an unknown broadcast or one whose chef may not be seen. */
export async function getLiveStream(
  ctx: AppContext,
  streamId: string,
  viewer: Viewer,
): Promise<LiveStream> {
  const stream = await liveStreamById(ctx.db, streamId);
  if (!stream) throw notFound(liveStreamMessages.notFound);
  const chef = await findChefRow(ctx, chefById(stream.chefId));
  if (!chef || !canSeeChef({ ...chef, deleted: false }, viewer))
    throw notFound(liveStreamMessages.notFound);
  const isOwner = viewer === chef.id;
  const [relation, muted, dishes, mutedUserIds] = await Promise.all([
    chefViewerRelation(ctx, chef.id, viewer),
    viewer && !isOwner ? isMutedBy(ctx.db, chef.id, viewer) : Promise.resolve(false),
    streamDishes(ctx, stream, chef, viewer),
    // Other viewers never learn whom the chef muted.
    isOwner ? mutedUserIdsOf(ctx.db, chef.id) : Promise.resolve([]),
  ]);
  const live = stream.status === 'live';
  return {
    id: stream.id,
    chefId: chef.id,
    title: stream.title,
    status: stream.status,
    source: stream.source,
    startedAt: stream.startedAt.toISOString(),
    endedAt: stream.endedAt ? stream.endedAt.toISOString() : null,
    playbackUrl: live ? stream.playbackUrl : null,
    viewerCount: live ? streamViewerCount(ctx, stream.id) : 0,
    chef: {
      id: chef.id,
      name: chefDisplayName(chef),
      avatarUrl: chef.avatarUrl,
      followersCount: chef.followersCount,
      isFollowing: relation.isFollowing,
    },
    dishes,
    isOwner,
    canChat: viewer !== null && !muted && live,
    muted,
    mutedUserIds,
  };
}
