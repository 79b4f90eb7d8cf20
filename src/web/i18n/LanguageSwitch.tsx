import { Button, Group } from '@mantine/core';
import { PITCH_LANGUAGE_TAGS, PITCH_LOCALES, type PitchLocale } from './pitch-locale';

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Record<PitchLocale, string> = { en: 'English', zh: '中文' };

/**
 * The pitch pages' language switch (decision 060): two toggle buttons, the chosen one pressed.
 * It sits above the text it switches, so the switch itself never moves.
 */
export function LanguageSwitch({
  locale,
  onChange,
}: {
  locale: PitchLocale;
  onChange: (locale: PitchLocale) => void;
}) {
  return (
    <Group gap={4} role="group" aria-label="Language / 语言" justify="flex-end">
      {PITCH_LOCALES.map((l) => (
        <Button
          key={l}
          size="compact-sm"
          variant={l === locale ? 'filled' : 'subtle'}
          aria-pressed={l === locale}
          lang={PITCH_LANGUAGE_TAGS[l]}
          onClick={() => onChange(l)}
        >
          {LANGUAGE_NAMES[l]}
        </Button>
      ))}
    </Group>
  );
}
