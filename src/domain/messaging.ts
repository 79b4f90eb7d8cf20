// Direct messages between two people (spec §3 "Message thread", §4, §6). Pure rules shared by
// the server (which enforces them) and the web (which disables Send to match).

/** Longest message body, in characters after trimming. A chat line, not a letter. */
export const MESSAGE_BODY_MAX = 2_000;

/**
 * The body as stored: surrounding whitespace trimmed, line breaks inside kept.
 * Windows line endings become "\n" so lengths and rendering agree across platforms.
 */
export function normalizeMessageBody(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').trim();
}

/** Spec §6: "Message send disabled on empty text" (and, ours, over the maximum length). */
export function canSendMessage(raw: string): boolean {
  const body = normalizeMessageBody(raw);
  return body.length > 0 && body.length <= MESSAGE_BODY_MAX;
}

/**
 * The key of the one open direct thread between two people: both ids sorted and joined
 * with ':', so A→B and B→A find the same thread.
 */
export function directThreadKey(userA: string, userB: string): string {
  const [first, second] = [userA.toLowerCase(), userB.toLowerCase()].sort();
  return `${first}:${second}`;
}

/**
 * Spec §6: "E-mail lookup lowercases and is skipped when empty". The address to look up,
 * trimmed and lower-cased, or null when there is nothing to look up.
 */
export function lookupEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email === '' ? null : email;
}
