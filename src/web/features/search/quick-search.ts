import { ApiError } from '../../lib/api';

/** How long the top bar's quick search waits after the last key before it asks. */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;

export interface QuickSearchState {
  hasLocation: boolean;
  /** Typing has not settled yet, or the first answer for the text is on its way. */
  pending: boolean;
  error: unknown;
  /** Dishes found for the settled text; null before any answer. */
  hitCount: number | null;
  text: string;
}

/**
 * What the open suggestions say besides the dishes, or null when the dishes speak for themselves.
 * The quick search needs a place (the server answers "The location is not set!" without one),
 * so with none it asks for one and still offers the full search.
 */
export function quickSearchStatus(state: QuickSearchState): string | null {
  if (!state.hasLocation)
    return 'Set a search location to see dishes near you. Press Enter to search all foods.';
  if (state.error)
    return state.error instanceof ApiError ? state.error.message : 'Dishes could not be searched.';
  if (state.pending || state.hitCount === null) return 'Searching…';
  if (state.hitCount === 0) return `No dishes match “${state.text}”.`;
  return null;
}

/** The full food search for the typed text (the search screen reads `q`). */
export function fullResultsPath(text: string): string {
  const q = text.trim();
  return q ? `/foods?q=${encodeURIComponent(q)}` : '/foods';
}
