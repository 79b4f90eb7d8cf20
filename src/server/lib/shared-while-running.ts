/**
 * Calls sent together for the same key share one run: while a run for a key is under way, a
 * second call gets its promise instead of starting another. Nothing is kept after the run
 * settles, so a later call always runs afresh (this is not a cache).
 */
export function sharedWhileRunning<K, V>(run: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  return (key) => {
    const shared = running.get(key);
    if (shared) return shared;
    const started = run(key).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
