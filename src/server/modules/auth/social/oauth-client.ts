import * as oidc from 'openid-client';
import type { SocialProvider } from '#domain/social-sign-in';
import type { Config } from '../../../config.ts';
import { localClient, localIssuer } from '../../devoidc/local-oidc.ts';

/** How Potluck reaches one provider, from configuration (decision 057). */
export interface ProviderSettings {
  provider: SocialProvider;
  /** Google speaks OpenID Connect (discovery, signed ID token); Facebook and X plain OAuth 2.0. */
  kind: 'oidc' | 'oauth2';
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string | null;
  tokenUrl: string | null;
  userinfoUrl: string | null;
  scope: string;
  /** How the client secret travels to the token endpoint. */
  clientAuth: 'basic' | 'post';
  /** The in-process stand-in at /dev/oidc/<provider> (outside production, unconfigured). */
  local: boolean;
}

/** What Potluck keeps of the person the provider signed in. */
export interface ProviderProfile {
  subject: string;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  avatarUrl: string | null;
}

/** The provider's settings, or null when it is not offered (production, not configured). */
export function providerSettings(
  config: Config,
  provider: SocialProvider,
): ProviderSettings | null {
  const local = !config.isProduction;
  const base = config.publicBaseUrl;
  switch (provider) {
    case 'google': {
      if (!config.OAUTH_GOOGLE_CLIENT_ID && !local) return null;
      const useLocal = !config.OAUTH_GOOGLE_CLIENT_ID;
      const { clientId, clientSecret } = useLocal
        ? localClient('google')
        : {
            clientId: config.OAUTH_GOOGLE_CLIENT_ID ?? '',
            clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET ?? '',
          };
      return {
        provider,
        kind: 'oidc',
        clientId,
        clientSecret,
        issuer: useLocal ? localIssuer(base, 'google') : config.OAUTH_GOOGLE_ISSUER,
        authorizationUrl: null,
        tokenUrl: null,
        userinfoUrl: null,
        scope: 'openid email profile',
        clientAuth: 'basic',
        local: useLocal,
      };
    }
    case 'facebook': {
      if (!config.OAUTH_FACEBOOK_CLIENT_ID && !local) return null;
      const useLocal = !config.OAUTH_FACEBOOK_CLIENT_ID;
      const issuer = localIssuer(base, 'facebook');
      return {
        provider,
        kind: 'oauth2',
        ...(useLocal
          ? localClient('facebook')
          : {
              clientId: config.OAUTH_FACEBOOK_CLIENT_ID ?? '',
              clientSecret: config.OAUTH_FACEBOOK_CLIENT_SECRET ?? '',
            }),
        issuer: useLocal ? issuer : config.OAUTH_FACEBOOK_ISSUER,
        authorizationUrl: useLocal ? `${issuer}/auth` : config.OAUTH_FACEBOOK_AUTHORIZATION_URL,
        tokenUrl: useLocal ? `${issuer}/token` : config.OAUTH_FACEBOOK_TOKEN_URL,
        userinfoUrl: useLocal
          ? `${issuer}/me?fields=id,name,email,picture`
          : config.OAUTH_FACEBOOK_USERINFO_URL,
        scope: 'email public_profile',
        clientAuth: 'post',
        local: useLocal,
      };
    }
    case 'x': {
      if (!config.OAUTH_X_CLIENT_ID && !local) return null;
      const useLocal = !config.OAUTH_X_CLIENT_ID;
      const issuer = localIssuer(base, 'x');
      return {
        provider,
        kind: 'oauth2',
        ...(useLocal
          ? localClient('x')
          : {
              clientId: config.OAUTH_X_CLIENT_ID ?? '',
              clientSecret: config.OAUTH_X_CLIENT_SECRET ?? '',
            }),
        issuer: useLocal ? issuer : config.OAUTH_X_ISSUER,
        authorizationUrl: useLocal ? `${issuer}/auth` : config.OAUTH_X_AUTHORIZATION_URL,
        tokenUrl: useLocal ? `${issuer}/token` : config.OAUTH_X_TOKEN_URL,
        userinfoUrl: useLocal
          ? `${issuer}/2/users/me?user.fields=profile_image_url`
          : config.OAUTH_X_USERINFO_URL,
        scope: 'users.read tweet.read',
        clientAuth: 'basic',
        local: useLocal,
      };
    }
  }
}

/** A provider's servers did not answer, or answered with a server error. */
export class ProviderUnavailableError extends Error {}

// Discovery documents are fetched once per configuration and provider (not after a failure).
const discovered = new WeakMap<Config, Map<SocialProvider, Promise<oidc.Configuration>>>();

const TIMEOUT_SECONDS = 10;

/** The openid-client configuration for a provider: discovered (OIDC) or built from settings. */
export async function clientConfiguration(
  config: Config,
  settings: ProviderSettings,
): Promise<oidc.Configuration> {
  let byProvider = discovered.get(config);
  if (!byProvider) {
    byProvider = new Map();
    discovered.set(config, byProvider);
  }
  let found = byProvider.get(settings.provider);
  if (!found) {
    found = buildConfiguration(config, settings);
    const cache = byProvider;
    found.catch(() => cache.delete(settings.provider));
    byProvider.set(settings.provider, found);
  }
  return found;
}

async function buildConfiguration(
  config: Config,
  settings: ProviderSettings,
): Promise<oidc.Configuration> {
  const clientAuth =
    settings.clientAuth === 'post'
      ? oidc.ClientSecretPost(settings.clientSecret)
      : oidc.ClientSecretBasic(settings.clientSecret);
  // Plain http is only for the local stand-in and tests; production talks https only.
  const insecure = !config.isProduction;
  let configuration: oidc.Configuration;
  if (settings.kind === 'oidc') {
    try {
      configuration = await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        clientAuth,
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
      );
    } catch (err) {
      throw asProviderError(err);
    }
  } else {
    configuration = new oidc.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationUrl ?? undefined,
        token_endpoint: settings.tokenUrl ?? undefined,
      },
      settings.clientId,
      undefined,
      clientAuth,
    );
    if (insecure) oidc.allowInsecureRequests(configuration);
  }
  configuration.timeout = TIMEOUT_SECONDS;
  return configuration;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** Where to send the browser: authorization code with PKCE (S256), state and, for OIDC, nonce. */
export async function authorizationRequest(
  configuration: oidc.Configuration,
  settings: ProviderSettings,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = settings.kind === 'oidc' ? oidc.randomNonce() : null;
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: settings.scope,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  };
  if (nonce) params.nonce = nonce;
  // Real Google lets a person with several accounts choose; the stand-in always asks anyway.
  if (settings.provider === 'google' && !settings.local) params.prompt = 'select_account';
  return {
    url: oidc.buildAuthorizationUrl(configuration, params).href,
    state,
    codeVerifier,
    nonce,
  };
}

/**
 * Exchanges the code (PKCE verifier, state checked again by the library), then reads who the
 * person is: OIDC userinfo bound to the ID token's subject, or the provider's own user endpoint.
 */
export async function completeAuthorization(
  configuration: oidc.Configuration,
  settings: ProviderSettings,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string | null },
): Promise<ProviderProfile> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      ...(checks.nonce ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
  } catch (err) {
    throw asProviderError(err);
  }
  try {
    if (settings.kind === 'oidc') {
      const subject = tokens.claims()?.sub;
      if (!subject) throw new Error('the ID token has no subject');
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
      return {
        subject,
        name: stringOrNull(info.name),
        email: stringOrNull(info.email)?.toLowerCase() ?? null,
        emailVerified: info.email_verified === true,
        avatarUrl: stringOrNull(info.picture),
      };
    }
    const response = await oidc.fetchProtectedResource(
      configuration,
      tokens.access_token,
      new URL(settings.userinfoUrl ?? ''),
      'GET',
    );
    if (response.status >= 500) throw new ProviderUnavailableError(`user info ${response.status}`);
    if (!response.ok) throw new Error(`user info answered ${response.status}`);
    return profileFromUserInfo(settings.provider, await response.json());
  } catch (err) {
    throw asProviderError(err);
  }
}

/** Facebook's Graph /me and X's /2/users/me, in Potluck's terms. */
export function profileFromUserInfo(provider: SocialProvider, body: unknown): ProviderProfile {
  const obj = (body ?? {}) as Record<string, unknown>;
  if (provider === 'x') {
    const data = (obj.data ?? {}) as Record<string, unknown>;
    const subject = stringOrNull(data.id);
    if (!subject) throw new Error('X user info has no id');
    return {
      subject,
      name: stringOrNull(data.name) ?? stringOrNull(data.username),
      email: null,
      emailVerified: false,
      avatarUrl: stringOrNull(data.profile_image_url),
    };
  }
  const subject = stringOrNull(obj.id);
  if (!subject) throw new Error('Facebook user info has no id');
  const picture = ((obj.picture as { data?: { url?: unknown } } | undefined)?.data ?? {}).url;
  const email = stringOrNull(obj.email)?.toLowerCase() ?? null;
  return {
    subject,
    name: stringOrNull(obj.name),
    email,
    // Facebook returns only an address its owner has confirmed (decision 057).
    emailVerified: email !== null,
    avatarUrl: stringOrNull(picture),
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
]);

/** A network failure, a timeout or a 5xx from the provider becomes ProviderUnavailableError. */
function asProviderError(err: unknown): unknown {
  if (err instanceof ProviderUnavailableError) return err;
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    const x = e as { code?: unknown; name?: unknown; status?: unknown; cause?: unknown };
    if (typeof x.code === 'string' && NETWORK_CODES.has(x.code))
      return new ProviderUnavailableError(x.code);
    if (x.name === 'TimeoutError' || x.name === 'AbortError')
      return new ProviderUnavailableError('timeout');
    if (typeof x.status === 'number' && x.status >= 500)
      return new ProviderUnavailableError(`status ${x.status}`);
    if (e instanceof TypeError && e.message === 'fetch failed')
      return new ProviderUnavailableError('fetch failed');
    const cause = x.cause;
    e = cause instanceof Error || (cause && typeof cause === 'object') ? cause : null;
  }
  return err;
}
