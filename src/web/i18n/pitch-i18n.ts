import { setupI18n, type Messages } from '@lingui/core';
import {
  PITCH_LANGUAGE_TAGS,
  rememberPitchLocale,
  storedPitchLocale,
  type PitchLocale,
} from './pitch-locale';

// One Lingui instance for every pitch page (decision 060). English catalogs are imported by
// their pages (they replace the text the pages held inline); Chinese ones load on demand, a
// page's own only, when Chinese is chosen.

/** A pitch page's texts: English in the page's chunk, Chinese fetched when wanted. */
export interface PitchCatalog {
  en: Messages;
  zh: () => Promise<{ messages: Messages }>;
}

export const pitchI18n = setupI18n({ locale: 'en', messages: { en: {}, zh: {} } });

const loadedZh = new WeakSet<PitchCatalog>();
const mounted = new Set<PitchCatalog>();

/** Makes a catalog's English texts known (once) and its Chinese ones too if `locale` is zh. */
export async function loadPitchCatalog(catalog: PitchCatalog, locale: PitchLocale): Promise<void> {
  pitchI18n.load('en', catalog.en);
  if (locale === 'zh' && !loadedZh.has(catalog)) {
    const { messages } = await catalog.zh();
    pitchI18n.load('zh', messages);
    loadedZh.add(catalog);
  }
}

/** A page shows its catalog while mounted; switching language loads every mounted one first. */
export function mountPitchCatalog(catalog: PitchCatalog): () => void {
  pitchI18n.load('en', catalog.en);
  mounted.add(catalog);
  return () => mounted.delete(catalog);
}

/**
 * Switches the pitch's language: the texts of every page on screen are loaded before the
 * switch, so the page changes once, in place, and never shows ids or a half-translated state.
 */
export async function switchPitchLocale(locale: PitchLocale): Promise<void> {
  await Promise.all([...mounted].map((c) => loadPitchCatalog(c, locale)));
  rememberPitchLocale(locale);
  pitchI18n.activate(locale);
}

/** Activates the remembered language once the first pitch page's catalog is in. */
export async function preparePitch(catalog: PitchCatalog): Promise<void> {
  const locale = storedPitchLocale();
  await loadPitchCatalog(catalog, locale);
  if (pitchI18n.locale !== locale) pitchI18n.activate(locale);
}

/** Money as the pitch's language writes it: "$10.00" in English, "US$10.00" in Chinese. */
export function formatPitchMoney(cents: number, locale: PitchLocale): string {
  return new Intl.NumberFormat(PITCH_LANGUAGE_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
  }).format(Math.round(cents) / 100);
}

/** A calendar date as the pitch's language writes it: "June 1, 2019", "2019年6月1日". */
export function formatPitchDate(isoDate: string, locale: PitchLocale): string {
  return new Intl.DateTimeFormat(PITCH_LANGUAGE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
