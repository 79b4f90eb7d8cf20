import { describe, expect, it } from 'vitest';
import { LIVE_LABEL, liveStatusLine } from './live-status';

const browser = (receivingMedia: boolean) => ({ source: 'browser' as const, receivingMedia });

describe('liveStatusLine', () => {
  it('waits for the streaming app until its media is in the playlist', () => {
    expect(liveStatusLine({ source: 'rtmp', receivingMedia: false }, null).label).toBe(
      'Waiting for your streaming app…',
    );
    expect(liveStatusLine({ source: 'rtmp', receivingMedia: true }, null)).toMatchObject({
      tone: 'live',
      label: LIVE_LABEL,
    });
  });

  it('says "Connecting…" from the socket opening until viewers can see the chef', () => {
    expect(liveStatusLine(browser(false), { state: 'connecting' }).label).toBe('Connecting…');
    expect(liveStatusLine(browser(false), { state: 'sending' }).label).toBe('Connecting…');
    expect(liveStatusLine(browser(true), { state: 'sending' })).toMatchObject({
      tone: 'live',
      label: LIVE_LABEL,
    });
  });

  it('shows a dropped connection and a refusal even while the playlist still has video', () => {
    const dropped = { state: 'reconnecting' as const, attempt: 2, delayMs: 1500, reason: null };
    expect(liveStatusLine(browser(true), dropped)).toMatchObject({
      tone: 'problem',
      label: 'Reconnecting…',
      detail: 'The connection dropped. Trying again in 2 s (attempt 2).',
    });
    expect(
      liveStatusLine(browser(true), { ...dropped, reason: 'ffmpeg exited with code 1' }).detail,
    ).toBe(
      'The server stopped taking the video: ffmpeg exited with code 1. Trying again in 2 s (attempt 2).',
    );
    expect(
      liveStatusLine(browser(true), { state: 'refused', message: 'ffmpeg stopped.' }),
    ).toMatchObject({ tone: 'problem', detail: 'ffmpeg stopped.' });
  });

  it('says so when this browser is not the one sending (reloaded, another window)', () => {
    expect(liveStatusLine(browser(true), null)).toMatchObject({
      tone: 'problem',
      label: 'Not sending',
    });
    expect(liveStatusLine(browser(false), { state: 'stopped' }).label).toBe('Not sending');
  });
});
