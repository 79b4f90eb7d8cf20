import { describe, expect, it } from 'vitest';
import {
  chooseRecorderMimeType,
  deviceChoices,
  ingestSocketUrl,
  mediaErrorMessage,
  mediaMessages,
} from './media';

describe('chooseRecorderMimeType', () => {
  it('asks for WebM with VP8 and Opus when the browser records it', () => {
    expect(chooseRecorderMimeType(() => true)).toBe('video/webm;codecs=vp8,opus');
  });

  it('falls back to another WebM, and to none when the browser records no WebM', () => {
    expect(chooseRecorderMimeType((t) => t === 'video/webm')).toBe('video/webm');
    expect(chooseRecorderMimeType(() => false)).toBeNull();
  });

  it('treats a browser that throws on the question as not recording that format', () => {
    expect(
      chooseRecorderMimeType((t) => {
        if (t.includes('vp8')) throw new Error('unknown');
        return true;
      }),
    ).toBe('video/webm;codecs=vp9,opus');
  });
});

describe('ingestSocketUrl', () => {
  it('uses ws on http and wss on https, on the page’s own host', () => {
    const path = '/api/v1/live-streams/abc/ingest';
    expect(ingestSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, path)).toBe(
      'ws://localhost:3000/api/v1/live-streams/abc/ingest',
    );
    expect(ingestSocketUrl({ protocol: 'https:', host: 'potluck.example' }, path)).toBe(
      'wss://potluck.example/api/v1/live-streams/abc/ingest',
    );
  });

  it('puts the API prefix in front of a path given below it', () => {
    expect(
      ingestSocketUrl({ protocol: 'https:', host: 'p.example' }, '/live-streams/x/ingest'),
    ).toBe('wss://p.example/api/v1/live-streams/x/ingest');
  });
});

describe('mediaErrorMessage', () => {
  const named = (name: string) => Object.assign(new Error('boom'), { name });

  it('says what to do when permission is denied, no device exists or it is busy', () => {
    expect(mediaErrorMessage(named('NotAllowedError'))).toBe(mediaMessages.denied);
    expect(mediaErrorMessage(named('NotFoundError'))).toBe(mediaMessages.noDevice);
    expect(mediaErrorMessage(named('OverconstrainedError'))).toBe(mediaMessages.noDevice);
    expect(mediaErrorMessage(named('NotReadableError'))).toBe(mediaMessages.busy);
    expect(mediaErrorMessage(new TypeError('no mediaDevices'))).toBe(mediaMessages.unsupported);
  });

  it('reads the name of a DOMException-like value that is not an Error', () => {
    expect(mediaErrorMessage({ name: 'NotAllowedError', message: '' })).toBe(mediaMessages.denied);
  });

  it('passes on the message of anything else', () => {
    expect(mediaErrorMessage(new Error('Odd failure'))).toBe(
      'Your camera and microphone could not be started: Odd failure',
    );
    expect(mediaErrorMessage(null)).toBe('Your camera and microphone could not be started.');
  });
});

describe('deviceChoices', () => {
  it('lists the devices of one kind once each, naming unlabelled ones by their place', () => {
    const devices = [
      { deviceId: 'cam-1', kind: 'videoinput', label: '' },
      { deviceId: 'mic-1', kind: 'audioinput', label: 'Desk microphone' },
      { deviceId: 'cam-2', kind: 'videoinput', label: 'USB camera' },
      { deviceId: 'cam-2', kind: 'videoinput', label: 'USB camera' },
      { deviceId: '', kind: 'videoinput', label: '' },
    ];
    expect(deviceChoices(devices, 'videoinput')).toEqual([
      { deviceId: 'cam-1', label: 'Camera 1' },
      { deviceId: 'cam-2', label: 'USB camera' },
    ]);
    expect(deviceChoices(devices, 'audioinput')).toEqual([
      { deviceId: 'mic-1', label: 'Desk microphone' },
    ]);
  });
});
