import { describe, expect, it } from 'vitest';
import { firstUseModule, handoffOf, NO_HANDOFF } from './first-use';

// A field's code loads once, on first use, and again after a failed download; what the stand-in
// held is handed to the real field (decision 075).

describe('firstUseModule', () => {
  it('loads once, however often the field is reached for, and keeps the module', async () => {
    let imports = 0;
    const source = firstUseModule(async () => {
      imports += 1;
      return { Field: 'field' };
    });
    expect(source.current()).toBeNull();
    const [a, b] = await Promise.all([source.load(), source.load()]);
    await source.load();
    expect(imports).toBe(1);
    expect(a).toBe(b);
    expect(source.current()).toBe(a);
  });

  it('asks again after a download failed', async () => {
    let imports = 0;
    const source = firstUseModule(async () => {
      imports += 1;
      if (imports === 1) throw new Error('offline');
      return { Field: 'field' };
    });
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.current()).toBeNull();
    await expect(source.load()).resolves.toEqual({ Field: 'field' });
    expect(imports).toBe(2);
  });
});

describe('handoffOf', () => {
  const input = { value: 'tac', selectionStart: 3, selectionEnd: 3 };

  it("carries the stand-in's text, caret and focus", () => {
    expect(handoffOf(input, input)).toEqual({
      text: 'tac',
      focused: true,
      selectionStart: 3,
      selectionEnd: 3,
    });
  });

  it('says unfocused when the focus is elsewhere', () => {
    expect(handoffOf(input, {}).focused).toBe(false);
  });

  it('hands over nothing when there was no stand-in (the code had already arrived)', () => {
    expect(handoffOf(null, null)).toBe(NO_HANDOFF);
  });
});
