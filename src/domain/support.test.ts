import { describe, expect, it } from 'vitest';
import {
  normalizeSupportSubject,
  normalizeSupportText,
  statusAfterReply,
  SUPPORT_REFERENCE_PATTERN,
  supportReference,
} from './support';

describe('support tickets', () => {
  it('makes references from 8 bytes with no look-alike characters', () => {
    expect(supportReference(new Uint8Array([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('SUP-0123-WXYZ');
    // 32 wraps to 0: every byte value maps, evenly.
    expect(supportReference(new Uint8Array([32, 33, 255, 18, 21, 23, 27, 8]))).toBe(
      'SUP-01ZJ-NQV8',
    );
    const ref = supportReference(crypto.getRandomValues(new Uint8Array(8)));
    expect(ref).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(ref.slice(4)).not.toMatch(/[ILOU]/);
    expect(() => supportReference(new Uint8Array(4))).toThrow();
  });

  it('a staff reply waits for the person; the person reopens', () => {
    expect(statusAfterReply(true)).toBe('waiting');
    expect(statusAfterReply(false)).toBe('open');
  });

  it('keeps text plain and visible', () => {
    expect(normalizeSupportText(' a\r\nb\r\n\r\n\r\n\r\nc\u200B\u202E\u0000 ')).toBe('a\nb\n\nc');
    expect(normalizeSupportText('<b>bold</b>\ttab')).toBe('<b>bold</b>\ttab');
    expect(normalizeSupportSubject(' two\nlines  here ')).toBe('two lines here');
  });
});
