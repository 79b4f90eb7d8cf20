import { useEffect, useState, type RefCallback } from 'react';

/**
 * How far below (and above) the window a section counts as near: about a phone screen and a
 * half of scrolling. A section this close loads before a person reaches it; one further down
 * (the home page's lower half on a phone) loads only if they scroll towards it (decision 074).
 */
export const NEAR_VIEWPORT_MARGIN = '1000px 0px 1000px 0px';

/** What watching needs of an IntersectionObserver; the browser's is one, a test brings its own. */
export interface NearObserver {
  observe(element: Element): void;
  disconnect(): void;
}
export type NearObserverClass = new (
  callback: (entries: readonly { isIntersecting: boolean }[]) => void,
  options: { rootMargin: string },
) => NearObserver;

/**
 * Calls `onNear` once, when `element` first comes within `margin` of the window, and stops
 * watching; returns what stops it earlier. Without IntersectionObserver (old browsers) it calls
 * `onNear` at once, so the section simply loads as it did before.
 */
export function observeNearViewport(
  element: Element,
  onNear: () => void,
  margin: string = NEAR_VIEWPORT_MARGIN,
  Observer: NearObserverClass | null = globalThis.IntersectionObserver ?? null,
): () => void {
  if (!Observer) {
    onNear();
    return () => {};
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * `[ref, near]`: put `ref` on a placeholder that holds the section's place; `near` turns true
 * (and stays true) once it is within the margin of the window. False during the first render,
 * as in the build's prerender of the home page, so React adopts the placeholder as it is.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    return observeNearViewport(element, () => setNear(true));
  }, [element, near]);
  return [setElement, near];
}
