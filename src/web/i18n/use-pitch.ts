import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  formatPitchDate,
  formatPitchMoney,
  mountPitchCatalog,
  pitchI18n,
  switchPitchLocale,
  type PitchCatalog,
} from './pitch-i18n';
import { PITCH_LANGUAGE_TAGS, type PitchLocale } from './pitch-locale';

const subscribe = (onChange: () => void) => pitchI18n.on('change', onChange);
const currentLocale = () => pitchI18n.locale as PitchLocale;

/**
 * A pitch page's texts in the chosen language: `t(id, values)`, money and dates formatted for
 * it, and `lang` to mark the translated part of the page with.
 */
export function usePitch(catalog: PitchCatalog) {
  useEffect(() => mountPitchCatalog(catalog), [catalog]);
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  const t = useCallback(
    (id: string, values?: Record<string, unknown>) => pitchI18n._(id, values),
    // Re-created per language so memoised children see the change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );
  return {
    t,
    locale,
    lang: PITCH_LANGUAGE_TAGS[locale],
    money: (cents: number) => formatPitchMoney(cents, locale),
    date: (isoDate: string) => formatPitchDate(isoDate, locale),
    setLocale: (next: PitchLocale) => switchPitchLocale(next),
  };
}
