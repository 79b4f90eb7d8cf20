// Handle rules (spec §5): unique, case-insensitive; a user's own handle is always free to them.

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const HANDLE_PATTERN = /^[A-Za-z0-9_.]+$/;

/** Names people could mistake for the product or its staff. */
const RESERVED = new Set([
  'admin',
  'administrator',
  'api',
  'help',
  'me',
  'moderator',
  'potluck',
  'root',
  'settings',
  'staff',
  'support',
  'system',
]);

export const handleMessages = {
  tooShort: `A handle needs at least ${HANDLE_MIN} characters.`,
  tooLong: `A handle can have at most ${HANDLE_MAX} characters.`,
  badCharacters: 'Use only letters, digits, underscores and dots.',
  taken: 'Handle is taken',
  available: 'Handle is available',
} as const;

/** What a person typed, as a handle: trimmed, without a leading "@". */
export function normalizeHandle(input: string): string {
  return input.trim().replace(/^@/, '');
}

/** The first broken rule's message, or null when the handle is well-formed. */
export function handleError(handle: string): string | null {
  if (handle.length < HANDLE_MIN) return handleMessages.tooShort;
  if (handle.length > HANDLE_MAX) return handleMessages.tooLong;
  if (!HANDLE_PATTERN.test(handle)) return handleMessages.badCharacters;
  return null;
}

export function sameHandle(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && a.toLowerCase() === b.toLowerCase();
}

export function isReservedHandle(handle: string): boolean {
  return RESERVED.has(handle.toLowerCase());
}

/**
 * Whether `candidate` may be taken by a user whose current handle is `ownHandle`, given
 * the id of whoever holds it now (case-insensitively), if anyone.
 */
export function isHandleAvailable(args: {
  candidate: string;
  ownHandle: string | null | undefined;
  holderId: string | null | undefined;
  userId: string | null | undefined;
}): boolean {
  const { candidate, ownHandle, holderId, userId } = args;
  if (handleError(candidate)) return false;
  if (sameHandle(candidate, ownHandle)) return true;
  if (holderId && holderId === userId) return true;
  if (isReservedHandle(candidate)) return false;
  return !holderId;
}

/**
 * A handle to offer someone who has none yet, from their name: accents dropped, lower case,
 * runs of other characters become one underscore, cut to the maximum; a name too short (or
 * reserved) is padded with "_kitchen" so the suggestion is always well-formed. Whether it is
 * free is for the server to say.
 */
export function suggestHandle(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, HANDLE_MAX)
    .replace(/_+$/, '');
  if (base.length >= HANDLE_MIN && !isReservedHandle(base)) return base;
  return `${base}${base ? '_' : ''}kitchen`.slice(0, HANDLE_MAX);
}
