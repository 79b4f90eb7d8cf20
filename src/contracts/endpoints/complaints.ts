import type {
  accountIdParamsSchema,
  accountStatusResponseSchema,
  adminComplaintListQuerySchema,
  adminComplaintListResponseSchema,
  adminComplaintResponseSchema,
  complaintChefParamsSchema,
  complaintFormResponseSchema,
  complaintIdParamsSchema,
  complaintMessageBodySchema,
  fileComplaintResponseSchema,
  myComplaintsResponseSchema,
  reinstateAccountBodySchema,
  suspendAccountBodySchema,
  updateComplaintBodySchema,
} from '#contracts/complaints';
import { endpoint } from './endpoint';

export const fileComplaint = endpoint<{
  body: 'multipart';
  response: typeof fileComplaintResponseSchema;
}>('POST', '/complaints');

export const getMyComplaints = endpoint<{
  response: typeof myComplaintsResponseSchema;
}>('GET', '/complaints/mine');

export const getComplaintForm = endpoint<{
  params: typeof complaintChefParamsSchema;
  response: typeof complaintFormResponseSchema;
}>('GET', '/complaints/chefs/{chefId}/form');

export const listInboxComplaints = endpoint<{
  query: typeof adminComplaintListQuerySchema;
  response: typeof adminComplaintListResponseSchema;
}>('GET', '/admin/complaints');

export const getInboxComplaint = endpoint<{
  params: typeof complaintIdParamsSchema;
  response: typeof adminComplaintResponseSchema;
}>('GET', '/admin/complaints/{complaintId}');

export const updateInboxComplaint = endpoint<{
  params: typeof complaintIdParamsSchema;
  body: typeof updateComplaintBodySchema;
  response: typeof adminComplaintResponseSchema;
}>('PATCH', '/admin/complaints/{complaintId}');

export const addComplaintMessage = endpoint<{
  params: typeof complaintIdParamsSchema;
  body: typeof complaintMessageBodySchema;
  response: typeof adminComplaintResponseSchema;
}>('POST', '/admin/complaints/{complaintId}/messages');

export const suspendAccount = endpoint<{
  params: typeof accountIdParamsSchema;
  body: typeof suspendAccountBodySchema;
  response: typeof accountStatusResponseSchema;
}>('POST', '/admin/accounts/{userId}/suspend');

export const reinstateAccount = endpoint<{
  params: typeof accountIdParamsSchema;
  body: typeof reinstateAccountBodySchema;
  response: typeof accountStatusResponseSchema;
}>('POST', '/admin/accounts/{userId}/reinstate');
