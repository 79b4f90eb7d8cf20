import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { fullResultsPath, quickSearchStatus, type QuickSearchState } from './quick-search';

// The top bar's quick search: what its open suggestions say in each state, and where Enter with
// no suggestion chosen leads.

const base: QuickSearchState = {
  hasLocation: true,
  pending: false,
  error: null,
  hitCount: 3,
  text: 'taco',
};

describe('quickSearchStatus', () => {
  it('says nothing beside the dishes when some match', () => {
    expect(quickSearchStatus(base)).toBeNull();
  });

  it('asks for a location before anything else', () => {
    expect(quickSearchStatus({ ...base, hasLocation: false, pending: true })).toBe(
      'Set a search location to see dishes near you. Press Enter to search all foods.',
    );
  });

  it('says it is searching while typing settles or the first answer comes', () => {
    expect(quickSearchStatus({ ...base, pending: true })).toBe('Searching…');
    expect(quickSearchStatus({ ...base, hitCount: null })).toBe('Searching…');
  });

  it('says when no dish matches', () => {
    expect(quickSearchStatus({ ...base, hitCount: 0 })).toBe('No dishes match “taco”.');
  });

  it('shows an error as text, the server message when there is one', () => {
    const err = new ApiError(400, 'bad_request', 'The location is not set!');
    expect(quickSearchStatus({ ...base, error: err })).toBe(err.message);
    expect(quickSearchStatus({ ...base, error: new TypeError('Failed to fetch') })).toBe(
      'Dishes could not be searched.',
    );
  });
});

describe('fullResultsPath', () => {
  it('opens the food search for the typed text', () => {
    expect(fullResultsPath('  pad thai ')).toBe('/foods?q=pad%20thai');
    expect(fullResultsPath('   ')).toBe('/foods');
  });
});
