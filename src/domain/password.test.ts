import { describe, expect, it } from 'vitest';
import { checkPassword, passwordMessages } from './password';
import { commonPasswords } from './common-passwords';

describe('checkPassword', () => {
  it('accepts a long uncommon password', () => {
    expect(checkPassword('correct horse battery staple', 'a@example.com')).toBeNull();
  });

  it('needs at least 8 characters', () => {
    expect(checkPassword('Ab3$xyz')).toBe('Use at least 8 characters.');
    expect(checkPassword('Ab3$xyzq')).toBeNull();
  });

  it('allows at most 128 characters', () => {
    expect(checkPassword('abcdefghijklmnop'.repeat(8))).toBeNull();
    expect(checkPassword('k'.repeat(129))).toBe(passwordMessages.tooLong);
  });

  it('refuses common passwords, whatever their case', () => {
    expect(checkPassword('password')).toBe(
      'This password is too common. Choose a less common one.',
    );
    expect(checkPassword('PassWord1')).toBe(passwordMessages.tooCommon);
    expect(checkPassword('12345678')).toBe(passwordMessages.tooCommon);
    expect(checkPassword('iloveyou')).toBe(passwordMessages.tooCommon);
  });

  it('ships a list of about a thousand common passwords, lower-cased', () => {
    expect(commonPasswords.length).toBeGreaterThanOrEqual(1000);
    expect(commonPasswords.every((p) => p === p.toLowerCase())).toBe(true);
  });

  it('refuses the e-mail address as the password', () => {
    expect(checkPassword('Someone@Example.com', 'someone@example.com')).toBe(
      passwordMessages.sameAsEmail,
    );
  });
});
