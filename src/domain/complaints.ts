// Complaints about a chef (spec §2 /complaint/chef/{id}, §3 Complaint, §8 "complaint reference
// confirmation"; issue 13 points 4 and 6): what a person may file, how a complaint moves
// through the admins' hands, and what a suspended account may still do. Pure rules shared by
// the server and the web.

export const COMPLAINT_CATEGORIES = [
  'food_quality',
  'food_safety',
  'wrong_order',
  'late_or_missing',
  'behaviour',
  'pricing',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const complaintCategoryLabels: Record<ComplaintCategory, string> = {
  food_quality: 'Food quality',
  food_safety: 'Food safety (illness, allergens, hygiene)',
  wrong_order: 'Wrong or incomplete order',
  late_or_missing: 'Late or never arrived',
  behaviour: 'Behaviour of the chef',
  pricing: 'Pricing or charges',
  other: 'Something else',
};

/** open: filed; in_review: an admin took it; resolved or dismissed: closed. */
export const COMPLAINT_STATUSES = ['open', 'in_review', 'resolved', 'dismissed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const CLOSED_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['resolved', 'dismissed'];
export const isComplaintClosed = (status: ComplaintStatus) =>
  CLOSED_COMPLAINT_STATUSES.includes(status);

/**
 * When a complaint counts as closed after a status change: closing stamps `now`, reopening
 * clears it (the person may then not file a second open one about the same chef and order),
 * and a move between two closed statuses keeps the first closing time.
 */
export function closedAtAfter(
  status: ComplaintStatus,
  currentClosedAt: Date | null,
  now: Date,
): Date | null {
  if (!isComplaintClosed(status)) return null;
  return currentClosedAt ?? now;
}

export const COMPLAINT_CONTENT_MIN = 10;
export const COMPLAINT_CONTENT_MAX = 4000;
/** A reply travels whole in the e-mail and the notification (their body holds 2,000). */
export const COMPLAINT_REPLY_MAX = 2000;
export const COMPLAINT_PHOTOS_MAX = 4;
export const SUSPEND_REASON_MIN = 3;
export const SUSPEND_REASON_MAX = 500;

export const complaintMessages = {
  /** Spec §8 "complaint reference confirmation". */
  received: (reference: string) =>
    `Thank you. We received your complaint; your reference ID is ${reference}. We sent it to your e-mail too.`,
  alreadyOpen:
    'You already have an open complaint about this chef for this order. Add to it by replying to our e-mail, or wait until we have answered it.',
  notFound: 'We could not find that complaint.',
  chefNotFound: 'We could not find that chef.',
  notYourOrder: 'Choose one of your own orders from this chef.',
  aboutYourself: 'You cannot file a complaint about yourself.',
  contentShort: `Tell us what happened in at least ${COMPLAINT_CONTENT_MIN} characters.`,
  contentLong: `Keep it under ${COMPLAINT_CONTENT_MAX} characters.`,
  tooManyPhotos: `Add at most ${COMPLAINT_PHOTOS_MAX} photos.`,
  replyEmpty: 'Write a reply first.',
  replyLong: `Keep it under ${COMPLAINT_REPLY_MAX} characters.`,
  nothingToChange: 'Nothing to change.',
  updated: 'Complaint updated.',
  replied: 'Reply sent. The person was e-mailed and notified.',
  noteAdded: 'Internal note added.',
  identityShared: "The complainer's name was shared with the chef.",
  suspendReasonShort: `Give a reason of at least ${SUSPEND_REASON_MIN} characters.`,
  suspended: 'The account is suspended.',
  reinstated: 'The account is reinstated.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  suspendSelf: 'You cannot suspend your own account.',
  accountNotFound: 'We could not find that account.',
  ticketNotFound: 'We could not find that support request.',
  ticketNotOfAccount: 'That support request was not filed by this account.',
  /** What a suspended person sees when they try to sign in. */
  accountSuspended:
    'Your account is suspended. Contact support@potluck.example if you think this is a mistake.',
} as const;

/**
 * The reference ID shown to the person: "C-" and eight characters of Crockford's base 32 (no
 * I, L, O or U, so it reads back over the phone), from bytes the caller draws at random.
 */
export function complaintReference(randomBytes: Uint8Array): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[(randomBytes[i] ?? 0) % 32];
  return `C-${out}`;
}
