// Content the admins manage (issue 15 point 4; spec §1 home carousel and about/blog block,
// spec §2 /about, /blog, /help): the rules and words shared by the server and the web app.
import { CAROUSEL_SIZE } from './pagination';

/** The slug of the about document; every other document is a blog post. */
export const ABOUT_SLUG = 'about';
/** Carousel items the home page shows come from this tag (spec §1 "tag web"). */
export const CAROUSEL_WEB_TAG = 'web';

export const CONTENT_TITLE_MAX = 140;
export const CONTENT_BODY_MAX = 50_000;
export const CONTENT_SLUG_MAX = 80;
export const HELP_TOPIC_MAX = 60;
export const CAROUSEL_LINK_MAX = 500;
/** A help search: at most this many characters and words, and this many articles answered. */
export const HELP_QUERY_MAX = 100;
export const HELP_QUERY_WORDS_MAX = 8;
export const HELP_RESULTS_MAX = 50;
/** Newest posts the home page's blog block shows. */
export const HOME_POSTS = 3;

/** Lowercase words of letters and digits joined by single hyphens: "getting-paid-2". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentMessages = {
  slugFormat:
    'Use lowercase letters, digits and single hyphens for the address, e.g. "spring-menus".',
  slugTaken: (slug: string) => `The address "${slug}" is already used. Choose another one.`,
  slugReserved: 'The address "about" belongs to the about page. Choose another one.',
  titleRequired: 'Enter a title.',
  bodyRequired: 'Write the text.',
  topicRequired: 'Enter a topic.',
  carouselFull: `The home page shows at most ${CAROUSEL_SIZE} carousel items. Switch one off or delete it before adding or switching on another.`,
  linkInvalid:
    'Enter a path on this site starting with "/" (e.g. /dish/123) or a full https:// address.',
  imageInvalid: 'Upload the image here: only images stored on this site can be shown.',
  imageRequired: 'Upload an image for the item.',
  order: 'List every carousel item exactly once.',
  notFound: 'This content no longer exists. Reload the list.',
  saved: 'Saved.',
  published: 'Published: it shows on the site now.',
  deleted: 'Deleted.',
} as const;

/**
 * Where a carousel item may lead: a path on this site ("/dish/123", never "//host" or "/\host",
 * which browsers read as another host) or an https address. Returns the message when refused.
 */
export function carouselLinkProblem(link: string): string | null {
  const value = link.trim();
  if (value.length === 0 || value.length > CAROUSEL_LINK_MAX) return contentMessages.linkInvalid;
  // Control characters and spaces are never part of a link someone typed on purpose.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return contentMessages.linkInvalid;
  if (value.startsWith('/')) {
    return value.startsWith('//') ? contentMessages.linkInvalid : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return contentMessages.linkInvalid;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) {
    return contentMessages.linkInvalid;
  }
  return null;
}

/** True when a carousel link stays on this site (the web app routes it without reloading). */
export const isSiteLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** A slug from a title: "Getting paid, fast!" → "getting-paid-fast". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * The words of a help search, lowercased, at most HELP_QUERY_WORDS_MAX of them; each must
 * appear in an article's title or text for it to match.
 */
export function helpSearchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean);
  return [...new Set(words)].slice(0, HELP_QUERY_WORDS_MAX);
}

/**
 * A LIKE pattern that finds `word` literally: its own %, _ and \ are escaped (backslash is
 * PostgreSQL's default LIKE escape), so a search cannot become a wildcard.
 */
export function likeContaining(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A plain-text excerpt of markdown for lists: no headings, list marks, tables' rulers, emphasis or link targets. */
export function markdownExcerpt(markdown: string, max = 200): string {
  const plain = markdown
    .replace(/^\s*#{1,6}\s.*$/gm, ' ')
    // Table rulers (|---|:--|) and list markers (-, *, +, 1.) are layout, not words.
    .replace(/^\s*\|?\s*:?-{3,}[\s|:-]*$/gm, ' ')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
