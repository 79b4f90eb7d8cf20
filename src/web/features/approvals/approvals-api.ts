import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActionsResponse,
  ApprovalDecisionResponse,
  ApprovalDetailResponse,
  ApprovalListResponse,
  ApprovalQueue,
} from '#contracts/approvals';
import { api } from '../../lib/api';

const root = ['admin', 'approvals'] as const;

export function useApprovalList(status: ApprovalQueue, page: number) {
  return useQuery({
    queryKey: [...root, 'list', status, page],
    queryFn: () => api<ApprovalListResponse>(`/admin/approvals?status=${status}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useApproval(chefId: string) {
  return useQuery({
    queryKey: [...root, 'detail', chefId],
    queryFn: () => api<ApprovalDetailResponse>(`/admin/approvals/${chefId}`),
  });
}

export function useAdminActions(page: number) {
  return useQuery({
    queryKey: ['admin', 'actions', page],
    queryFn: () => api<AdminActionsResponse>(`/admin/actions?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Approve, or reject with a reason; every console list is stale afterwards. */
export function useDecide(chefId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve
        ? api<ApprovalDecisionResponse>(`/admin/approvals/${chefId}/approve`, { method: 'POST' })
        : api<ApprovalDecisionResponse>(`/admin/approvals/${chefId}/reject`, {
            body: { reason: decision.reason },
          }),
    onSuccess: async (data) => {
      qc.setQueryData([...root, 'detail', chefId], { application: data.application });
      await qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
