import { describe, expect, it } from 'vitest';
import type { CouponLookupResponse } from '#contracts/promotions';
import { couponMessages } from '#domain/coupons';
import { applyPromoCode, promoCodeMessages } from './promo-code';

const CHEF = '00000000-0000-4000-8000-00000000000c';
const PIE = '00000000-0000-4000-8000-000000000001';
const SOUP = '00000000-0000-4000-8000-000000000002';
const cart = {
  chef: { id: CHEF } as never,
  items: [{ dishId: PIE }, { dishId: SOUP }, { dishId: PIE }] as never,
};
const active = (statusCode: 200 | 414): CouponLookupResponse => ({
  status: 'active',
  statusCode,
  message: couponMessages.applied,
});
class Refused extends Error {}
const isDishRefusal = (err: unknown) => err instanceof Refused;

/** Lookups answered from `answer`, recorded in `asked`; apply records the code. */
function calls(answer: (did?: string) => CouponLookupResponse) {
  const asked: (string | undefined)[] = [];
  const applied: string[] = [];
  return {
    asked,
    applied,
    lookup: async (q: { code: string; pid: string; did?: string }) => {
      expect(q.pid).toBe(CHEF);
      asked.push(q.did);
      return answer(q.did);
    },
    apply: async (code: string) => {
      applied.push(code);
      return 'cart';
    },
  };
}

describe('applying a promo code (spec §7)', () => {
  it('applies a whole-order code after one lookup, in capitals', async () => {
    const c = calls(() => active(200));
    await expect(applyPromoCode(' spring10 ', cart, c, isDishRefusal)).resolves.toBe('cart');
    expect(c.asked).toEqual([undefined]);
    expect(c.applied).toEqual(['SPRING10']);
  });

  it('asks again per dish on 414 and applies when a dish answers 200', async () => {
    const c = calls((did) => {
      if (!did) return active(414);
      if (did === PIE) throw new Refused(couponMessages.notForTheseDishes);
      return active(200);
    });
    await applyPromoCode('SOUPDAY', cart, c, isDishRefusal);
    expect(c.asked).toEqual([undefined, PIE, SOUP]);
    expect(c.applied).toEqual(['SOUPDAY']);
  });

  it('says the code is not for these dishes when no dish is covered', async () => {
    const c = calls((did) => {
      if (!did) return active(414);
      throw new Refused(couponMessages.notForTheseDishes);
    });
    await expect(applyPromoCode('SOUPDAY', cart, c, isDishRefusal)).rejects.toThrow(
      couponMessages.notForTheseDishes,
    );
    expect(c.applied).toEqual([]);
  });

  it('passes on the server’s refusal and never asks about a code that is no code', async () => {
    const c = calls(() => {
      throw new Error(couponMessages.expired);
    });
    await expect(applyPromoCode('OLD10', cart, c, isDishRefusal)).rejects.toThrow(
      couponMessages.expired,
    );
    await expect(applyPromoCode('  ', cart, c, isDishRefusal)).rejects.toThrow(
      promoCodeMessages.enterCode,
    );
    await expect(applyPromoCode('a!', cart, c, isDishRefusal)).rejects.toThrow(
      couponMessages.codeFormat,
    );
    expect(c.asked).toEqual([undefined]);
  });
});
