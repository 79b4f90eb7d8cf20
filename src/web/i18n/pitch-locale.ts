// The language of the sales pitch (issue 15 point 5, decision 060): which one a person chose,
// remembered in this browser. Kept apart from the catalogs so a route can read it before its
// page loads, and preload that page's Chinese texts with it.

export const PITCH_LOCALES = ['en', 'zh'] as const;
export type PitchLocale = (typeof PITCH_LOCALES)[number];

/** The BCP 47 tag each language's text is marked with (`lang`) and formatted for (Intl). */
export const PITCH_LANGUAGE_TAGS: Record<PitchLocale, string> = { en: 'en-US', zh: 'zh-Hans' };

export const PITCH_LANGUAGE_STORAGE_KEY = 'potluck.pitchLanguage';

/** The language this browser chose before, else English. */
export function storedPitchLocale(): PitchLocale {
  try {
    const saved = globalThis.localStorage?.getItem(PITCH_LANGUAGE_STORAGE_KEY);
    return saved === 'zh' ? 'zh' : 'en';
  } catch {
    return 'en'; // storage blocked: the pitch is in English
  }
}

export function rememberPitchLocale(locale: PitchLocale): void {
  try {
    globalThis.localStorage?.setItem(PITCH_LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
