import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops control and direction characters and collapses blank space', () => {
    expect(plainText('  Hi\u0000 there\u202E\n\n\n\nbye  ', 100)).toBe('Hi there\n\nbye');
  });
  it('puts a line break and runs of spaces on one line when asked', () => {
    expect(plainText('New order\nfrom  Eve', 100, true)).toBe('New order from Eve');
  });
  it('cuts long text with an ellipsis within the limit', () => {
    expect(plainText('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
