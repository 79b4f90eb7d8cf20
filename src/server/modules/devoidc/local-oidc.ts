import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { socialProviders, type SocialProvider } from '#domain/social-sign-in';
import { LocalIdentityBook, type LocalIdentity } from './local-identities.ts';

/** Where the local stand-ins are mounted, beside the API: /dev/oidc/google, /dev/oidc/x … */
export const LOCAL_OIDC_PREFIX = '/dev/oidc';

/** The client every local stand-in knows: Potluck itself. */
export function localClient(provider: SocialProvider): { clientId: string; clientSecret: string } {
  return { clientId: `potluck-local-${provider}`, clientSecret: `local-secret-${provider}` };
}

export function localIssuer(publicBaseUrl: string, provider: SocialProvider): string {
  return `${publicBaseUrl}${LOCAL_OIDC_PREFIX}/${provider}`;
}

export interface LocalOidcProvider {
  name: SocialProvider;
  issuer: string;
  oidc: Provider;
  identities: LocalIdentityBook;
}

/** Facebook posts the client secret in the body; Google and X send it as HTTP Basic. */
const tokenAuthMethod: Record<SocialProvider, 'client_secret_basic' | 'client_secret_post'> = {
  google: 'client_secret_basic',
  facebook: 'client_secret_post',
  x: 'client_secret_basic',
};

/**
 * Outside production, each social provider has a stand-in here: a real OpenID Connect / OAuth 2.0
 * authorization server (panva's oidc-provider: authorization code, PKCE, state, signed ID
 * tokens, userinfo) whose consent page lets the tester pick who to be, or deny. Google's speaks
 * OpenID Connect with discovery; Facebook's and X's answer their own user-info shapes (see
 * devoidc.routes.ts), as the real services do. Keys and grants live in memory.
 */
export async function createLocalOidcProviders(
  publicBaseUrl: string,
): Promise<Map<SocialProvider, LocalOidcProvider>> {
  // oidc-provider is loaded only here (never in production, where no route mounts it).
  const { default: ProviderClass, interactionPolicy } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'local' };
  const cookieKeys = [randomBytes(32).toString('hex')];

  const providers = new Map<SocialProvider, LocalOidcProvider>();
  for (const name of socialProviders) {
    const issuer = localIssuer(publicBaseUrl, name);
    const identities = new LocalIdentityBook(name);
    const { clientId, clientSecret } = localClient(name);

    // The tester picks an identity on every sign-in, as "choose an account" pages do.
    const policy = interactionPolicy.base();
    policy
      .get('login')
      ?.checks.add(
        new interactionPolicy.Check('pick_identity', 'the tester picks who to be', (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
        ),
      );

    const configuration: Configuration = {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [`${publicBaseUrl}/api/v1/auth/oauth/${name}/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: tokenAuthMethod[name],
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: cookieKeys },
      pkce: { required: () => true },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'picture', 'preferred_username'],
      },
      scopes: ['openid', 'email', 'profile', 'public_profile', 'users.read', 'tweet.read'],
      features: {
        devInteractions: { enabled: false },
        userinfo: { enabled: true },
      },
      interactions: {
        policy,
        url: (_ctx: KoaContextWithOIDC, interaction) =>
          `${LOCAL_OIDC_PREFIX}/${name}/interaction/${interaction.uid}`,
      },
      findAccount: (_ctx, sub) => {
        const identity = identities.find(sub);
        if (!identity) return undefined;
        return {
          accountId: identity.id,
          claims: () => claimsOf(publicBaseUrl, name, identity),
        };
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
      renderError: (ctx, out) => {
        ctx.type = 'html';
        ctx.body = `<!doctype html><html lang="en"><head><title>Local sign-in error</title></head><body><main><h1>Local sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p></main></body></html>`;
      },
    };
    const oidc = new ProviderClass(issuer, configuration);
    providers.set(name, { name, issuer, oidc, identities });
  }
  return providers;
}

export function claimsOf(publicBaseUrl: string, provider: SocialProvider, identity: LocalIdentity) {
  return {
    sub: identity.id,
    name: identity.name,
    picture: `${publicBaseUrl}${LOCAL_OIDC_PREFIX}/${provider}/avatar/${encodeURIComponent(identity.id)}.svg`,
    ...(identity.username ? { preferred_username: identity.username } : {}),
    ...(identity.email ? { email: identity.email, email_verified: identity.emailVerified } : {}),
  };
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
