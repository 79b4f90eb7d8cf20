import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneOutbox } from '../../db/schema/phone.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CALL_ROBOT_DELAY_MS, callRobotSweep, robotCallMessage } from './call-robot.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderRow,
  placeOrder,
  transition,
} from '../../test/factories/order-fixtures.ts';

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

const callsAbout = (orderId: string) =>
  t.ctx.db.select().from(phoneOutbox).where(eq(phoneOutbox.orderId, orderId));

const robotChef = (phone: string | null = '(415) 555-0134', callRobot = true) =>
  makeOpenChef(t, { callRobot }, { businessPhone: phone });

describe('the call robot', () => {
  it('calls the business phone once when a new order is not opened within 2 minutes', async () => {
    const chef = await robotChef();
    const order = await placeOrder(t, await makeBuyer(t), chef);
    clock.advance(CALL_ROBOT_DELAY_MS - 1_000);
    expect(await callRobotSweep(t.ctx)).toBe(0);
    expect(await callsAbout(order.id)).toEqual([]);

    clock.advance(2_000);
    expect(await callRobotSweep(t.ctx)).toBe(1);
    const calls = await callsAbout(order.id);
    expect(calls).toMatchObject([
      {
        channel: 'voice',
        toNumber: '+14155550134',
        body: robotCallMessage,
        provider: 'local',
        status: 'sent',
      },
    ]);
    expect((await orderRow(t, order.id)).robotCalledAt?.toISOString()).toBe(
      clock.now().toISOString(),
    );
    clock.advance(10 * 60_000);
    expect(await callRobotSweep(t.ctx)).toBe(0);
    expect(await callsAbout(order.id)).toHaveLength(1);
  });

  it('never calls twice when two sweeps run at once', async () => {
    const chef = await robotChef();
    const order = await placeOrder(t, await makeBuyer(t), chef);
    clock.advance(CALL_ROBOT_DELAY_MS + 1_000);
    const made = await Promise.all([callRobotSweep(t.ctx), callRobotSweep(t.ctx)]);
    expect(made[0]! + made[1]!).toBe(1);
    expect(await callsAbout(order.id)).toHaveLength(1);
  });

  it('does not call when the chef opened the order, turned the robot off or has no phone', async () => {
    const seen = await robotChef();
    const viewedOrder = await placeOrder(t, await makeBuyer(t), seen);
    await api(t, seen, 'POST', `/orders/${viewedOrder.id}/viewed`);
    const off = await robotChef('(415) 555-0199', false);
    const offOrder = await placeOrder(t, await makeBuyer(t), off);
    const noPhone = await robotChef(null);
    const noPhoneOrder = await placeOrder(t, await makeBuyer(t), noPhone);
    const accepting = await robotChef();
    const acceptedOrder = await placeOrder(t, await makeBuyer(t), accepting);
    await transition(t, accepting, acceptedOrder.id, 'accept');

    clock.advance(CALL_ROBOT_DELAY_MS + 60_000);
    expect(await callRobotSweep(t.ctx)).toBe(0);
    for (const o of [viewedOrder, offOrder, noPhoneOrder, acceptedOrder])
      expect(await callsAbout(o.id)).toEqual([]);
  });

  it('records a number that cannot be called as failed, and does not retry it', async () => {
    const chef = await robotChef('call me maybe');
    const order = await placeOrder(t, await makeBuyer(t), chef);
    clock.advance(CALL_ROBOT_DELAY_MS + 1_000);
    expect(await callRobotSweep(t.ctx)).toBe(0);
    const [call] = await callsAbout(order.id);
    expect(call).toMatchObject({ status: 'failed', provider: 'local' });
    expect(call!.error).toContain('is not a phone number that can be called');
    clock.advance(60_000);
    await callRobotSweep(t.ctx);
    expect(await callsAbout(order.id)).toHaveLength(1);
  });
});
