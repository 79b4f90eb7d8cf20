import { describe, expect, it } from 'vitest';
import { isPendingInvitation, parseInviteEmails, sameEmail } from './invitations';

describe('parseInviteEmails', () => {
  it('splits on commas and trims', () => {
    expect(parseInviteEmails(' ann@example.com ,bob@example.org')).toMatchObject({
      valid: ['ann@example.com', 'bob@example.org'],
      invalid: [],
    });
  });

  it('accepts semicolons, spaces and line breaks from pasted lists', () => {
    expect(parseInviteEmails('a@x.io; b@x.io\nc@x.io  d@x.io').valid).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
      'd@x.io',
    ]);
  });

  it('drops duplicates ignoring case, keeping the first spelling', () => {
    expect(parseInviteEmails('Ann@Example.com, ann@example.com, ANN@EXAMPLE.COM').valid).toEqual([
      'Ann@Example.com',
    ]);
  });

  it('reports entries that are not addresses', () => {
    expect(parseInviteEmails('ann@example.com, not-an-email, @x.io, not-an-email')).toEqual({
      valid: ['ann@example.com'],
      invalid: ['not-an-email', '@x.io'],
      entries: [
        { email: 'ann@example.com', valid: true },
        { email: 'not-an-email', valid: false },
        { email: '@x.io', valid: false },
      ],
    });
  });

  it('treats empty input and stray separators as nothing', () => {
    expect(parseInviteEmails(' , ,, \n')).toEqual({ valid: [], invalid: [], entries: [] });
  });

  it('rejects addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@x.io`;
    expect(parseInviteEmails(long)).toMatchObject({ valid: [], invalid: [long] });
  });
});

describe('invitation state', () => {
  it('only sent invitations are pending', () => {
    expect(isPendingInvitation('sent')).toBe(true);
    expect(isPendingInvitation('submit')).toBe(false);
    expect(isPendingInvitation('accepted')).toBe(false);
    expect(isPendingInvitation('ignored')).toBe(false);
  });

  it('compares e-mails without case', () => {
    expect(sameEmail('Ann@Example.com', 'ann@example.COM')).toBe(true);
    expect(sameEmail('ann@example.com', 'anne@example.com')).toBe(false);
  });
});
