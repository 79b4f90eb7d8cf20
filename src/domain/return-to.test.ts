import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnTo('/cart')).toBe('/cart');
    expect(safeReturnTo('/dishes/42?tab=reviews#top')).toBe('/dishes/42?tab=reviews#top');
  });

  it('falls back for nothing at all', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(undefined, '/profile')).toBe('/profile');
    expect(safeReturnTo('')).toBe('/');
  });

  it('refuses other hosts in every spelling', () => {
    for (const target of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeReturnTo(target), target).toBe('/');
    }
  });

  it('refuses the API and the local sign-in provider', () => {
    expect(safeReturnTo('/api/v1/auth/signout')).toBe('/');
    expect(safeReturnTo('/dev/oidc/google/auth')).toBe('/');
  });

  it('refuses absurdly long targets', () => {
    expect(safeReturnTo(`/${'a'.repeat(2100)}`)).toBe('/');
  });
});
