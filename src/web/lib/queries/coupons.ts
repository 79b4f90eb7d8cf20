import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createCoupon, listCoupons, setCouponActive } from '#contracts/endpoints/promotions';
import type { CouponInput } from '#contracts/promotions';
import { call } from '../api';

// A chef's own coupons in the business portal (API /business/coupons).

export const myCouponsKey = ['business', 'coupons'] as const;

export const myCouponsQuery = () =>
  queryOptions({
    queryKey: myCouponsKey,
    queryFn: ({ signal }) => call(listCoupons, { signal }),
  });

export function useCreateCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponInput) => call(createCoupon, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myCouponsKey }),
  });
}

export function useSetCouponActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(setCouponActive, { params: { id }, body: { active } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myCouponsKey }),
  });
}
