/** An upstream geocoding service failed or answered something we cannot use. */
export class GeocodingUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocodingUnavailableError';
  }
}

/** GET a JSON document with a timeout; failures become GeocodingUnavailableError. */
export async function getJson(
  url: URL,
  headers: Record<string, string>,
  timeoutMs = 8_000,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new GeocodingUnavailableError(`Geocoding request failed: ${(err as Error).message}`);
  }
  if (!res.ok) throw new GeocodingUnavailableError(`Geocoding service answered HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new GeocodingUnavailableError('Geocoding service answered something other than JSON');
  }
}
