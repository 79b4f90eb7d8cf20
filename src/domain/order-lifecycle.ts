// The order's life after submission (spec §4; issue 4 points 5 and 6): who may move an order
// from which status to which, what happens to the card hold on the way, and which actions the
// buyer and the chef are offered. Pure rules: the orders module locks the row, asks here, then
// writes; the web shows what `allowedActions` returns.
//
//   new ──accept (chef, captures)──▶ accepted ──ready (chef)──▶ ready ──complete (chef)──▶ completed
//    │                                  │  └────────────complete (chef)─────────────────────▲
//    ├──reject (chef, reason, voids)──▶ rejected
//    └──cancel (buyer, voids)─────────▶ cancelled ◀──cancel (chef, reason, refunds)── accepted | ready
//
// "confirmed" is the short step between the chef's accept and the captured payment: while the
// card is being charged nobody else may move the order (the buyer's cancel then loses cleanly).

/** Every status an order can hold (the database enum and the wire contract list the same). */
export const ORDER_STATUSES = [
  'new',
  'submitted',
  'confirmed',
  'accepted',
  'payment_accepted',
  'rejected',
  'cancelled',
  'ready',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderRole = 'buyer' | 'seller';

/** What moves the status (the body of POST /orders/:id/transitions). */
export type TransitionAction = 'accept' | 'reject' | 'ready' | 'complete' | 'cancel';

/** Everything the web may offer (the contract's orderActionSchema). */
export type OrderAction =
  TransitionAction | 'archive' | 'respond' | 'change_delivery_time' | 'reorder';

/** What happens to the buyer's card with the transition. */
export type PaymentStep = 'capture' | 'void' | 'refund' | null;

export type OrderList = 'new' | 'active' | 'archive';

export const TERMINAL_STATUSES: readonly OrderStatus[] = ['completed', 'rejected', 'cancelled'];
/** Spec §4 names the first four as active; ready food is still on its way. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  'accepted',
  'confirmed',
  'payment_accepted',
  'submitted',
  'ready',
];
/** The status an order holds while the chef's accept is charging the card. */
export const CAPTURING_STATUS: OrderStatus = 'confirmed';

export const isTerminal = (s: OrderStatus) => TERMINAL_STATUSES.includes(s);

interface Rule {
  action: TransitionAction;
  actor: OrderRole;
  from: readonly OrderStatus[];
  to: OrderStatus;
  payment: PaymentStep;
  reasonRequired: boolean;
}

/** Every allowed transition; anything not listed is refused. */
export const TRANSITIONS: readonly Rule[] = [
  {
    action: 'accept',
    actor: 'seller',
    from: ['new'],
    to: 'accepted',
    payment: 'capture',
    reasonRequired: false,
  },
  {
    action: 'reject',
    actor: 'seller',
    from: ['new'],
    to: 'rejected',
    payment: 'void',
    reasonRequired: true,
  },
  {
    action: 'ready',
    actor: 'seller',
    from: ['accepted'],
    to: 'ready',
    payment: null,
    reasonRequired: false,
  },
  {
    action: 'complete',
    actor: 'seller',
    from: ['accepted', 'ready'],
    to: 'completed',
    payment: null,
    reasonRequired: false,
  },
  {
    action: 'cancel',
    actor: 'buyer',
    from: ['new'],
    to: 'cancelled',
    payment: 'void',
    reasonRequired: false,
  },
  {
    action: 'cancel',
    actor: 'seller',
    from: ['accepted', 'ready'],
    to: 'cancelled',
    payment: 'refund',
    reasonRequired: true,
  },
];

const SELLER_ONLY: readonly TransitionAction[] = ['accept', 'reject', 'ready', 'complete'];

export const lifecycleMessages = {
  notYourAction: 'Only the chef of this order can do that.',
  reasonRequired: 'Please give a reason.',
  rejectInstead: 'This order has not been accepted yet: reject it instead.',
  capturing: 'The payment for this order is being taken. Try again in a moment.',
  archiveNotYet: 'Only completed, rejected or cancelled orders can be archived.',
  responseClosed: 'This order is archived.',
  timeClosed: 'The time can only be changed before the chef accepts the order.',
  nothingToReorder: 'None of the dishes of this order can be ordered now.',
  authorizationExpired:
    "The buyer's card authorisation has expired, so the payment cannot be taken. Reject the order; the buyer can order again.",
  paymentFailed: 'The payment could not be taken. Reject the order; the buyer can order again.',
} as const;

/** The refusal for an action that the status does not allow, in words for the person. */
export function invalidStateMessage(action: TransitionAction, status: OrderStatus): string {
  if (status === CAPTURING_STATUS) return lifecycleMessages.capturing;
  const verb: Record<TransitionAction, string> = {
    accept: 'accepted',
    reject: 'rejected',
    ready: 'marked ready',
    complete: 'completed',
    cancel: 'cancelled',
  };
  return `This order can no longer be ${verb[action]}: it is ${status.replace('_', ' ')}.`;
}

export type TransitionPlan =
  | { ok: true; to: OrderStatus; payment: PaymentStep }
  | { ok: false; refusal: 'forbidden' | 'invalid_state' | 'reason_required'; message: string };

/** Whether `role` may do `action` to an order in `status` now, and what it leads to. */
export function planTransition(
  status: OrderStatus,
  action: TransitionAction,
  role: OrderRole,
  reason?: string | null,
): TransitionPlan {
  if (role === 'buyer' && SELLER_ONLY.includes(action))
    return { ok: false, refusal: 'forbidden', message: lifecycleMessages.notYourAction };
  const rule = TRANSITIONS.find(
    (r) => r.action === action && r.actor === role && r.from.includes(status),
  );
  if (!rule) {
    const message =
      action === 'cancel' && role === 'seller' && status === 'new'
        ? lifecycleMessages.rejectInstead
        : invalidStateMessage(action, status);
    return { ok: false, refusal: 'invalid_state', message };
  }
  if (rule.reasonRequired && !(reason ?? '').trim())
    return { ok: false, refusal: 'reason_required', message: lifecycleMessages.reasonRequired };
  return { ok: true, to: rule.to, payment: rule.payment };
}

/** Which of the three lists (spec §4) an order belongs to. */
export function listOf(order: { status: OrderStatus; active: boolean }): OrderList {
  if (!order.active) return 'archive';
  if (order.status === 'new') return 'new';
  if (ACTIVE_STATUSES.includes(order.status)) return 'active';
  return 'archive';
}

export interface LifecycleOrder {
  status: OrderStatus;
  active: boolean;
  deliveryAt: Date | null;
  /** Whether any item still names its dish (a deleted dish cannot be ordered again). */
  hasDishes: boolean;
}

/** The buyer may move the time while the chef has not accepted and the time has not come. */
export function canChangeDeliveryTime(order: LifecycleOrder, now: Date): boolean {
  if (order.status !== 'new') return false;
  return order.deliveryAt === null || order.deliveryAt.getTime() > now.getTime();
}

/** The actions the viewer is offered now, in the contract's order. */
export function allowedActions(order: LifecycleOrder, role: OrderRole, now: Date): OrderAction[] {
  const actions: OrderAction[] = [];
  const can = (action: TransitionAction) =>
    TRANSITIONS.some(
      (r) => r.action === action && r.actor === role && r.from.includes(order.status),
    );
  if (role === 'seller') {
    for (const a of ['accept', 'reject', 'ready', 'complete', 'cancel'] as const)
      if (can(a)) actions.push(a);
    return actions;
  }
  if (can('cancel')) actions.push('cancel');
  if (order.active && isTerminal(order.status)) actions.push('archive');
  if (order.active) actions.push('respond');
  if (canChangeDeliveryTime(order, now)) actions.push('change_delivery_time');
  if (order.hasDishes) actions.push('reorder');
  return actions;
}
