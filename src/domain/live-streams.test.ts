import { describe, expect, it } from 'vitest';
import { canStream, STREAM_GRACE_SECONDS, streamLost, watchPath } from './live-streams';

describe('live streams', () => {
  it('lets only an approved chef whose account stands go live', () => {
    const chef = { approvalStatus: 'approved' as const, suspended: false, deleted: false };
    expect(canStream(chef)).toBe(true);
    expect(canStream({ ...chef, approvalStatus: 'pending' })).toBe(false);
    expect(canStream({ ...chef, approvalStatus: 'rejected' })).toBe(false);
    expect(canStream({ ...chef, suspended: true })).toBe(false);
    expect(canStream({ ...chef, deleted: true })).toBe(false);
  });

  it('counts a broadcast lost only after the grace period without a sign', () => {
    const seen = new Date('2026-11-27T18:00:00Z');
    const at = (s: number) => new Date(seen.getTime() + s * 1000);
    expect(streamLost(seen, at(STREAM_GRACE_SECONDS))).toBe(false);
    expect(streamLost(seen, at(STREAM_GRACE_SECONDS + 1))).toBe(true);
  });

  it("links to the spec's watch page of the chef, naming the broadcast", () => {
    expect(watchPath('chef-1', 'stream 2')).toBe('/watch/chef-1?stream_id=stream%202');
  });
});
