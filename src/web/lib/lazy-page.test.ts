import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, lazyPage, withTimeout } from './lazy-page';

describe('lazy page loading', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up with a ChunkLoadError after 120 seconds', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS);
    const assertion = expect(result).rejects.toMatchObject({ name: 'ChunkLoadError' });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time, and its own errors, through', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });

  it('resolves to the picked component', async () => {
    const Page = () => null;
    const route = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    );
    await expect(route()).resolves.toEqual({ Component: Page });
  });
});
