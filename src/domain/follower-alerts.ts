// Follower alerts (issue 13 point 3, docs/decisions/044-follower-alerts.md): a chef's followers
// hear of the chef's new dishes, last-call deals and live streams, each event once. A chef
// cannot flood them: past a daily allowance, further events are folded into one summary per
// follower per chef per day instead of each being told on its own.
import { watchPath } from './live-streams.ts';

export const FOLLOWER_ALERT_KINDS = ['new_dish', 'last_call', 'live_stream'] as const;
export type FollowerAlertKind = (typeof FOLLOWER_ALERT_KINDS)[number];

/** Events a chef's followers hear about one by one in any 24 hours; the rest are summarised. */
export const FOLLOWER_ALERTS_PER_CHEF_PER_DAY = 3;
/** The window the allowance counts over (rolling, so no time zone decides where a day ends). */
export const FOLLOWER_ALERT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How long a follower alert stays in followers' notifications: it is news, and each follower
 * reads it through their follow (decision 046), so the list looks back this far and no further.
 */
export const FOLLOWER_ALERT_SHOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** The notification type of each kind (#domain/notification-settings maps them all to followed_chefs). */
export const followerAlertNotificationType: Record<FollowerAlertKind, string> = {
  new_dish: 'follower_dish',
  last_call: 'follower_deal',
  live_stream: 'follower_live',
};
export const FOLLOWER_SUMMARY_TYPE = 'follower_summary';

/** Whether an event is summarised, given how many of the chef's events came in the window before it. */
export function isOverDailyAllowance(earlierInWindow: number): boolean {
  return earlierInWindow >= FOLLOWER_ALERTS_PER_CHEF_PER_DAY;
}

/**
 * Where the follower is sent: the dish page; for a deal the chef's page, whose cards show the
 * last-call prices; the stream's watch page (spec §2 /watch/{id}?stream_id=...).
 */
export function followerAlertLink(
  kind: FollowerAlertKind,
  subjectId: string,
  chefId: string,
): string {
  switch (kind) {
    case 'new_dish':
      return `/dish/${subjectId}`;
    case 'last_call':
      return `/chef/${chefId}`;
    case 'live_stream':
      return watchPath(chefId, subjectId);
  }
}

export function followerAlertTitle(
  kind: FollowerAlertKind,
  chefName: string,
  subject: string,
): string {
  switch (kind) {
    case 'new_dish':
      return `${chefName} has a new dish: ${subject}`;
    case 'last_call':
      return `${chefName} started a last call: ${subject}`;
    case 'live_stream':
      return `${chefName} is live now: ${subject}`;
  }
}

export function followerSummaryText(chefName: string): { title: string; body: string } {
  return {
    title: `${chefName} has more news today`,
    body: `${chefName} shared more than ${FOLLOWER_ALERTS_PER_CHEF_PER_DAY} things today. See them all on their page.`,
  };
}

/** One summary per follower, chef and UTC day: the key the notifications' unique index holds. */
export function followerSummaryKey(chefId: string, at: Date): string {
  return `follower-summary:${chefId}:${at.toISOString().slice(0, 10)}`;
}

/** The UTC day followerSummaryKey names: from its start, inclusive, to the next day's. */
export function followerSummaryDay(at: Date): { from: Date; to: Date } {
  const from = new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

export function followerAlertKey(alertId: string): string {
  return `follower-alert:${alertId}`;
}
