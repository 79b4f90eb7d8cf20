import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allowedActions,
  canChangeDeliveryTime,
  lifecycleMessages,
  listOf,
  ORDER_STATUSES,
  planTransition,
  TERMINAL_STATUSES,
  TRANSITIONS,
  type LifecycleOrder,
  type OrderRole,
  type OrderStatus,
  type TransitionAction,
} from './order-lifecycle';

const status = fc.constantFrom(...ORDER_STATUSES);
const role = fc.constantFrom<OrderRole>('buyer', 'seller');
const action = fc.constantFrom<TransitionAction>('accept', 'reject', 'ready', 'complete', 'cancel');
const reason = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
const now = new Date('2026-11-23T20:00:00Z');

const order = (over: Partial<LifecycleOrder> = {}): LifecycleOrder => ({
  status: 'new',
  active: true,
  deliveryAt: null,
  hasDishes: true,
  ...over,
});

/** Every status reachable from new by any sequence of allowed steps (with a reason). */
function reachable(): Map<OrderStatus, Set<OrderRole>> {
  const seen = new Map<OrderStatus, Set<OrderRole>>([['new', new Set()]]);
  const queue: OrderStatus[] = ['new'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const r of TRANSITIONS) {
      const plan = planTransition(from, r.action, r.actor, 'a reason');
      if (!plan.ok) continue;
      const actors = seen.get(plan.to) ?? new Set<OrderRole>();
      actors.add(r.actor);
      if (!seen.has(plan.to)) queue.push(plan.to);
      seen.set(plan.to, actors);
    }
  }
  return seen;
}

describe('planTransition', () => {
  it('follows the lifecycle with the payment step of each move', () => {
    expect(planTransition('new', 'accept', 'seller')).toEqual({
      ok: true,
      to: 'accepted',
      payment: 'capture',
    });
    expect(planTransition('new', 'reject', 'seller', 'Out of rice')).toEqual({
      ok: true,
      to: 'rejected',
      payment: 'void',
    });
    expect(planTransition('accepted', 'ready', 'seller')).toMatchObject({
      to: 'ready',
      payment: null,
    });
    expect(planTransition('ready', 'complete', 'seller')).toMatchObject({ to: 'completed' });
    expect(planTransition('accepted', 'complete', 'seller')).toMatchObject({ to: 'completed' });
    expect(planTransition('new', 'cancel', 'buyer')).toEqual({
      ok: true,
      to: 'cancelled',
      payment: 'void',
    });
    expect(planTransition('ready', 'cancel', 'seller', 'Oven broke')).toEqual({
      ok: true,
      to: 'cancelled',
      payment: 'refund',
    });
  });

  it("refuses the other side's actions as forbidden", () => {
    for (const a of ['accept', 'reject', 'ready', 'complete'] as const) {
      expect(planTransition('new', a, 'buyer')).toMatchObject({
        ok: false,
        refusal: 'forbidden',
        message: lifecycleMessages.notYourAction,
      });
    }
  });

  it('needs a reason to reject and for the chef to cancel', () => {
    expect(planTransition('new', 'reject', 'seller', '   ')).toMatchObject({
      refusal: 'reason_required',
      message: lifecycleMessages.reasonRequired,
    });
    expect(planTransition('accepted', 'cancel', 'seller')).toMatchObject({
      refusal: 'reason_required',
    });
  });

  it('refuses what the status does not allow, with words', () => {
    expect(planTransition('accepted', 'cancel', 'buyer')).toMatchObject({
      refusal: 'invalid_state',
      message: 'This order can no longer be cancelled: it is accepted.',
    });
    expect(planTransition('new', 'cancel', 'seller', 'x')).toMatchObject({
      message: lifecycleMessages.rejectInstead,
    });
    expect(planTransition('confirmed', 'cancel', 'buyer')).toMatchObject({
      message: lifecycleMessages.capturing,
    });
    expect(planTransition('new', 'ready', 'seller')).toMatchObject({ refusal: 'invalid_state' });
  });

  it('never leaves a terminal status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMINAL_STATUSES), action, role, reason, (s, a, r, why) => {
        expect(planTransition(s, a, r, why).ok).toBe(false);
      }),
    );
  });

  it('moves only to a different status, and only the rule actor may', () => {
    fc.assert(
      fc.property(status, action, role, reason, (s, a, r, why) => {
        const plan = planTransition(s, a, r, why);
        if (!plan.ok) return;
        expect(plan.to).not.toBe(s);
        expect(TRANSITIONS.some((t) => t.action === a && t.actor === r && t.from.includes(s))).toBe(
          true,
        );
      }),
    );
  });

  it('reaches every status only through the listed actor', () => {
    const seen = reachable();
    expect([...seen.keys()].sort()).toEqual(
      ['accepted', 'cancelled', 'completed', 'new', 'ready', 'rejected'].sort(),
    );
    expect([...seen.get('accepted')!]).toEqual(['seller']);
    expect([...seen.get('ready')!]).toEqual(['seller']);
    expect([...seen.get('completed')!]).toEqual(['seller']);
    expect([...seen.get('rejected')!]).toEqual(['seller']);
    expect([...seen.get('cancelled')!].sort()).toEqual(['buyer', 'seller']);
  });

  it('takes money only on accept and gives it back only after a capture', () => {
    fc.assert(
      fc.property(status, action, role, (s, a, r) => {
        const plan = planTransition(s, a, r, 'why');
        if (!plan.ok) return;
        if (plan.payment === 'capture') expect(s).toBe('new');
        if (plan.payment === 'void') expect(s).toBe('new');
        if (plan.payment === 'refund') expect(['accepted', 'ready']).toContain(s);
      }),
    );
  });
});

describe('listOf', () => {
  it('puts orders in the spec lists', () => {
    expect(listOf({ status: 'new', active: true })).toBe('new');
    for (const s of ['accepted', 'confirmed', 'payment_accepted', 'submitted', 'ready'] as const)
      expect(listOf({ status: s, active: true })).toBe('active');
    for (const s of TERMINAL_STATUSES) expect(listOf({ status: s, active: true })).toBe('archive');
    expect(listOf({ status: 'new', active: false })).toBe('archive');
  });
});

describe('allowedActions', () => {
  it("offers the chef the next steps and nothing of the buyer's", () => {
    expect(allowedActions(order(), 'seller', now)).toEqual(['accept', 'reject']);
    expect(allowedActions(order({ status: 'accepted' }), 'seller', now)).toEqual([
      'ready',
      'complete',
      'cancel',
    ]);
    expect(allowedActions(order({ status: 'ready' }), 'seller', now)).toEqual([
      'complete',
      'cancel',
    ]);
    expect(allowedActions(order({ status: 'confirmed' }), 'seller', now)).toEqual([]);
    expect(allowedActions(order({ status: 'completed' }), 'seller', now)).toEqual([]);
  });

  it('offers the buyer cancel while new, archive once finished, respond until archived', () => {
    expect(allowedActions(order(), 'buyer', now)).toEqual([
      'cancel',
      'respond',
      'change_delivery_time',
      'reorder',
    ]);
    expect(allowedActions(order({ status: 'accepted' }), 'buyer', now)).toEqual([
      'respond',
      'reorder',
    ]);
    expect(allowedActions(order({ status: 'completed' }), 'buyer', now)).toEqual([
      'archive',
      'respond',
      'reorder',
    ]);
    expect(
      allowedActions(order({ status: 'rejected', active: false, hasDishes: false }), 'buyer', now),
    ).toEqual([]);
  });

  it('lets the time change only while new and before it came', () => {
    const later = new Date(now.getTime() + 3_600_000);
    const earlier = new Date(now.getTime() - 60_000);
    expect(canChangeDeliveryTime(order({ deliveryAt: later }), now)).toBe(true);
    expect(canChangeDeliveryTime(order({ deliveryAt: earlier }), now)).toBe(false);
    expect(canChangeDeliveryTime(order({ status: 'accepted', deliveryAt: later }), now)).toBe(
      false,
    );
  });

  it('never offers a transition that planTransition would refuse', () => {
    fc.assert(
      fc.property(status, fc.boolean(), role, (s, active, r) => {
        const offered = allowedActions(order({ status: s, active }), r, now);
        for (const a of offered) {
          if (['accept', 'reject', 'ready', 'complete', 'cancel'].includes(a))
            expect(planTransition(s, a as TransitionAction, r, 'why').ok).toBe(true);
        }
      }),
    );
  });
});
