import { z } from 'zod';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_REPLY_MAX,
  COMPLAINT_STATUSES,
  complaintMessages,
  SUSPEND_REASON_MAX,
  SUSPEND_REASON_MIN,
} from '#domain/complaints';
import { text } from '#contracts/strings';

/*
 * Complaints about a chef (spec §2 /complaint/chef/{id}, §3 Complaint) and the admins' inbox
 * of them (/admin/complaints), with suspension of an account (issue 13 points 4 and 6). The
 * person who complained reads their own complaints and the admins' replies, never the internal
 * notes; the chef reads nothing of it, and learns who complained only when an admin shares it.
 */

export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES);
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);

export const complaintIdParamsSchema = z.object({ complaintId: z.uuid() });
export const complaintPhotoParamsSchema = z.object({
  complaintId: z.uuid(),
  photo: z.coerce.number().int().min(1).max(10),
});
export const complaintChefParamsSchema = z.object({ chefId: z.uuid() });
export const accountIdParamsSchema = z.object({ userId: z.uuid() });

/**
 * The fields of the multipart form POST /complaints (the photos are its files "photos"). Read
 * by the server from the form's fields, so numbers and empty values arrive as text.
 */
export const fileComplaintFieldsSchema = z.object({
  chefId: z.uuid({ message: complaintMessages.chefNotFound }),
  category: complaintCategorySchema,
  content: text()
    .trim()
    .min(COMPLAINT_CONTENT_MIN, complaintMessages.contentShort)
    .max(COMPLAINT_CONTENT_MAX, complaintMessages.contentLong),
  orderId: z
    .union([z.uuid({ message: complaintMessages.notYourOrder }), z.literal('')])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type FileComplaintFields = z.input<typeof fileComplaintFieldsSchema>;

/** A reply the person may read: from them or from staff (internal notes never leave the inbox). */
export const complaintReplySchema = z.object({
  id: z.uuid(),
  fromStaff: z.boolean(),
  body: text(),
  createdAt: text(),
});
export type ComplaintReply = z.infer<typeof complaintReplySchema>;

const partySchema = z.object({ id: z.uuid(), name: text() });

/** A complaint as the person who filed it sees it. */
export const myComplaintSchema = z.object({
  id: z.uuid(),
  referenceId: text(),
  chef: partySchema.nullable(),
  orderId: z.uuid().nullable(),
  category: complaintCategorySchema,
  content: text(),
  /** API paths of the photos (only the complainer and admins may load them). */
  photoUrls: z.array(text()),
  status: complaintStatusSchema,
  createdAt: text(),
  closedAt: text().nullable(),
  replies: z.array(complaintReplySchema),
});
export type MyComplaint = z.infer<typeof myComplaintSchema>;

export const fileComplaintResponseSchema = z.object({
  complaint: myComplaintSchema,
  message: text(),
});
export type FileComplaintResponse = z.infer<typeof fileComplaintResponseSchema>;

export const myComplaintsResponseSchema = z.object({ items: z.array(myComplaintSchema) });
export type MyComplaintsResponse = z.infer<typeof myComplaintsResponseSchema>;

/** What the form at /complaint/chef/{id} needs: the chef's name and the person's orders. */
export const complaintFormResponseSchema = z.object({
  chef: partySchema,
  orders: z.array(
    z.object({
      id: z.uuid(),
      createdAt: text(),
      status: text(),
      totalCents: z.number().int(),
      /** "2 × Lasagna, 1 × Salad": enough for the person to recognise the order. */
      summary: text(),
    }),
  ),
});
export type ComplaintFormResponse = z.infer<typeof complaintFormResponseSchema>;

// --- the admins' inbox -------------------------------------------------------------------

export const ADMIN_COMPLAINTS_PAGE_SIZE = 20;

export const adminComplaintListQuerySchema = z.object({
  status: complaintStatusSchema.optional(),
  category: complaintCategorySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminComplaintListQuery = z.input<typeof adminComplaintListQuerySchema>;

/** An account as the admins act on it (suspension), here and in the support inbox. */
export const accountSchema = z.object({
  id: z.uuid(),
  name: text(),
  email: text().nullable(),
  type: text().nullable(),
  suspendedAt: text().nullable(),
  suspendedReason: text().nullable(),
});
export type ComplaintAccount = z.infer<typeof accountSchema>;

export const adminComplaintSummarySchema = z.object({
  id: z.uuid(),
  referenceId: text(),
  category: complaintCategorySchema,
  status: complaintStatusSchema,
  excerpt: text(),
  complainerName: text().nullable(),
  chefName: text().nullable(),
  assignedAdminName: text().nullable(),
  assignedToMe: z.boolean(),
  createdAt: text(),
});
export type AdminComplaintSummary = z.infer<typeof adminComplaintSummarySchema>;

export const complaintCountsSchema = z.object({
  open: z.number().int(),
  in_review: z.number().int(),
  resolved: z.number().int(),
  dismissed: z.number().int(),
});

export const adminComplaintListResponseSchema = z.object({
  items: z.array(adminComplaintSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** By status, within the chosen category (all categories when none). */
  counts: complaintCountsSchema,
});
export type AdminComplaintListResponse = z.infer<typeof adminComplaintListResponseSchema>;

export const adminComplaintMessageSchema = z.object({
  id: z.uuid(),
  fromStaff: z.boolean(),
  internal: z.boolean(),
  authorName: text().nullable(),
  body: text(),
  createdAt: text(),
});

export const adminComplaintSchema = z.object({
  id: z.uuid(),
  referenceId: text(),
  category: complaintCategorySchema,
  status: complaintStatusSchema,
  content: text(),
  photoUrls: z.array(text()),
  identityShared: z.boolean(),
  assignedAdmin: z.object({ id: z.uuid(), name: text() }).nullable(),
  assignedToMe: z.boolean(),
  complainer: accountSchema.nullable(),
  chef: accountSchema.nullable(),
  orderId: z.uuid().nullable(),
  createdAt: text(),
  closedAt: text().nullable(),
  messages: z.array(adminComplaintMessageSchema),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

export const adminComplaintResponseSchema = z.object({
  complaint: adminComplaintSchema,
  message: text().optional(),
});
export type AdminComplaintResponse = z.infer<typeof adminComplaintResponseSchema>;

/** One admin change: take it, move its status, share the complainer's name (never unshare). */
export const updateComplaintBodySchema = z.object({
  status: complaintStatusSchema.optional(),
  assignToMe: z.literal(true).optional(),
  shareIdentity: z.literal(true).optional(),
});
export type UpdateComplaintBody = z.infer<typeof updateComplaintBodySchema>;

/** A reply to the person, or an internal note for the admins only. */
export const complaintMessageBodySchema = z.object({
  body: text()
    .trim()
    .min(1, complaintMessages.replyEmpty)
    .max(COMPLAINT_REPLY_MAX, complaintMessages.replyLong),
  internal: z.boolean().default(false),
});
export type ComplaintMessageBody = z.input<typeof complaintMessageBodySchema>;

export const suspendAccountBodySchema = z.object({
  reason: text()
    .trim()
    .min(SUSPEND_REASON_MIN, complaintMessages.suspendReasonShort)
    .max(SUSPEND_REASON_MAX),
  /** The complaint it was decided from, recorded with the admin action. */
  complaintId: z.uuid().optional(),
  /** The support request it was decided from (one of the account's own), recorded likewise. */
  ticketId: z.uuid({ message: complaintMessages.ticketNotFound }).optional(),
});
export type SuspendAccountBody = z.infer<typeof suspendAccountBodySchema>;

export const reinstateAccountBodySchema = z.object({
  reason: text().trim().max(SUSPEND_REASON_MAX).optional(),
});

export const accountStatusResponseSchema = z.object({
  account: accountSchema,
  /** Orders cancelled with the suspension (their holds released or payments refunded). */
  cancelledOrders: z.number().int(),
  message: text(),
});
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;
