import type {
  AllOptional,
  Endpoint,
  EndpointInput,
  EndpointResult,
} from '#contracts/endpoints/endpoint';
import type { ErrorCode, ErrorResponse } from '#contracts/errors';

/** An error answered by the API, carrying the message meant for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `/chefs/{id}/menus` + `{ id }` + `{ from: 0 }` → `/chefs/<id>/menus?from=0`. */
export function endpointUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Lists travel comma-separated (the contracts' query lists split them again).
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

type CallArgs<E extends Endpoint> =
  AllOptional<EndpointInput<E>> extends true
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/**
 * The one HTTP client of the web app: calls one endpoint of the API with its typed input and
 * answers its typed result. JSON in and out, cookies, errors as ApiError.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return send(endpointUrl(endpoint.path, params, query), {
    method: endpoint.method,
    body,
    signal,
    headers,
  }) as Promise<EndpointResult<E>>;
}

async function send(
  path: string,
  init: { method: string; body: unknown; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<unknown> {
  const isForm = init.body instanceof FormData;
  const hasBody = init.body !== undefined;
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method: init.method,
      credentials: 'same-origin',
      headers: {
        ...(hasBody && !isForm ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: isForm ? (init.body as FormData) : hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch {
    throw new ApiError(0, 'network', 'Cannot reach Potluck. Check your connection and try again.');
  }
  if (res.status === 204) return undefined;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data as ErrorResponse | null)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'internal',
      err?.message ?? 'Something went wrong.',
      err?.fields ?? {},
    );
  }
  return data;
}
