/**
 * Which Host and Origin headers are ours (docs/decisions/020-origin-and-host-check.md).
 * The configured public origin (PUBLIC_BASE_URL) is the one truth: the request's own Host
 * header proves nothing, since a DNS-rebinding page controls it.
 */
export interface OriginPolicy {
  /** The Host header (with port, as sent; X-Forwarded-Host when TRUST_PROXY) is ours. */
  hostAllowed(host: string | undefined): boolean;
  /** The Host header is the public host itself (not merely a loopback name for this machine). */
  isPublicHost(host: string | undefined): boolean;
  /** A browser's Origin header is ours. */
  originAllowed(origin: string): boolean;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostnameOf(host: string): string {
  // "[::1]:3000" → "[::1]"; "localhost:80" → "localhost"; "example.com" → "example.com".
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(host);
  return (match?.[1] ?? host).toLowerCase();
}

export function createOriginPolicy(config: {
  publicBaseUrl: string;
  isProduction: boolean;
}): OriginPolicy {
  const publicUrl = new URL(config.publicBaseUrl);
  const publicOrigin = publicUrl.origin;
  // URL drops a default port (":443" for https): accept the host with and without it.
  const defaultPort = publicUrl.protocol === 'https:' ? '443' : '80';
  const publicHosts = new Set([
    publicUrl.host.toLowerCase(),
    `${publicUrl.hostname.toLowerCase()}:${publicUrl.port || defaultPort}`,
  ]);
  return {
    hostAllowed(host) {
      if (!host) return false;
      const lower = host.toLowerCase();
      // A loopback name reaches us only from this machine: no DNS name can rebind to it,
      // so the machine's own health probes, tests (inject sends "localhost:80") and tools pass.
      return publicHosts.has(lower) || LOOPBACK_HOSTNAMES.has(hostnameOf(lower));
    },
    isPublicHost(host) {
      return Boolean(host && publicHosts.has(host.toLowerCase()));
    },
    originAllowed(origin) {
      if (origin === publicOrigin) return true;
      // Outside production the Vite dev server (http://localhost:5173) proxies /api: a page
      // served from this machine is ours. In production only the public origin is.
      if (config.isProduction) return false;
      try {
        const url = new URL(origin);
        return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname);
      } catch {
        return false;
      }
    },
  };
}
