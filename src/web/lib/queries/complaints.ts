import { queryOptions } from '@tanstack/react-query';
import type {
  AdminComplaintListQuery,
  ComplaintMessageBody,
  SuspendAccountBody,
  UpdateComplaintBody,
} from '#contracts/complaints';
import {
  addComplaintMessage,
  fileComplaint,
  getComplaintForm,
  getInboxComplaint,
  getMyComplaints,
  listInboxComplaints,
  reinstateAccount,
  suspendAccount,
  updateInboxComplaint,
} from '#contracts/endpoints/complaints';
import { call } from '../api';

// Complaints: the person's own (under ['complaints']) and the admins' inbox (under
// ['admin', 'complaints']), one key and one fetcher per resource.

export const myComplaintsKey = ['complaints'] as const;
export const inboxKey = ['admin', 'complaints'] as const;

export const myComplaintsQuery = () =>
  queryOptions({
    queryKey: [...myComplaintsKey, 'mine'],
    queryFn: ({ signal }) => call(getMyComplaints, { signal }),
  });

export const complaintFormQuery = (chefId: string) =>
  queryOptions({
    queryKey: [...myComplaintsKey, 'form', chefId],
    queryFn: ({ signal }) => call(getComplaintForm, { params: { chefId }, signal }),
  });

export const submitComplaint = (form: FormData) => call(fileComplaint, { body: form });

export const inboxQuery = (query: {
  status?: NonNullable<AdminComplaintListQuery['status']>;
  category?: NonNullable<AdminComplaintListQuery['category']>;
  page: number;
}) =>
  queryOptions({
    queryKey: [...inboxKey, 'list', query],
    queryFn: ({ signal }) => call(listInboxComplaints, { query, signal }),
  });

export const inboxComplaintQuery = (complaintId: string) =>
  queryOptions({
    queryKey: [...inboxKey, 'one', complaintId],
    queryFn: ({ signal }) => call(getInboxComplaint, { params: { complaintId }, signal }),
  });

export const changeComplaint = (complaintId: string, body: UpdateComplaintBody) =>
  call(updateInboxComplaint, { params: { complaintId }, body });

export const postComplaintMessage = (complaintId: string, body: ComplaintMessageBody) =>
  call(addComplaintMessage, { params: { complaintId }, body });

export const suspendUser = (userId: string, body: SuspendAccountBody) =>
  call(suspendAccount, { params: { userId }, body });

export const reinstateUser = (userId: string, reason?: string) =>
  call(reinstateAccount, { params: { userId }, body: reason ? { reason } : {} });
