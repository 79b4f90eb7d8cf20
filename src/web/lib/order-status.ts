import type { OrderStatus } from '#domain/order-lifecycle';

/**
 * Words and colours for the order statuses (spec §4 names them; it does not word them), shared
 * by the order screens and the calendars of the business portal and /order/list.
 */
export const orderStatusLabels: Record<OrderStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'gray.8' },
  submitted: { label: 'Submitted', color: 'blue.9' },
  confirmed: { label: 'Confirmed', color: 'blue.9' },
  accepted: { label: 'Accepted', color: 'cyan.9' },
  payment_accepted: { label: 'Paid', color: 'cyan.9' },
  rejected: { label: 'Rejected', color: 'red.9' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
  ready: { label: 'Ready', color: 'orange.9' },
  // Mantine's green.9 under white text is 4.3:1, below AA; teal.9 is 4.9:1.
  completed: { label: 'Completed', color: 'teal.9' },
};
