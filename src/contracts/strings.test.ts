import { describe, expect, it } from 'vitest';
import { isInvisibleOnly, nameText, text, textMessages } from './strings.ts';

describe('shared string schemas', () => {
  it('refuses a NUL anywhere in text', () => {
    expect(text().safeParse('plain').success).toBe(true);
    const result = text().safeParse('a\0b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textMessages.nul);
  });

  it('refuses names made only of invisible characters', () => {
    for (const value of ['\u200B', '\u200B\u200D ', '\u2800', '\u3164', '\uFEFF\u00AD']) {
      expect(isInvisibleOnly(value), JSON.stringify(value)).toBe(true);
      expect(nameText().safeParse(value).error?.issues[0]?.message).toBe(
        textMessages.invisibleName,
      );
    }
    // Blank names are the field's own rule; real names with a joiner are names.
    expect(nameText().safeParse('   ').success).toBe(true);
    expect(nameText().safeParse('').success).toBe(true);
    expect(nameText().safeParse('Zoë’s Kitchen').success).toBe(true);
    expect(nameText().safeParse('👩‍🍳 Mai').success).toBe(true);
  });

  it('refuses direction overrides and isolates in names', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `Chef ${String.fromCodePoint(code)}moc.live`;
      expect(nameText().safeParse(value).error?.issues[0]?.message).toBe(textMessages.bidiControl);
    }
    expect(nameText().safeParse('مطبخ سارة').success).toBe(true);
  });
});
