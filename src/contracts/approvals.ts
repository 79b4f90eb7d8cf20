import { z } from 'zod';
import { text } from '#contracts/strings';
import { commissionStructureSchema, payoutAccountStatusSchema } from '#contracts/payouts';
import { permitTypeSchema } from '#contracts/profiles';

/*
 * The admin's approval console (spec §6 "Admin approval exists, not detailed"; issue 5):
 * applications by state, one application in full, approve or reject with a reason, and the
 * log of every admin decision.
 */

/** submitted: waiting for a decision; onboarding: applied, not submitted yet. */
export const approvalQueueSchema = z.enum(['submitted', 'onboarding', 'approved', 'rejected']);
export type ApprovalQueue = z.infer<typeof approvalQueueSchema>;

export const APPROVALS_PAGE_SIZE = 20;
export const ADMIN_ACTIONS_PAGE_SIZE = 30;
export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

export const approvalListQuerySchema = z.object({
  status: approvalQueueSchema.default('submitted'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

const producerKindSchema = z.enum(['home_chef', 'restaurant', 'farmer', 'food_truck']);
const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const approvalSummarySchema = z.object({
  chefId: z.uuid(),
  name: text().nullable(),
  businessName: text().nullable(),
  producerKind: producerKindSchema.nullable(),
  logoUrl: text().nullable(),
  approvalStatus: approvalStatusSchema,
  applyDate: text().nullable(),
  submittedAt: text().nullable(),
  decidedAt: text().nullable(),
  productsCount: z.number().int(),
});
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

export const approvalCountsSchema = z.object({
  submitted: z.number().int(),
  onboarding: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

export const approvalListResponseSchema = z.object({
  items: z.array(approvalSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: approvalCountsSchema,
});
export type ApprovalListResponse = z.infer<typeof approvalListResponseSchema>;

export const chefIdParamsSchema = z.object({ chefId: z.uuid() });

export const adminActionSchema = z.object({
  id: z.uuid(),
  action: z.enum([
    'chef.approve',
    'chef.reject',
    'order.refund',
    'payout.retry',
    'complaint.update',
    'ticket.update',
    'account.suspend',
    'account.reinstate',
  ]),
  createdAt: text(),
  reason: text().nullable(),
  admin: z.object({ id: z.uuid(), name: text().nullable(), email: text().nullable() }),
  /** The person acted on; null when there is none (a guest's support ticket). */
  subject: z
    .object({
      id: z.uuid(),
      name: text().nullable(),
      businessName: text().nullable(),
    })
    .nullable(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

const addressSchema = z.object({
  name: text().nullable(),
  formattedAddress: text().nullable(),
  type: text().nullable(),
});

export const approvalDetailSchema = z.object({
  chefId: z.uuid(),
  approvalStatus: approvalStatusSchema,
  /** The state the console files it under. */
  queue: approvalQueueSchema,
  /** Only a submitted, pending application can be approved or rejected. */
  canDecide: z.boolean(),
  name: text().nullable(),
  handle: text().nullable(),
  businessName: text().nullable(),
  tagline: text().nullable(),
  description: text().nullable(),
  producerKind: producerKindSchema.nullable(),
  permitType: permitTypeSchema.nullable(),
  applyDate: text().nullable(),
  submittedAt: text().nullable(),
  decidedAt: text().nullable(),
  decidedBy: text().nullable(),
  note: text().nullable(),
  contacts: z.object({
    email: text().nullable(),
    phone: text().nullable(),
    businessPhone: text().nullable(),
    businessEmail: text().nullable(),
    website: text().nullable(),
  }),
  businessHours: z
    .object({
      businessDays: z.array(z.number().int()),
      fromHour: text(),
      endHour: text(),
    })
    .nullable(),
  addresses: z.array(addressSchema),
  logoUrl: text().nullable(),
  bannerUrl: text().nullable(),
  products: z.object({ count: z.number().int(), names: z.array(text()) }),
  menusCount: z.number().int(),
  orderSettings: z
    .object({
      minimumOrderCents: z.number().int(),
      defaultLeadTimeMinutes: z.number().int(),
      callRobot: z.boolean(),
      disablePreOrder: z.boolean(),
      offersPickup: z.boolean(),
      offersDelivery: z.boolean(),
      commissionStructure: commissionStructureSchema,
    })
    .nullable(),
  payout: z.object({
    status: payoutAccountStatusSchema,
    bankName: text().nullable(),
    last4: text().nullable(),
  }),
  goLiveOptions: z.object({
    tablet: z.boolean(),
    robotCalls: z.boolean(),
    freeVideo: z.boolean(),
    marketing: z.boolean(),
  }),
  history: z.array(adminActionSchema),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

export const approvalDetailResponseSchema = z.object({ application: approvalDetailSchema });
export type ApprovalDetailResponse = z.infer<typeof approvalDetailResponseSchema>;

export const rejectBodySchema = z.object({
  reason: text()
    .trim()
    .min(REJECT_REASON_MIN, `Give a reason of at least ${REJECT_REASON_MIN} characters.`)
    .max(REJECT_REASON_MAX, `Use at most ${REJECT_REASON_MAX} characters.`),
});
export type RejectBody = z.infer<typeof rejectBodySchema>;

export const approvalDecisionResponseSchema = approvalDetailResponseSchema.extend({
  message: text(),
});
export type ApprovalDecisionResponse = z.infer<typeof approvalDecisionResponseSchema>;

export const adminActionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminActionsResponseSchema = z.object({
  items: z.array(adminActionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminActionsResponse = z.infer<typeof adminActionsResponseSchema>;

export const approvalMessages = {
  approved: 'The application was approved. The chef has been notified.',
  rejected: 'The application was rejected. The chef has been notified.',
  notFound: 'No application found for this chef.',
  alreadyApproved: 'This application has already been approved.',
  alreadyRejected: 'This application has already been rejected.',
  notSubmitted: 'This application has not been submitted for review yet.',
} as const;
