import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCampaign,
  endCampaign,
  listCampaigns,
  setCampaignActive,
} from '#contracts/endpoints/promotions';
import type { CampaignInput } from '#contracts/promotions';
import { call } from '../api';

// A chef's own campaigns in the business portal (API /business/campaigns, decision 040).

export const myCampaignsKey = ['business', 'campaigns'] as const;

export const myCampaignsQuery = () =>
  queryOptions({
    queryKey: myCampaignsKey,
    queryFn: ({ signal }) => call(listCampaigns, { signal }),
  });

function useCampaignsChanged() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: myCampaignsKey });
}

export function useCreateCampaign() {
  const changed = useCampaignsChanged();
  return useMutation({
    mutationFn: (body: CampaignInput) => call(createCampaign, { body }),
    onSuccess: changed,
  });
}

export function useSetCampaignActive() {
  const changed = useCampaignsChanged();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(setCampaignActive, { params: { id }, body: { active } }),
    onSuccess: changed,
  });
}

export function useEndCampaign() {
  const changed = useCampaignsChanged();
  return useMutation({
    mutationFn: (id: string) => call(endCampaign, { params: { id } }),
    onSuccess: changed,
  });
}
