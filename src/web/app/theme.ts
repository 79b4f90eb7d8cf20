import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// One warm accent colour. Mantine's stock orange fails WCAG AA for white text on filled
// buttons (#e8590c is 3.6:1), so the palette is darkened where text sits on it:
// shade 6 (light filled, anchors) is 5.2:1 against white; shade 4 (dark-mode text and
// anchors) is 6.4:1 against the dark body.
const orange: MantineColorsTuple = [
  '#fff4e8',
  '#ffe5cc',
  '#fec99a',
  '#fdab64',
  '#fb923c',
  '#f97316',
  '#c2410c',
  '#b13b0b',
  '#9a3412',
  '#7c2d12',
];

/** The colour scheme of someone who never chose one: their system's. */
export const DEFAULT_COLOR_SCHEME = 'auto' as const;

export const theme = createTheme({
  colors: { orange },
  primaryColor: 'orange',
  primaryShade: { light: 6, dark: 7 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A snackbar with a title greys its message (gray-6 on white, 3.3:1): use the dimmed shade.
    // An alert's title takes its colour's shade 6 (teal-6 on teal-0 is 2.6:1): use the text
    // colour; the alert's tint and icon still say what kind it is.
    // Plain objects, not `Alert.extend(…)`: extend only types its argument, and importing the
    // two components for it put their code (and their close button) in the first download of
    // every page, where neither shows (decision 074).
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

// Mantine's "dimmed" text (gray-6 on white, dark-2 on dark-7) is below 4.5:1; use the next
// shade in each scheme so secondary text passes axe in both.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors too: Mantine's red-6 on white is 3.3:1; red-8 passes.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
