import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { users } from '../../../db/schema/accounts.ts';
import { oauthIdentities } from '../../../db/schema/identity.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { ManualClock } from '../../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { getDevMail, listDevMail } from '../../devmail/devmail.service.ts';
import { createCustomerAccount } from '../sign-up.service.ts';

// Social sign-in against the in-process local providers (decision 057), over real HTTP: the
// server fetches the provider's discovery, token and user-info endpoints from itself, as it
// would fetch Google's, and this test plays the browser, cookie by cookie, redirect by redirect.

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

interface Cookie {
  value: string;
  path: string;
}

/** A browser: a cookie jar that honours paths, and manual redirects. */
class Browser {
  private readonly jar = new Map<string, Cookie>();
  constructor(private readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  async request(
    method: string,
    target: string,
    body?: { form?: Record<string, string>; json?: unknown },
  ): Promise<Response> {
    const url = new URL(target, this.base);
    const cookies = [...this.jar.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const headers: Record<string, string> = { origin: this.base };
    if (cookies) headers.cookie = cookies;
    let payload: string | undefined;
    if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const res = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  private store(line: string) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
    const deleted =
      !value || attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
    if (deleted) this.jar.delete(name);
    else this.jar.set(name, { value, path });
  }

  /**
   * GETs `target` and follows redirects through the API and the provider; stops at a page
   * (the consent page, or wherever the site sends the person) and returns it.
   */
  async follow(
    target: string,
    first?: { form: Record<string, string> },
  ): Promise<{ path: string; res: Response }> {
    let res = await this.request(first ? 'POST' : 'GET', target, first);
    let path = target;
    for (let hops = 0; hops < 15 && res.status >= 300 && res.status < 400; hops++) {
      const location = new URL(res.headers.get('location') ?? '', new URL(path, this.base));
      path =
        location.origin === this.base ? `${location.pathname}${location.search}` : location.href;
      if (location.origin !== this.base) break;
      if (!location.pathname.startsWith('/api/') && !location.pathname.startsWith('/dev/oidc/')) {
        return { path, res };
      }
      res = await this.request('GET', path);
    }
    return { path, res };
  }

  async json(method: string, target: string, body?: unknown) {
    const res = await this.request(method, target, body === undefined ? undefined : { json: body });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }
}

type Pick = { identity: string } | { name: string; email?: string } | 'deny';

describe('social sign-in', () => {
  let t: TestApp | null = null;
  let base = '';

  async function start(env: (base: string) => Record<string, string> = () => ({})) {
    const port = await freePort();
    base = `http://localhost:${port}`;
    t = await createTestApp({
      clock: new ManualClock(new Date()),
      env: { PUBLIC_BASE_URL: base, ...env(base) },
    });
    await t.app.listen({ port, host: 'localhost' });
    return t;
  }

  /** An account made by e-mail sign-up (not verified), password 'pepper-and-thyme-42'. */
  async function existingAccount(app: TestApp, email: string): Promise<string> {
    const passwordHash = await hashPassword('pepper-and-thyme-42');
    const user = await app.ctx.db.transaction((tx) =>
      createCustomerAccount(tx, { email, passwordHash, name: 'Casey Morgan' }, app.clock.now()),
    );
    if (!user) throw new Error('account not created');
    return user.id;
  }

  afterEach(async () => {
    await t?.close();
    t = null;
  });

  /** Starts at /start, picks on the consent page, returns where the site sends the browser. */
  async function signInWith(
    browser: Browser,
    provider: string,
    pick: Pick,
    query = '',
  ): Promise<string> {
    const consent = await browser.follow(`/api/v1/auth/oauth/${provider}/start${query}`);
    expect(consent.path).toMatch(new RegExp(`^/dev/oidc/${provider}/interaction/`));
    expect(consent.res.status).toBe(200);
    const html = await consent.res.text();
    expect(html).toContain('Deny');
    const form: Record<string, string> =
      pick === 'deny'
        ? { action: 'deny' }
        : 'identity' in pick
          ? { action: 'pick', identity: pick.identity }
          : { action: 'custom', name: pick.name, email: pick.email ?? '' };
    const done = await browser.follow(consent.path, { form });
    return done.path;
  }

  async function session(browser: Browser) {
    const { body } = await browser.json('GET', '/api/v1/auth/session');
    return (body?.user ?? null) as null | {
      id: string;
      email: string | null;
      emailVerified: boolean;
      profile: { name: string; avatarUrl: string | null; type: string };
    };
  }

  it('creates a customer profile on the first Google sign-in, and signs the same person in again', async () => {
    const app = await start();
    const browser = new Browser(base);
    expect(await signInWith(browser, 'google', { identity: 'g-ava' }, '?returnTo=/cart')).toBe(
      '/cart',
    );
    const user = await session(browser);
    expect(user).toMatchObject({
      email: 'ava.patel@gmail.example',
      emailVerified: true,
      profile: { name: 'Ava Patel', type: 'customer' },
    });
    expect(user?.profile.avatarUrl).toBe(`${base}/dev/oidc/google/avatar/g-ava.svg`);
    const accounts = await browser.json('GET', '/api/v1/auth/identities');
    expect(accounts.body).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'google', email: 'ava.patel@gmail.example' }],
    });
    // The attempt cookie is gone once used.
    expect(browser.cookie('potluck_oauth')).toBeUndefined();

    const again = new Browser(base);
    expect(await signInWith(again, 'google', { identity: 'g-ava' })).toBe('/');
    expect((await session(again))?.id).toBe(user?.id);
    const rows = await app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'ava.patel@gmail.example'));
    expect(rows).toHaveLength(1);
    // The buttons say that continuing accepts the sign-up agreement: it is recorded.
    expect(rows[0]?.agreementVersion).toBe(SIGN_UP_AGREEMENT_VERSION);
  });

  it('returns only to paths of this site', async () => {
    await start();
    const browser = new Browser(base);
    expect(
      await signInWith(browser, 'google', { identity: 'g-ava' }, '?returnTo=https://evil.example/'),
    ).toBe('/');
    const other = new Browser(base);
    expect(
      await signInWith(
        other,
        'google',
        { identity: 'g-ava' },
        `?returnTo=${encodeURIComponent('//evil.example')}`,
      ),
    ).toBe('/');
  });

  it('signs up with Facebook (verified e-mail) and with X (no e-mail at all)', async () => {
    const app = await start();
    const fb = new Browser(base);
    expect(await signInWith(fb, 'facebook', { identity: 'fb-1001' })).toBe('/');
    expect(await session(fb)).toMatchObject({
      email: 'noor.haddad@fb.example',
      emailVerified: true,
      profile: { name: 'Noor Haddad' },
    });

    const x = new Browser(base);
    expect(await signInWith(x, 'x', { identity: 'x-2001' })).toBe('/');
    const xUser = await session(x);
    expect(xUser).toMatchObject({
      email: null,
      emailVerified: false,
      profile: { name: 'Riley Quinn' },
    });
    const [identity] = await app.ctx.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, xUser?.id ?? ''));
    expect(identity).toMatchObject({ provider: 'x', subject: 'x-2001', email: null });
  });

  it('never takes an unverified e-mail as the account’s', async () => {
    await start();
    const browser = new Browser(base);
    expect(await signInWith(browser, 'google', { identity: 'g-uma' })).toBe('/');
    expect(await session(browser)).toMatchObject({
      email: null,
      profile: { name: 'Uma Unverified' },
    });
  });

  it('links a verified e-mail to its existing account only after the password proves it', async () => {
    const app = await start();
    const accountId = await existingAccount(app, 'customer@demo.potluck.local');

    const browser = new Browser(base);
    expect(await signInWith(browser, 'google', { identity: 'g-casey' }, '?returnTo=/cart')).toBe(
      '/signin?link=google&redirect=%2Fcart',
    );
    // Not signed in as that account until proven.
    expect(await session(browser)).toBeNull();
    expect(browser.cookie('potluck_link')).toBeTruthy();

    const wrong = await browser.json('POST', '/api/v1/auth/signin', {
      email: 'customer@demo.potluck.local',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    const signedIn = await browser.json('POST', '/api/v1/auth/signin', {
      email: 'customer@demo.potluck.local',
      password: 'pepper-and-thyme-42',
    });
    expect(signedIn.status).toBe(200);
    expect(browser.cookie('potluck_link')).toBeUndefined();
    const accounts = await browser.json('GET', '/api/v1/auth/identities');
    expect(accounts.body).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'google' }],
    });

    // From now on Google signs this person straight in.
    const later = new Browser(base);
    expect(await signInWith(later, 'google', { identity: 'g-casey' })).toBe('/');
    expect((await session(later))?.id).toBe(accountId);
  });

  it('links from the e-mailed link, signing in; an unverified account loses its password', async () => {
    const app = await start();
    await existingAccount(app, 'customer@demo.potluck.local');
    const owner = new Browser(base);
    const ownerSignIn = await owner.json('POST', '/api/v1/auth/signin', {
      email: 'customer@demo.potluck.local',
      password: 'pepper-and-thyme-42',
    });
    expect(ownerSignIn.status).toBe(200);
    const browser = new Browser(base);
    await signInWith(browser, 'facebook', { identity: 'fb-1002' });
    const mails = await listDevMail(app.ctx);
    const mail = mails.find((m) => m.subject === 'Connect Facebook to your Potluck account');
    expect(mail?.to).toBe('customer@demo.potluck.local');
    const text = (await getDevMail(app.ctx, mail?.id ?? '')).text;
    const token = /#link=([\w-]+)/.exec(text)?.[1] ?? '';
    expect(token).not.toBe('');

    const elsewhere = new Browser(base);
    const confirmed = await elsewhere.json('POST', '/api/v1/auth/oauth/link/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await session(elsewhere)).toMatchObject({
      email: 'customer@demo.potluck.local',
      emailVerified: true,
    });
    // The account's e-mail had never been verified: whoever chose its password is locked out.
    expect(await session(owner)).toBeNull();
    const accounts = await elsewhere.json('GET', '/api/v1/auth/identities');
    expect(accounts.body).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'facebook' }],
    });
    // The link works once.
    const reused = await new Browser(base).json('POST', '/api/v1/auth/oauth/link/confirm', {
      token,
    });
    expect(reused.status).toBe(400);
  });

  it('lands on /signin with a clear error for denied consent and for a state that is not ours', async () => {
    await start();
    const browser = new Browser(base);
    expect(await signInWith(browser, 'google', 'deny')).toBe(
      '/signin?error=denied&provider=google',
    );
    expect(await session(browser)).toBeNull();

    // A callback whose state this browser was never given (login CSRF, or a stale tab).
    const victim = new Browser(base);
    const consent = await victim.follow('/api/v1/auth/oauth/google/start');
    const redirect = await victim.request('POST', consent.path, {
      form: { action: 'pick', identity: 'g-ava' },
    });
    let location = redirect.headers.get('location') ?? '';
    for (let i = 0; i < 5 && !location.includes('/callback'); i++) {
      const r = await victim.request('GET', location);
      location = r.headers.get('location') ?? '';
    }
    const callback = new URL(location, base);
    callback.searchParams.set('state', 'forged-state');
    const forged = await victim.follow(`${callback.pathname}${callback.search}`);
    expect(forged.path).toBe('/signin?error=state&provider=google');
    // Without the attempt cookie at all (another browser).
    const stranger = await new Browser(base).follow(
      '/api/v1/auth/oauth/google/callback?code=x&state=y',
    );
    expect(stranger.path).toBe('/signin?error=state&provider=google');
    expect(await session(victim)).toBeNull();
  });

  it('counts starts and callbacks against the sign-in limit, and answers a refusal with a redirect', async () => {
    await start();
    const browser = new Browser(base);
    let last = { path: '' };
    for (let i = 0; i < 31; i++) last = await browser.follow('/api/v1/auth/oauth/x/start');
    expect(last.path).toBe('/signin?error=rate_limited&provider=x');
  });

  it('refuses a suspended account as password sign-in does', async () => {
    const app = await start();
    const first = new Browser(base);
    await signInWith(first, 'google', { identity: 'g-ava' });
    const user = await session(first);
    await app.ctx.db
      .update(users)
      .set({ suspendedAt: app.clock.now() })
      .where(eq(users.id, user?.id ?? ''));
    const again = new Browser(base);
    expect(await signInWith(again, 'google', { identity: 'g-ava' })).toBe(
      '/signin?error=suspended&provider=google',
    );
    expect(await session(again)).toBeNull();
  });

  it('says the provider is unavailable when its token endpoint or discovery does not answer', async () => {
    const closed = await freePort();
    await start((b) => ({
      OAUTH_X_CLIENT_ID: 'potluck-local-x',
      OAUTH_X_CLIENT_SECRET: 'local-secret-x',
      OAUTH_X_ISSUER: `${b}/dev/oidc/x`,
      OAUTH_X_AUTHORIZATION_URL: `${b}/dev/oidc/x/auth`,
      OAUTH_X_TOKEN_URL: `http://127.0.0.1:${closed}/token`,
      OAUTH_GOOGLE_CLIENT_ID: 'some-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'some-secret',
      OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${closed}/`,
    }));
    const browser = new Browser(base);
    expect(await signInWith(browser, 'x', { identity: 'x-2001' })).toBe(
      '/signin?error=unavailable&provider=x',
    );
    const google = await browser.follow('/api/v1/auth/oauth/google/start');
    expect(google.path).toBe('/signin?error=unavailable&provider=google');
    expect(await session(browser)).toBeNull();
  });

  it('connects and disconnects providers on the profile, never the last way to sign in, and sets a first password', async () => {
    const app = await start();
    const browser = new Browser(base);
    await signInWith(browser, 'google', { name: 'Pat Social', email: 'pat.social@gmail.example' });

    const last = await browser.json('DELETE', '/api/v1/auth/identities/google');
    expect(last.status).toBe(409);
    expect((last.body?.error as { message: string }).message).toBe(
      'This is the only way you can sign in. Set a password or connect another account before disconnecting it.',
    );

    // Connect X from /profile.
    expect(await signInWith(browser, 'x', { identity: 'x-2002' }, '?intent=link')).toBe(
      '/profile?connected=x',
    );
    // Another account cannot take the same X account.
    const other = new Browser(base);
    await signInWith(other, 'facebook', { identity: 'fb-1001' });
    expect(await signInWith(other, 'x', { identity: 'x-2002' }, '?intent=link')).toBe(
      '/profile?error=identity_taken&provider=x',
    );
    expect(await new Browser(base).follow('/api/v1/auth/oauth/x/start?intent=link')).toMatchObject({
      path: '/signin?error=sign_in_required&provider=x',
    });

    expect((await browser.json('DELETE', '/api/v1/auth/identities/google')).status).toBe(204);
    expect((await browser.json('DELETE', '/api/v1/auth/identities/x')).status).toBe(409);
    expect((await browser.json('DELETE', '/api/v1/auth/identities/facebook')).status).toBe(404);

    const weak = await browser.json('POST', '/api/v1/auth/password/set', { password: 'short' });
    expect(weak.status).toBe(400);
    const set = await browser.json('POST', '/api/v1/auth/password/set', {
      password: 'a-kitchen-garden-71',
    });
    expect(set.status).toBe(204);
    expect(
      (await browser.json('POST', '/api/v1/auth/password/set', { password: 'another-one-88-x' }))
        .status,
    ).toBe(409);
    expect((await browser.json('DELETE', '/api/v1/auth/identities/x')).status).toBe(204);
    const signIn = await new Browser(base).json('POST', '/api/v1/auth/signin', {
      email: 'pat.social@gmail.example',
      password: 'a-kitchen-garden-71',
    });
    expect(signIn.status).toBe(200);

    // A first password needs a recent sign-in.
    // An account without an e-mail cannot use a password at all.
    const noEmail = new Browser(base);
    await signInWith(noEmail, 'x', { identity: 'x-2001' });
    const pointless = await noEmail.json('POST', '/api/v1/auth/password/set', {
      password: 'a-kitchen-garden-71',
    });
    expect(pointless.status).toBe(400);
    expect((await noEmail.json('DELETE', '/api/v1/auth/identities/x')).status).toBe(409);

    const stale = new Browser(base);
    await signInWith(stale, 'google', { identity: 'g-ava' });
    (app.clock as ManualClock).advance(16 * 60_000);
    const refused = await stale.json('POST', '/api/v1/auth/password/set', {
      password: 'a-kitchen-garden-71',
    });
    expect(refused.status).toBe(403);
  });
});
