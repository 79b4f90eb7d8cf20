import { pgEnum } from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS, ENTRY_KINDS } from '../../../domain/ledger.ts';
import { ORDER_STATUSES } from '../../../domain/order-lifecycle.ts';
import { PAYOUT_STATES } from '../../../domain/payouts.ts';

// Accounts
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', [
  'verify_email',
  'reset_password',
]);
export const deletionRequestStatusEnum = pgEnum('deletion_request_status', [
  'requested',
  'processed',
]);

// Profiles
export const profileTypeEnum = pgEnum('profile_type', ['customer', 'chef']);
export const profileStatusEnum = pgEnum('profile_status', ['public', 'hide']);
/** Chef approval. The spec only shows pending and approved; rejected exists for the admin side. */
/** Spec §1: the kind of producer; null for customers (a customer applying to cook picks it later). */
export const producerKindEnum = pgEnum('producer_kind', [
  'home_chef',
  'restaurant',
  'farmer',
  'food_truck',
]);
export const approvalStatusEnum = pgEnum('approval_status', ['pending', 'approved', 'rejected']);
/** Steps of the business onboarding wizard (spec §2), in order. */
export const onboardingStepEnum = pgEnum('onboarding_step', [
  'welcome',
  'profile',
  'finance',
  'order_settings',
  'menus',
  'go_live',
]);
/** The chef's payout (deposit) account at the payments provider. */
export const payoutStatusEnum = pgEnum('payout_status', ['pending', 'enabled', 'failed']);
/** A payout's money: recorded (not yet sent), on its way to the bank, arrived, failed or returned. */
export const payoutStateEnum = pgEnum('payout_state', PAYOUT_STATES);
/** What an admin did; each is recorded in admin_actions. */
export const adminActionEnum = pgEnum('admin_action', [
  'chef.approve',
  'chef.reject',
  'order.refund',
  'payout.retry',
  'complaint.update',
  'ticket.update',
  'account.suspend',
  'account.reinstate',
]);
/** Why a buyer holds credit (spec §9): the $25 sign-up credit, the $10 per referred chef. */
export const creditKindEnum = pgEnum('credit_kind', ['signup', 'referral']);
export const permitTypeEnum = pgEnum('permit_type', ['CFO', 'RES']);
export const cookingStatusEnum = pgEnum('cooking_status', ['idle', 'cooking']);
export const streamStatusEnum = pgEnum('stream_status', ['offline', 'live']);

// Catalog
export const dishStatusEnum = pgEnum('dish_status', ['cooking', 'available', 'sold_out']);
export const visibilityEnum = pgEnum('visibility', ['public', 'private']);

// Orders
/** The order statuses, listed once in the domain (its lifecycle table). */
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const deliveryMethodEnum = pgEnum('delivery_method', ['pickup', 'delivery']);
/** commission_15: 15% commission, no customer service fee; service_fee_15: 0% commission, 15% customer service fee. */
export const commissionStructureEnum = pgEnum('commission_structure', [
  'commission_15',
  'service_fee_15',
]);

// Payments
export const paymentIntentStatusEnum = pgEnum('payment_intent_status', [
  'requires_authorization',
  'authorized',
  'captured',
  'voided',
  'refunded',
  'failed',
]);
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

// Ledger (decision 035): the closed sets of account and entry kinds, from the domain.
export const ledgerAccountEnum = pgEnum('ledger_account', ACCOUNT_KINDS);
export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', ENTRY_KINDS);

// Reviews and social
/** order and dish: the buyer reviews the chef and the dishes; customer: the chef reviews the buyer. */
export const reviewTypeEnum = pgEnum('review_type', ['order', 'dish', 'customer']);
export const invitationStatusEnum = pgEnum('invitation_status', [
  'submit',
  'sent',
  'ignored',
  'accepted',
]);

// Messaging and notifications
export const threadTypeEnum = pgEnum('thread_type', ['direct_message']);
export const threadStatusEnum = pgEnum('thread_status', ['open', 'closed']);
export const messageStatusEnum = pgEnum('message_status', ['new', 'read']);
export const pushPlatformEnum = pgEnum('push_platform', ['web', 'ios', 'android']);

// Support
/** open: filed; in_review: an admin took it; resolved or dismissed: closed (closed_at set). */
export const complaintStatusEnum = pgEnum('complaint_status', [
  'open',
  'resolved',
  'in_review',
  'dismissed',
]);
export const complaintCategoryEnum = pgEnum('complaint_category', [
  'food_quality',
  'food_safety',
  'wrong_order',
  'late_or_missing',
  'behaviour',
  'pricing',
  'other',
]);
/** open: waiting for staff; waiting: staff answered, waiting for the person; solved. */
export const supportTicketStatusEnum = pgEnum('support_ticket_status', [
  'open',
  'waiting',
  'solved',
]);
/** What a follower is told about a chef they follow (issue 13 point 3). */
export const followerAlertKindEnum = pgEnum('follower_alert_kind', [
  'new_dish',
  'last_call',
  'live_stream',
]);
/** The local push provider's outcome per push: delivered, the subscription is gone, or failed. */
export const pushStatusEnum = pgEnum('push_status', ['sent', 'gone', 'failed']);

// Promotions and last calls
export const discountTypeEnum = pgEnum('discount_type', ['percent', 'amount']);
export const subscriptionTypeEnum = pgEnum('subscription_type', ['last_call']);

// Mail
export const mailStatusEnum = pgEnum('mail_status', ['queued', 'sent', 'failed']);
export const phoneChannelEnum = pgEnum('phone_channel', ['sms', 'voice']);
