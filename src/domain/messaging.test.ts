import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MESSAGE_BODY_MAX,
  canSendMessage,
  directThreadKey,
  lookupEmail,
  normalizeMessageBody,
} from './messaging';

describe('normalizeMessageBody', () => {
  it('trims the ends and keeps inner line breaks', () => {
    expect(normalizeMessageBody('  Hello\r\nthere \n')).toBe('Hello\nthere');
    expect(normalizeMessageBody('\n\t ')).toBe('');
  });
});

describe('canSendMessage', () => {
  it('is false for empty or blank text (spec: send disabled on empty text)', () => {
    expect(canSendMessage('')).toBe(false);
    expect(canSendMessage('   \n ')).toBe(false);
  });

  it('allows up to the maximum after trimming, not beyond', () => {
    expect(canSendMessage(`  ${'a'.repeat(MESSAGE_BODY_MAX)}  `)).toBe(true);
    expect(canSendMessage('a'.repeat(MESSAGE_BODY_MAX + 1))).toBe(false);
  });
});

describe('directThreadKey', () => {
  it('is the same whoever starts the thread', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        expect(directThreadKey(a, b)).toBe(directThreadKey(b, a));
      }),
    );
  });

  it('joins the sorted ids with a colon', () => {
    const a = '00000000-0000-4000-8000-000000000001';
    const b = 'f0000000-0000-4000-8000-000000000001';
    expect(directThreadKey(b, a)).toBe(`${a}:${b}`);
  });
});

describe('lookupEmail', () => {
  it('lower-cases and trims the address (spec §6)', () => {
    expect(lookupEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it('is null when there is nothing to look up, so the lookup is skipped', () => {
    expect(lookupEmail('')).toBeNull();
    expect(lookupEmail(' \t\n ')).toBeNull();
  });
});
