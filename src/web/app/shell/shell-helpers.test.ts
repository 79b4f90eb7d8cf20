import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';
import { SPINNER_DELAY_MS, SPINNER_MAX_MS, spinnerVisible } from './global-loading';
import { invitationPrompts, profilePrompts } from './prompts';

describe('spinnerVisible', () => {
  it('stays hidden when idle and for quick requests', () => {
    expect(spinnerVisible(null, 1000)).toBe(false);
    expect(spinnerVisible(1000, 1000 + SPINNER_DELAY_MS - 1)).toBe(false);
  });
  it('shows for slow work', () => {
    expect(spinnerVisible(1000, 1000 + SPINNER_DELAY_MS)).toBe(true);
    expect(spinnerVisible(1000, 1000 + SPINNER_MAX_MS - 1)).toBe(true);
  });
  it('clears itself after 15 seconds', () => {
    expect(spinnerVisible(1000, 1000 + SPINNER_MAX_MS)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed lazy imports in each browser', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('profilePrompts', () => {
  it('asks to verify the e-mail and add an address', () => {
    expect(profilePrompts({ emailVerified: false, addressCount: 0 }).map((p) => p.message)).toEqual(
      ['Your account is not verified yet.', 'You need to add at least one address.'],
    );
  });
  it('is empty for a complete profile', () => {
    expect(profilePrompts({ emailVerified: true, addressCount: 2 })).toEqual([]);
  });
});

describe('invitationPrompts', () => {
  it('lists each new invitation with its sender and a link to answer it', () => {
    expect(
      invitationPrompts([
        { id: 'a1', sender: { name: 'Ann Lee' } },
        { id: 'b2', sender: { name: '' } },
      ]),
    ).toEqual([
      {
        id: 'invitation',
        key: 'invitation-a1',
        message: 'Ann Lee invited you to Potluck.',
        to: '/invite/accept?invitation_id=a1',
      },
      {
        id: 'invitation',
        key: 'invitation-b2',
        message: 'Someone invited you to Potluck.',
        to: '/invite/accept?invitation_id=b2',
      },
    ]);
  });
});
