import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Autocomplete, Input, InputWrapper, MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { MANTINE_INPUT_CLASSES, StandInInput } from './StandInInput';

// The stand-in must look and read like the Mantine combobox field that replaces it on first use
// (decision 075): Mantine's own classes, sizes and the closed combobox's role and state.

const render = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

/** Each element's tag with its Mantine `m_…` classes and data-size, in document order. */
function skeleton(html: string): string[] {
  return [...html.matchAll(/<(\w+)([^>]*)>/g)]
    .filter(([, , attrs]) => /class="[^"]*m_/.test(attrs!))
    .map(([, tag, attrs]) => {
      const classes = (/class="([^"]*)"/.exec(attrs!)?.[1] ?? '')
        .split(' ')
        .filter((c) => c.startsWith('m_'))
        .join(' ');
      return `${tag} ${classes} ${/data-size="(\w+)"/.exec(attrs!)?.[1] ?? ''}`;
    });
}

const noop = () => {};

describe('StandInInput', () => {
  it("names Mantine's current classes for an input and its wrapper", () => {
    const mantine = { ...InputWrapper.classes, ...Input.classes };
    for (const [part, name] of Object.entries(MANTINE_INPUT_CLASSES))
      expect(name, part).toBe(mantine[part as keyof typeof mantine]);
  });

  it("is laid out as the quick search's TextInput", () => {
    const standIn = render(
      <StandInInput
        inputRef={noop}
        onFirstUse={noop}
        size="sm"
        aria-label="Search dishes"
        placeholder="Search dishes"
      />,
    );
    const real = render(<TextInput aria-label="Search dishes" placeholder="Search dishes" />);
    expect(skeleton(standIn)).toEqual(skeleton(real));
    expect(skeleton(standIn)).toHaveLength(3);
    expect(standIn).toContain('role="combobox"');
    expect(standIn).toContain('aria-expanded="false"');
    expect(standIn).toContain('aria-label="Search dishes"');
  });

  it("is laid out as the city field's Autocomplete, label and description tied to the input", () => {
    const props = {
      label: 'Your city',
      description: 'Type a city.',
      placeholder: 'For example San Francisco',
    };
    const standIn = render(
      <StandInInput inputRef={noop} onFirstUse={noop} size="md" leftSection={<svg />} {...props} />,
    );
    const real = render(<Autocomplete size="md" leftSection={<svg />} {...props} />);
    expect(skeleton(standIn)).toEqual(skeleton(real));
    expect(skeleton(standIn)).toHaveLength(6);
    const id = /<input[^>]* id="([^"]+)"/.exec(standIn)?.[1];
    expect(id).toBeTruthy();
    expect(standIn).toContain(`for="${id}"`);
    expect(standIn).toContain(`aria-describedby="${id}-description"`);
    expect(standIn).not.toContain('aria-label=');
  });
});
