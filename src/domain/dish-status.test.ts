import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISH_STATUSES,
  NEW_DISH_WINDOW_DAYS,
  NEW_DISH_WINDOW_MS,
  UNLIMITED,
  canOrderFromChef,
  canSeeDish,
  dishBadges,
  hasEnoughInventory,
  isNewDish,
  isOrderable,
  isSoldOut,
  type DishStatus,
} from './dish-status';
import type { ChefVisibilityFacts } from './chef';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

const statusArb = fc.constantFrom<DishStatus>(...DISH_STATUSES);
const amountArb = fc.oneof(
  fc.constant(UNLIMITED),
  fc.constant(0),
  fc.integer({ min: -1, max: 1000 }),
);
const timeArb = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('dishBadges', () => {
  it('shows Sold out for sold_out, and for available with nothing left', () => {
    expect(
      dishBadges({ status: 'sold_out', amountLeft: 5, createdAt: daysAgo(30) }, now).soldOut,
    ).toBe(true);
    expect(
      dishBadges({ status: 'available', amountLeft: 0, createdAt: daysAgo(30) }, now).soldOut,
    ).toBe(true);
    expect(
      dishBadges({ status: 'available', amountLeft: 3, createdAt: daysAgo(30) }, now).soldOut,
    ).toBe(false);
    expect(
      dishBadges({ status: 'available', amountLeft: UNLIMITED, createdAt: daysAgo(30) }, now)
        .soldOut,
    ).toBe(false);
  });

  it('shows Cooking Now only for cooking dishes (not Sold out even with 0 left)', () => {
    const b = dishBadges({ status: 'cooking', amountLeft: 0, createdAt: daysAgo(30) }, now);
    expect(b).toEqual({ soldOut: false, isNew: false, cookingNow: true });
    expect(
      dishBadges({ status: 'available', amountLeft: 1, createdAt: daysAgo(1) }, now).cookingNow,
    ).toBe(false);
  });

  it('shows New within 7 days of creation', () => {
    expect(NEW_DISH_WINDOW_DAYS).toBe(7);
    expect(isNewDish(daysAgo(0), now)).toBe(true);
    expect(isNewDish(daysAgo(6.99), now)).toBe(true);
    expect(isNewDish(daysAgo(7), now)).toBe(false);
    expect(isNewDish(daysAgo(8), now)).toBe(false);
    expect(isNewDish(new Date(now.getTime() + DAY), now)).toBe(true);
    expect(isNewDish(new Date(Number.NaN), now)).toBe(false);
  });
});

describe('isOrderable', () => {
  it('follows spec §4', () => {
    expect(isOrderable({ status: 'available', amountLeft: 1 })).toBe(true);
    expect(isOrderable({ status: 'cooking', amountLeft: 2 })).toBe(true);
    expect(isOrderable({ status: 'available', amountLeft: UNLIMITED })).toBe(true);
    expect(isOrderable({ status: 'cooking', amountLeft: UNLIMITED })).toBe(true);
    expect(isOrderable({ status: 'available', amountLeft: 0 })).toBe(false);
    expect(isOrderable({ status: 'cooking', amountLeft: 0 })).toBe(false);
    expect(isOrderable({ status: 'available', amountLeft: -2 })).toBe(false);
    expect(isOrderable({ status: 'sold_out', amountLeft: 10 })).toBe(false);
    expect(isOrderable({ status: 'sold_out', amountLeft: UNLIMITED })).toBe(false);
  });

  it('property: Sold out and orderable are never both true', () => {
    fc.assert(
      fc.property(statusArb, amountArb, (status, amountLeft) => {
        const dish = { status, amountLeft };
        expect(isSoldOut(dish) && isOrderable(dish)).toBe(false);
      }),
    );
  });

  it('property: an available dish is exactly one of Sold out or orderable', () => {
    fc.assert(
      fc.property(amountArb, (amountLeft) => {
        const dish = { status: 'available' as const, amountLeft };
        expect(isSoldOut(dish)).toBe(!isOrderable(dish));
      }),
    );
  });

  it('property: unlimited is orderable unless sold_out', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(isOrderable({ status, amountLeft: UNLIMITED })).toBe(status !== 'sold_out');
      }),
    );
  });
});

describe('isNewDish', () => {
  it('property: monotonic in time — once not new, never new again', () => {
    fc.assert(
      fc.property(timeArb, timeArb, fc.nat({ max: 30 * DAY }), (created, t, dt) => {
        const createdAt = new Date(created);
        if (!isNewDish(createdAt, new Date(t))) {
          expect(isNewDish(createdAt, new Date(t + dt))).toBe(false);
        }
      }),
    );
  });

  it('property: new exactly when younger than the window', () => {
    fc.assert(
      fc.property(timeArb, fc.integer({ min: -10 * DAY, max: 30 * DAY }), (t, age) => {
        expect(isNewDish(new Date(t - age), new Date(t))).toBe(age < NEW_DISH_WINDOW_MS);
      }),
    );
  });
});

describe('hasEnoughInventory', () => {
  it('compares with what is left; unlimited always suffices', () => {
    expect(hasEnoughInventory(UNLIMITED, 100)).toBe(true);
    expect(hasEnoughInventory(3, 3)).toBe(true);
    expect(hasEnoughInventory(3, 4)).toBe(false);
    expect(hasEnoughInventory(0, 1)).toBe(false);
  });
});

describe('canOrderFromChef', () => {
  it('needs an approved chef whose profile is not hidden', () => {
    expect(canOrderFromChef({ approvalStatus: 'approved', profileStatus: 'public' })).toBe(true);
    expect(canOrderFromChef({ approvalStatus: 'approved', profileStatus: 'hide' })).toBe(false);
    expect(canOrderFromChef({ approvalStatus: 'pending', profileStatus: 'public' })).toBe(false);
    expect(canOrderFromChef({ approvalStatus: 'rejected', profileStatus: 'public' })).toBe(false);
    expect(canOrderFromChef({ approvalStatus: null, profileStatus: 'public' })).toBe(false);
    expect(canOrderFromChef({ approvalStatus: undefined, profileStatus: 'public' })).toBe(false);
  });
});

describe('canSeeDish', () => {
  const chef = (over: Partial<ChefVisibilityFacts> = {}): ChefVisibilityFacts => ({
    id: 'chef-1',
    approvalStatus: 'approved',
    profileStatus: 'public',
    deleted: false,
    suspended: false,
    ...over,
  });
  const shown = { visibility: 'public' } as const;
  const hidden = { visibility: 'private' } as const;

  it("shows an approved or pending chef's public dish to anyone", () => {
    for (const approvalStatus of ['approved', 'pending'] as const) {
      expect(canSeeDish(shown, chef({ approvalStatus }), null)).toBe(true);
      expect(canSeeDish(shown, chef({ approvalStatus }), 'someone')).toBe(true);
    }
  });

  it("shows a pending chef's dish that cannot be ordered", () => {
    const pending = chef({ approvalStatus: 'pending' });
    expect(canSeeDish(shown, pending, null)).toBe(true);
    expect(canOrderFromChef(pending)).toBe(false);
  });

  it('hides a private dish, a hidden profile and a rejected chef from everyone else', () => {
    for (const [dish, c] of [
      [hidden, chef()],
      [shown, chef({ profileStatus: 'hide' })],
      [shown, chef({ approvalStatus: 'rejected' })],
    ] as const) {
      expect(canSeeDish(dish, c, null)).toBe(false);
      expect(canSeeDish(dish, c, 'someone')).toBe(false);
    }
  });

  it('lets the chef see their own dishes, private, hidden or rejected', () => {
    expect(canSeeDish(hidden, chef({ profileStatus: 'hide' }), 'chef-1')).toBe(true);
    expect(canSeeDish(hidden, chef({ approvalStatus: 'rejected' }), 'chef-1')).toBe(true);
  });

  it("shows a deleted chef's dishes to nobody, not even the chef", () => {
    expect(canSeeDish(shown, chef({ deleted: true }), null)).toBe(false);
    expect(canSeeDish(shown, chef({ deleted: true }), 'chef-1')).toBe(false);
  });

  it("shows a suspended chef's dishes to nobody", () => {
    expect(canSeeDish(shown, chef({ suspended: true }), null)).toBe(false);
    expect(canSeeDish(shown, chef({ suspended: true }), 'chef-1')).toBe(false);
  });
});
