// Live kitchen streams (issue 16; spec §1 "watch live video streams", §3 Profile stream_status
// and stream_id, §4 the live indicator). One owner for the rules every layer applies.

export const STREAM_SOURCES = ['browser', 'rtmp'] as const;
export type StreamSource = (typeof STREAM_SOURCES)[number];

export const STREAM_TITLE_MAX = 100;
/** Dishes a broadcast may feature beside the video. */
export const STREAM_FEATURED_DISHES_MAX = 6;
/** A broadcast with no sign of its source for this long has lost its connection and ends. */
export const STREAM_GRACE_SECONDS = 45;
export const CHAT_MESSAGE_MAX = 300;
/** Chat messages one person may send a minute in one broadcast. */
export const CHAT_MESSAGES_PER_MINUTE = 10;

export const liveStreamMessages = {
  notApproved: 'Only approved chefs can go live. You can stream once Potluck has approved you.',
  alreadyLive: 'You are already live. Stop that stream before starting another.',
  titleRequired: 'Give your stream a title.',
  titleTooLong: `Keep the title under ${STREAM_TITLE_MAX} characters.`,
  tooManyDishes: `Feature at most ${STREAM_FEATURED_DISHES_MAX} dishes.`,
  notYourDish: 'Feature only your own dishes.',
  notFound: 'This stream was not found.',
  ended: 'This stream has ended.',
  notLive: 'This stream is not live.',
  chatEmpty: 'Write a message first.',
  chatTooLong: `Keep chat messages under ${CHAT_MESSAGE_MAX} characters.`,
  muted: 'The chef has muted you in this chat.',
  signInToChat: 'Sign in to chat.',
} as const;

/** The facts about a chef that decide whether they may go live. */
export interface StreamerFacts {
  approvalStatus: 'pending' | 'approved' | 'rejected';
  suspended: boolean;
  deleted: boolean;
}

/** Only an approved chef whose account stands may stream. */
export function canStream(chef: StreamerFacts): boolean {
  return chef.approvalStatus === 'approved' && !chef.suspended && !chef.deleted;
}

/** Whether a live broadcast last seen at `lastSeenAt` has outlived the grace period at `now`. */
export function streamLost(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > STREAM_GRACE_SECONDS * 1000;
}

/** The watch page of a broadcast (spec §2 /watch/{id}?stream_id=…): {id} is the chef's. */
export function watchPath(chefId: string, streamId: string): string {
  return `/watch/${encodeURIComponent(chefId)}?stream_id=${encodeURIComponent(streamId)}`;
}
