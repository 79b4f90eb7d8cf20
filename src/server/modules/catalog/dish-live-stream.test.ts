// A dish featured in its chef's live broadcast says so on its page, so the page's live
// indicator can link to the watch page (issue 16 point 4); an ended broadcast is not linked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishDetailResponseSchema } from '#contracts/catalog';
import { liveStreamDishes, liveStreams } from '../../db/schema/live-streams.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeChef, makeDish } from '../../test/factories/catalog-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function liveStreamId(dishId: string): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dishes/${dishId}` });
  expect(res.statusCode, res.body).toBe(200);
  return dishDetailResponseSchema.parse(res.json()).dish.liveStreamId;
}

/** A live broadcast of `chefId` featuring `dishIds`, written straight to the database. */
async function broadcast(chefId: string, dishIds: string[]): Promise<string> {
  const [row] = await t.ctx.db
    .insert(liveStreams)
    .values({ chefId, title: 'Dumplings live', source: 'rtmp', provider: 'local' })
    .returning({ id: liveStreams.id });
  if (!row) throw new Error('no broadcast');
  if (dishIds.length > 0) {
    await t.ctx.db
      .insert(liveStreamDishes)
      .values(dishIds.map((dishId, position) => ({ streamId: row.id, dishId, position })));
  }
  return row.id;
}

describe("the dish page's live broadcast", () => {
  it('is the live broadcast featuring the dish, and null for the chef’s other dishes', async () => {
    const chef = await makeChef(t);
    const featured = await makeDish(t, chef.id, { name: 'Pork dumplings' });
    const other = await makeDish(t, chef.id, { name: 'Chili oil' });
    expect(await liveStreamId(featured.id)).toBeNull();

    const streamId = await broadcast(chef.id, [featured.id]);
    expect(await liveStreamId(featured.id)).toBe(streamId);
    expect(await liveStreamId(other.id)).toBeNull();

    // Once the broadcast ends the page no longer links to it.
    await t.ctx.db
      .update(liveStreams)
      .set({ status: 'ended', endedAt: new Date(), endReason: 'stopped' })
      .where(eq(liveStreams.id, streamId));
    expect(await liveStreamId(featured.id)).toBeNull();
  });

  it('is not another chef’s broadcast that features none of this chef’s dishes', async () => {
    const [a, b] = [await makeChef(t), await makeChef(t)];
    const dish = await makeDish(t, a.id);
    await broadcast(b.id, [await makeDish(t, b.id).then((d) => d.id)]);
    expect(await liveStreamId(dish.id)).toBeNull();
  });
});
