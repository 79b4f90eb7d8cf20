import type { OrderSummary } from '#contracts/orders';

/** Words and colours for the order statuses (spec §4 names them; it does not word them). */
export const orderStatusLabels: Record<OrderSummary['status'], { label: string; color: string }> = {
  new: { label: 'New', color: 'gray.8' },
  submitted: { label: 'Submitted', color: 'blue.9' },
  confirmed: { label: 'Confirmed', color: 'blue.9' },
  accepted: { label: 'Accepted', color: 'teal.9' },
  payment_accepted: { label: 'Paid', color: 'teal.9' },
  rejected: { label: 'Rejected', color: 'red.9' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
  ready: { label: 'Ready', color: 'orange.9' },
  completed: { label: 'Completed', color: 'green.9' },
};

export const paymentStatusLabels: Record<string, string> = {
  requires_authorization: 'Waiting for authorisation',
  authorized: 'Authorised (charged when the chef accepts)',
  captured: 'Charged',
  voided: 'Hold released',
  refunded: 'Refunded',
  failed: 'Failed',
};

export function addressText(a: NonNullable<OrderSummary['deliveryAddress']>): string {
  return [a.address1, a.address2, a.city, a.state, a.zipcode].filter(Boolean).join(', ');
}
