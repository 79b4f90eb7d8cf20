import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalQueue } from '#contracts/approvals';
import {
  approveChef,
  getApproval,
  listAdminActions,
  listApprovals,
  rejectChef,
} from '#contracts/endpoints/approvals';
import { call } from '../../lib/api';

const root = ['admin', 'approvals'] as const;

export function useApprovalList(status: ApprovalQueue, page: number) {
  return useQuery({
    queryKey: [...root, 'list', status, page],
    queryFn: ({ signal }) => call(listApprovals, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApproval(chefId: string) {
  return useQuery({
    queryKey: [...root, 'detail', chefId],
    queryFn: ({ signal }) => call(getApproval, { params: { chefId }, signal }),
  });
}

export function useAdminActions(page: number) {
  return useQuery({
    queryKey: ['admin', 'actions', page],
    queryFn: ({ signal }) => call(listAdminActions, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve, or reject with a reason; every console list is stale afterwards. */
export function useDecide(chefId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve
        ? call(approveChef, { params: { chefId } })
        : call(rejectChef, { params: { chefId }, body: { reason: decision.reason } }),
    onSuccess: async (data) => {
      qc.setQueryData([...root, 'detail', chefId], { application: data.application });
      await qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
