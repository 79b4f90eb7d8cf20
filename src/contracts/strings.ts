import { z } from 'zod';

// Every string the API reads or writes goes through these schemas (a test keeps it so), so a
// rule about text is written once: no contract may use z.string() directly.

export const textMessages = {
  nul: 'Text cannot contain a NUL character.',
  invisibleName: 'Enter a name people can see: invisible characters alone are not a name.',
  bidiControl: 'A name cannot contain characters that reverse the direction of the text.',
} as const;

/**
 * Any text. PostgreSQL cannot store a NUL (U+0000) in text, so a NUL would fail deep in a
 * query as a 500; refusing it here answers 400 at the door, for bodies, params and queries.
 */
export function text() {
  return z.string().refine((value) => !value.includes('\0'), { message: textMessages.nul });
}

// Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069) make a name display
// reversed or mixed with the text around it ("moc.live" shown as "evil.com").
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// Characters that render as nothing: format characters (zero-width space, joiners, BOM, soft
// hyphen…), Hangul fillers, the braille blank and the combining grapheme joiner.
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u2800\u3164\uFFA0]/gu;
const WHITESPACE = /\s/gu;

/** True when the text holds invisible characters and nothing else visible. */
export function isInvisibleOnly(value: string): boolean {
  const withoutSpace = value.replace(WHITESPACE, '');
  return withoutSpace.length > 0 && withoutSpace.replace(INVISIBLE, '').length === 0;
}

/**
 * A name people read (display names, business names, product, menu and modifier names): text
 * that is not invisible only and has no direction overrides. Blank names are left to the
 * field's own rule (`.trim().min(1, …)`), so its own message still shows.
 */
export function nameText() {
  return text()
    .refine((value) => !BIDI_CONTROL.test(value), { message: textMessages.bidiControl })
    .refine((value) => !isInvisibleOnly(value), { message: textMessages.invisibleName });
}
