import type { ComponentType } from 'react';

/** Spec §8: a page chunk still loading after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Rejects like a failed chunk load when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const err = new Error(`Loading chunk timed out after ${Math.round(ms / 1000)} s`);
      err.name = 'ChunkLoadError';
      reject(err);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * A route's `lazy` for one page component, with the chunk-load timeout. `prepare` runs after the
 * chunk and before the first render (a pitch page loads its texts in the chosen language there,
 * so it never renders in one language and then switches).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prepare?: (module: M) => Promise<void>,
) {
  return async () => {
    const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    if (prepare) await withTimeout(prepare(module), CHUNK_LOAD_TIMEOUT_MS);
    return { Component: pick(module) };
  };
}
