import { describe, expect, it } from 'vitest';
import { albumPhotoAlt, moveId } from './album.ts';

describe('albumPhotoAlt', () => {
  it('is the description when there is one', () => {
    expect(albumPhotoAlt({ description: '  Sunday roast  ' }, 0, 3, 'Ana')).toBe('Sunday roast');
  });

  it('falls back to the place in the album and the owner', () => {
    expect(albumPhotoAlt({ description: null }, 1, 5, 'Ana')).toBe("Photo 2 of 5 in Ana's album");
    expect(albumPhotoAlt({ description: '   ' }, 0, 1, '')).toBe('Photo 1 of 1');
  });
});

describe('moveId', () => {
  const ids = ['a', 'b', 'c'];
  it('moves one place up or down', () => {
    expect(moveId(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(ids, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at its ends and for a missing index', () => {
    expect(moveId(ids, 0, -1)).toEqual(ids);
    expect(moveId(ids, 2, 1)).toEqual(ids);
    expect(moveId(ids, 7, 1)).toEqual(ids);
  });
});
