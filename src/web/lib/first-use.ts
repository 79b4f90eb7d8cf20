import { useCallback, useMemo, useRef, useState, type RefCallback, type RefObject } from 'react';

// A field whose code is large (a combobox with its floating layer, its queries and their
// contracts) loads that code the first time a person reaches for it: focus (by keyboard, press
// or tap) or a pointer over it. Until then a plain input of the same look, name and role stands in, so the
// first screen neither downloads nor renders the combobox while it is being adopted (decision
// 075). What was typed into the stand-in, and where the caret was, is handed to the real field.

/** A module loaded once, on first use, then kept for every field that needs it. */
export interface FirstUseModule<T> {
  /** The module if it has arrived. */
  current(): T | null;
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
}

export function firstUseModule<T extends object>(importer: () => Promise<T>): FirstUseModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A chunk that failed to arrive (offline, a new deploy) is asked for again next time.
          loading = null;
          throw error;
        },
      )),
  };
}

/** What the stand-in held when the real field replaced it. */
export interface Handoff {
  text: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

export const NO_HANDOFF: Handoff = {
  text: '',
  focused: false,
  selectionStart: null,
  selectionEnd: null,
};

/** The stand-in's text, focus and caret, read at the moment it is replaced. */
export function handoffOf(
  input: Pick<HTMLInputElement, 'value' | 'selectionStart' | 'selectionEnd'> | null,
  activeElement: unknown,
): Handoff {
  if (!input) return NO_HANDOFF;
  return {
    text: input.value,
    focused: activeElement === input,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
  };
}

/**
 * The field's module once it is needed. Render the stand-in with `standInRef` and `start` while
 * `module` is null, then the real field, which reads what the stand-in held with
 * `useHandoff(readHandoff)`. A module that arrived earlier (the person came back to the page)
 * renders the real field at once, with nothing to take over.
 */
export function useFirstUse<T extends object>(
  source: FirstUseModule<T>,
): {
  module: T | null;
  readHandoff: () => Handoff;
  standInRef: RefObject<HTMLInputElement | null>;
  start: () => void;
} {
  const standInRef = useRef<HTMLInputElement | null>(null);
  const [module, setModule] = useState<T | null>(() => source.current());
  const start = useCallback(() => {
    source.load().then(
      (arrived) => setModule(() => arrived),
      () => {
        // The stand-in stays; the next focus or key asks for the module again.
      },
    );
  }, [source]);
  // Read while the real field first renders: the stand-in is still in the page then, and React
  // renders and commits that update in one task, so no key pressed in between is lost.
  const readHandoff = useCallback(() => handoffOf(standInRef.current, document.activeElement), []);
  return { module, readHandoff, standInRef, start };
}

/** What the stand-in held, read once when the real field is first rendered. */
export function useHandoff(readHandoff: (() => Handoff) | undefined): Handoff {
  const [handoff] = useState(readHandoff ?? (() => NO_HANDOFF));
  return handoff;
}

/**
 * For the real field's input: a ref that gives it the focus and caret the stand-in had, once,
 * when it is mounted.
 */
export function useTakeHandoff(handoff: Handoff): RefCallback<HTMLInputElement> {
  return useMemo(() => {
    let taken = false;
    return (input: HTMLInputElement | null) => {
      if (!input || taken || !handoff.focused) return;
      taken = true;
      input.focus();
      if (handoff.selectionStart !== null && handoff.selectionEnd !== null)
        input.setSelectionRange(handoff.selectionStart, handoff.selectionEnd);
    };
  }, [handoff]);
}
