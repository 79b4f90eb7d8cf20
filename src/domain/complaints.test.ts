import { describe, expect, it } from 'vitest';
import { closedAtAfter, complaintReference, isComplaintClosed } from './complaints';

describe('closedAtAfter', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const earlier = new Date('2026-11-20T09:00:00Z');

  it('stamps the closing time when a complaint is resolved or dismissed', () => {
    expect(closedAtAfter('resolved', null, now)).toEqual(now);
    expect(closedAtAfter('dismissed', null, now)).toEqual(now);
  });

  it('keeps the first closing time between two closed statuses', () => {
    expect(closedAtAfter('dismissed', earlier, now)).toEqual(earlier);
  });

  it('clears it when the complaint is opened again or taken into review', () => {
    expect(closedAtAfter('open', earlier, now)).toBeNull();
    expect(closedAtAfter('in_review', earlier, now)).toBeNull();
  });

  it('counts only resolved and dismissed as closed', () => {
    expect(
      ['open', 'in_review', 'resolved', 'dismissed'].map((s) => isComplaintClosed(s as never)),
    ).toEqual([false, false, true, true]);
  });
});

describe('complaintReference', () => {
  it('reads C- and eight characters without I, L, O or U', () => {
    const ref = complaintReference(Uint8Array.from([0, 1, 18, 21, 24, 27, 31, 255]));
    expect(ref).toBe('C-01JNRVZZ');
    expect(ref).toMatch(/^C-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
