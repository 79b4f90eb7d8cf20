/** Mobile platforms that have a Potluck app in a store. */
export type MobilePlatform = 'android' | 'ios';

export const APP_STORE_URLS: Record<MobilePlatform, string> = {
  android: 'https://play.google.com/store',
  ios: 'https://apps.apple.com',
};

/**
 * The mobile platform a browser's user agent names, or null on desktop.
 * iPadOS 13+ reports a desktop Mac user agent; pass the touch point count to tell it apart.
 */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}
