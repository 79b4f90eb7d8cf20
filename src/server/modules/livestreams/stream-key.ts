// A chef's stream key for streaming apps (RTMP). Only its hash is stored; the key is shown once
// when made or reset and compared in constant time when a streaming app connects.
// Keys are made by the streams provider (Mux makes its own; the local one: newStreamKey in
// providers/streams/local-streams.ts).
import { createHash, timingSafeEqual } from 'node:crypto';

/** The stored form of a stream key (sha256, hex). */
export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether two keys (or two hashes) are the same, in time that does not depend on where they differ. */
export function sameStreamKey(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}
