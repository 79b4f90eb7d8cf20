import type { AdminAction, ApprovalQueue, ApprovalSummary } from '#contracts/approvals';

export const queueLabels: Record<ApprovalQueue, string> = {
  submitted: 'Submitted',
  onboarding: 'In onboarding',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const queues: ApprovalQueue[] = ['submitted', 'onboarding', 'approved', 'rejected'];

export const isQueue = (value: string | null): value is ApprovalQueue =>
  value !== null && (queues as string[]).includes(value);

export const kindLabels: Record<NonNullable<ApprovalSummary['producerKind']>, string> = {
  home_chef: 'Home chef',
  restaurant: 'Restaurant',
  farmer: 'Farmer',
  food_truck: 'Food truck',
};

export const actionLabels: Record<AdminAction['action'], string> = {
  'chef.approve': 'Approved',
  'chef.reject': 'Rejected',
  'order.refund': 'Refunded an order',
  'payout.retry': 'Retried a payout',
  'complaint.update': 'Handled a complaint',
  'ticket.update': 'Handled a support ticket',
  'account.suspend': 'Suspended an account',
  'account.reinstate': 'Reinstated an account',
};

/** Filled badge colours dark enough for white text (axe contrast). */
export const queueColors: Record<ApprovalQueue, string> = {
  submitted: 'blue.9',
  onboarding: 'gray.8',
  approved: 'teal.9',
  rejected: 'red.9',
};

export const applicantName = (a: { businessName: string | null; name: string | null }) =>
  a.businessName ?? a.name ?? 'Unnamed applicant';
