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

/** A route's `lazy` for one page component, with the chunk-load timeout. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)) });
}
