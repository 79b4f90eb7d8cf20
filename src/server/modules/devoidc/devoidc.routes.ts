import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isSocialProvider, socialProviderNames, type SocialProvider } from '#domain/social-sign-in';
import {
  claimsOf,
  createLocalOidcProviders,
  escapeHtml,
  LOCAL_OIDC_PREFIX,
  type LocalOidcProvider,
} from './local-oidc.ts';
import type { LocalIdentity } from './local-identities.ts';

export { LOCAL_OIDC_PREFIX };

const policy = { auth: 'public', cache: 'no-store' } as const;
const notFoundBody = { error: { code: 'not_found', message: 'Not found' } };

/**
 * The local social sign-in providers (outside production only; see local-oidc.ts), mounted at
 * /dev/oidc/<provider>: the protocol endpoints belong to oidc-provider, which reads its own
 * request bodies; the consent page, the avatars and Facebook's and X's user-info shapes are here.
 */
export const devOidcRoutes: FastifyPluginAsync = async (app) => {
  if (app.ctx.config.isProduction) return;
  const baseUrl = app.ctx.config.publicBaseUrl;
  let created: Promise<Map<SocialProvider, LocalOidcProvider>> | null = null;
  const providerFor = async (name: unknown): Promise<LocalOidcProvider | null> => {
    if (!isSocialProvider(name)) return null;
    created ??= createLocalOidcProviders(baseUrl);
    return (await created).get(name) ?? null;
  };

  // The consent page and the user-info shapes: small forms and GETs, parsed here.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    pages.get<{ Params: { provider: string; uid: string } }>(
      '/:provider/interaction/:uid',
      { schema: { hide: true }, config: policy },
      async (req, reply) => {
        const local = await providerFor(req.params.provider);
        if (!local) return reply.code(404).send(notFoundBody);
        let details;
        try {
          details = await local.oidc.interactionDetails(req.raw, reply.raw);
        } catch {
          return reply
            .code(400)
            .type('text/html')
            .send(
              page('Sign-in expired', '<p>This sign-in expired. Start again from Potluck.</p>'),
            );
        }
        if (details.uid !== req.params.uid) return reply.code(404).send(notFoundBody);
        return reply.type('text/html').send(consentPage(local, details.uid));
      },
    );

    pages.post<{
      Params: { provider: string; uid: string };
      Body: Record<string, string | undefined>;
    }>(
      '/:provider/interaction/:uid',
      { schema: { hide: true }, config: policy },
      async (req, reply) => {
        const local = await providerFor(req.params.provider);
        if (!local) return reply.code(404).send(notFoundBody);
        const body = req.body ?? {};
        let details;
        try {
          details = await local.oidc.interactionDetails(req.raw, reply.raw);
        } catch {
          return reply
            .code(400)
            .type('text/html')
            .send(
              page('Sign-in expired', '<p>This sign-in expired. Start again from Potluck.</p>'),
            );
        }
        if (body.action === 'deny') {
          reply.hijack();
          return local.oidc.interactionFinished(
            req.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The person did not allow access.' },
            { mergeWithLastSubmission: false },
          );
        }
        let identity: LocalIdentity | undefined;
        if (body.action === 'custom') {
          const name = (body.name ?? '').trim().slice(0, 100);
          const email = (body.email ?? '').trim().slice(0, 200) || null;
          if (!name) {
            return reply
              .code(400)
              .type('text/html')
              .send(consentPage(local, details.uid, 'Enter a name for the new person.'));
          }
          identity = local.identities.add(name, email);
        } else {
          identity = local.identities.find(body.identity ?? '');
        }
        if (!identity)
          return reply.code(400).type('text/html').send(consentPage(local, details.uid));
        const clientId = String(details.params.client_id);
        const grant = new local.oidc.Grant({ accountId: identity.id, clientId });
        grant.addOIDCScope(String(details.params.scope ?? ''));
        const grantId = await grant.save();
        reply.hijack();
        return local.oidc.interactionFinished(
          req.raw,
          reply.raw,
          { login: { accountId: identity.id }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      },
    );

    pages.get<{ Params: { provider: string; file: string } }>(
      '/:provider/avatar/:file',
      { schema: { hide: true }, config: policy },
      async (req, reply) => {
        const local = await providerFor(req.params.provider);
        const id = decodeURIComponent(req.params.file.replace(/\.svg$/, ''));
        const identity = local?.identities.find(id);
        if (!identity) return reply.code(404).send(notFoundBody);
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=3600')
          .send(avatarSvg(identity.name));
      },
    );

    // Facebook's Graph API: GET /me?fields=id,name,email,picture with the access token.
    pages.get<{ Querystring: { access_token?: string } }>(
      '/facebook/me',
      { schema: { hide: true }, config: policy },
      async (req, reply) => {
        const found = await identityForToken(await providerFor('facebook'), req);
        if (!found) {
          return reply.code(401).send({
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        const claims = claimsOf(baseUrl, 'facebook', found);
        return {
          id: found.id,
          name: found.name,
          ...(found.email ? { email: found.email } : {}),
          picture: { data: { url: claims.picture, is_silhouette: false } },
        };
      },
    );

    // X API v2: GET /2/users/me?user.fields=profile_image_url with a bearer token. No e-mail.
    pages.get('/x/2/users/me', { schema: { hide: true }, config: policy }, async (req, reply) => {
      const found = await identityForToken(await providerFor('x'), req);
      if (!found) {
        return reply.code(401).send({ title: 'Unauthorized', type: 'about:blank', status: 401 });
      }
      return {
        data: {
          id: found.id,
          name: found.name,
          username: found.username ?? found.id,
          profile_image_url: claimsOf(baseUrl, 'x', found).picture,
        },
      };
    });
  });

  // Everything else under /dev/oidc/<provider> is the protocol: handed to oidc-provider with the
  // body unread and the mount path taken off, as it expects under a prefix.
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    const handler = async (
      req: FastifyRequest<{ Params: { provider: string } }>,
      reply: FastifyReply,
    ) => {
      const local = await providerFor(req.params.provider);
      if (!local) return reply.code(404).send(notFoundBody);
      const mount = `${LOCAL_OIDC_PREFIX}/${local.name}`;
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(mount.length) || '/';
      reply.hijack();
      await local.oidc.callback()(raw, reply.raw);
    };
    protocol.route({
      method: ['GET', 'POST'],
      url: '/:provider/*',
      schema: { hide: true },
      config: policy,
      handler,
    });
  });
};

async function identityForToken(
  local: LocalOidcProvider | null,
  req: FastifyRequest,
): Promise<LocalIdentity | null> {
  if (!local) return null;
  const header = req.headers.authorization ?? '';
  const query = (req.query as { access_token?: unknown } | undefined)?.access_token;
  const value = header.startsWith('Bearer ')
    ? header.slice('Bearer '.length)
    : typeof query === 'string'
      ? query
      : '';
  if (!value) return null;
  const token = await local.oidc.AccessToken.find(value);
  if (!token?.accountId) return null;
  return local.identities.find(token.accountId) ?? null;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .note { color: #3f3f46; font-size: 0.95rem; }
  ul { list-style: none; padding: 0; }
  li { margin: 0.5rem 0; }
  button { font: inherit; padding: 0.6rem 1rem; border-radius: 8px; border: 1px solid #52525b; background: #fff; color: #18181b; cursor: pointer; width: 100%; text-align: left; }
  button.primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; text-align: center; }
  button.deny { background: #fff; color: #b91c1c; border-color: #b91c1c; text-align: center; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; border: 1px solid #52525b; border-radius: 6px; }
  fieldset { border: 1px solid #d4d4d8; border-radius: 8px; margin: 1rem 0; padding: 1rem; }
  .error { color: #b91c1c; font-weight: 600; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function describe(identity: LocalIdentity): string {
  if (identity.username) return `@${identity.username}, no e-mail shared`;
  if (!identity.email) return 'no e-mail shared';
  return identity.emailVerified ? `${identity.email}, verified` : `${identity.email}, not verified`;
}

function consentPage(local: LocalOidcProvider, uid: string, error?: string): string {
  const name = socialProviderNames[local.name];
  const action = `${LOCAL_OIDC_PREFIX}/${local.name}/interaction/${encodeURIComponent(uid)}`;
  const people = local.identities
    .presets()
    .map(
      (p) =>
        `<li><button type="submit" name="identity" value="${escapeHtml(p.id)}">Continue as ${escapeHtml(p.name)} <span class="note">(${escapeHtml(describe(p))})</span></button></li>`,
    )
    .join('');
  const emailField =
    local.name === 'x'
      ? ''
      : `<label for="email">E-mail (optional, shared as verified)</label><input id="email" name="email" type="email" autocomplete="off">`;
  return page(
    `${name} (local) — choose an account`,
    `<h1>Sign in to Potluck with ${escapeHtml(name)}</h1>
<p class="note">This is the local stand-in for ${escapeHtml(name)}, for trying Potluck without the real service. Pick who you are; Potluck receives the name, picture${local.name === 'x' ? '' : ' and e-mail'}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="action" value="pick">
<ul aria-label="Accounts">${people}</ul>
</form>
<form method="post" action="${action}">
<fieldset><legend>Someone else</legend>
<input type="hidden" name="action" value="custom">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off" required>
${emailField}
<p><button type="submit" class="primary">Continue as this person</button></p>
</fieldset>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="deny">
<button type="submit" class="deny">Deny</button>
</form>`,
  );
}

function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="hsl(${hue} 55% 40%)"/><text x="64" y="78" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}
