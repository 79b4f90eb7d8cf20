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

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

/** The one HTTP client of the web app: JSON in and out, cookies, errors as ApiError. */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: Body;
    signal?: AbortSignal;
    /** Extra request headers, e.g. an Idempotency-Key. */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const isForm = init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      credentials: 'same-origin',
      headers: {
        ...(init.body && !isForm ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: isForm ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch {
    throw new ApiError(0, 'network', 'Cannot reach Potluck. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
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
  return data as T;
}
