// Where a person is sent back to after signing in: only a path of this site. Anything else
// (another host, a protocol-relative //host, a backslash that browsers read as a slash, control
// characters, the API itself) falls back, so a sign-in link can never forward someone away.

const MAX_LENGTH = 2000;

/** A same-site path to return to after sign-in, or `fallback`. */
export function safeReturnTo(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > MAX_LENGTH) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  // Browsers treat "\" as "/" in URLs ("/\evil.example" is another host); no tabs or newlines.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, 'http://potluck.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://potluck.invalid') return fallback;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return fallback;
  if (url.pathname.startsWith('/dev/oidc/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
