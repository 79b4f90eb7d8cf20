import { describe, expect, it } from 'vitest';
import {
  handleError,
  handleMessages,
  isHandleAvailable,
  normalizeHandle,
  sameHandle,
  suggestHandle,
} from './handle';

describe('handle rules', () => {
  it('accepts 3–30 letters, digits, underscores and dots', () => {
    for (const ok of ['abc', 'Chef_Ann', 'ann.bakes', 'a1_', 'x'.repeat(30)])
      expect(handleError(ok), ok).toBeNull();
  });

  it('refuses short, long and odd handles with a clear message', () => {
    expect(handleError('ab')).toBe(handleMessages.tooShort);
    expect(handleError('x'.repeat(31))).toBe(handleMessages.tooLong);
    for (const bad of ['ann bakes', 'ann-bakes', 'añn', 'ann@x', 'a/b'])
      expect(handleError(bad), bad).toBe(handleMessages.badCharacters);
  });

  it('normalizes typed input', () => {
    expect(normalizeHandle('  @Chef_Ann ')).toBe('Chef_Ann');
  });

  it('compares case-insensitively', () => {
    expect(sameHandle('Chef_Ann', 'chef_ann')).toBe(true);
    expect(sameHandle('chef', null)).toBe(false);
  });
});

describe('isHandleAvailable', () => {
  const me = 'user-1';
  it('is free when nobody holds it', () => {
    expect(
      isHandleAvailable({ candidate: 'newname', ownHandle: null, holderId: null, userId: me }),
    ).toBe(true);
  });
  it('is taken when someone else holds it, whatever the case', () => {
    expect(
      isHandleAvailable({ candidate: 'Taken', ownHandle: 'mine', holderId: 'user-2', userId: me }),
    ).toBe(false);
  });
  it("is free when it is the user's own handle (case-insensitive)", () => {
    expect(
      isHandleAvailable({ candidate: 'MINE', ownHandle: 'mine', holderId: me, userId: me }),
    ).toBe(true);
  });
  it('is never available when malformed or reserved', () => {
    expect(isHandleAvailable({ candidate: 'a', ownHandle: null, holderId: null, userId: me })).toBe(
      false,
    );
    expect(
      isHandleAvailable({ candidate: 'Admin', ownHandle: null, holderId: null, userId: me }),
    ).toBe(false);
    expect(
      isHandleAvailable({ candidate: 'potluck', ownHandle: null, holderId: null, userId: null }),
    ).toBe(false);
  });
});

describe('suggestHandle', () => {
  it('turns a business name into a well-formed handle', () => {
    expect(suggestHandle("Ana's Kitchen")).toBe('anas_kitchen');
    expect(suggestHandle('  Crêpes & Café — Mission  ')).toBe('crepes_cafe_mission');
    expect(suggestHandle('A very long business name that goes on and on')).toBe(
      'a_very_long_business_name_that',
    );
  });

  it('pads names too short, empty or reserved', () => {
    expect(suggestHandle('Jo')).toBe('jo_kitchen');
    expect(suggestHandle('!!!')).toBe('kitchen');
    expect(suggestHandle('Support')).toBe('support_kitchen');
    for (const name of ['Jo', '!!!', 'Support', '李小龙', "Ana's Kitchen"])
      expect(handleError(suggestHandle(name))).toBeNull();
  });
});
