import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getPushPublicKey,
  listPushDevices,
  registerPushDevice,
  removePushDevice,
} from '#contracts/endpoints/push';
import type { RegisterPushDeviceBody } from '#contracts/push';
import { call } from '../api';

// The signed-in person's browsers that get app notifications (API /push/devices).

export const pushDevicesKey = (userId: string) => ['push-devices', userId] as const;

export const pushDevicesQuery = (userId: string) =>
  queryOptions({
    queryKey: pushDevicesKey(userId),
    queryFn: ({ signal }) => call(listPushDevices, { signal }),
  });

export const fetchPushPublicKey = () => call(getPushPublicKey);

export function useRegisterPushDevice(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterPushDeviceBody) => call(registerPushDevice, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: pushDevicesKey(userId) }),
  });
}

export function useRemovePushDevice(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(removePushDevice, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: pushDevicesKey(userId) }),
  });
}
