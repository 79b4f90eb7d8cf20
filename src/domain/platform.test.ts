import { describe, expect, it } from 'vitest';
import { APP_STORE_URLS, detectMobilePlatform } from './platform';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('detectMobilePlatform', () => {
  it('recognises Android', () => {
    expect(detectMobilePlatform(UA.android)).toBe('android');
  });
  it('recognises iPhone and iPad as iOS', () => {
    expect(detectMobilePlatform(UA.iphone)).toBe('ios');
    expect(detectMobilePlatform(UA.ipad)).toBe('ios');
  });
  it('recognises an iPad that reports a Mac user agent by its touch points', () => {
    expect(detectMobilePlatform(UA.mac, 5)).toBe('ios');
    expect(detectMobilePlatform(UA.mac, 0)).toBeNull();
  });
  it('returns null on desktop', () => {
    expect(detectMobilePlatform(UA.windows)).toBeNull();
    expect(detectMobilePlatform(UA.linux)).toBeNull();
    expect(detectMobilePlatform('')).toBeNull();
  });
  it('has a store for each platform', () => {
    expect(APP_STORE_URLS.android).toBe('https://play.google.com/store');
    expect(APP_STORE_URLS.ios).toBe('https://apps.apple.com');
  });
});
