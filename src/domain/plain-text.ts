// What people typed, made safe for plain-text channels (notification titles, e-mails, texts):
// the same flattening wherever a person's words leave the app.

/** Plain text: no control characters, no runs of blank space, bounded length. */
export function plainText(value: string, max: number, oneLine = false): string {
  // eslint-disable-next-line no-control-regex
  let text = value.replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E]/g, '');
  text = oneLine
    ? text.replace(/\s+/g, ' ')
    : text.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n');
  text = text.trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
