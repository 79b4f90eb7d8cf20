export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/**
 * Splits plain text into text and http(s) links, so a message body can be shown with real
 * anchors without ever injecting its HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    // A sentence's full stop or comma is not part of the link.
    const href = match[0].replace(/[.,;:!?]+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
