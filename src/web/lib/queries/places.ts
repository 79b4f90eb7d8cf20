import { queryOptions } from '@tanstack/react-query';
import { autocompletePlaces } from '#contracts/endpoints/geocoding';
import { call } from '../api';

// Place suggestions for a typed city or address (API /geocoding/autocomplete), one cache entry
// per text, read by the search's location dialog and the home page's location field.

/** Fewer characters than this are not looked up. */
export const PLACE_QUERY_MIN_LENGTH = 2;

export const placeSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['geocoding', 'autocomplete', q] as const,
    queryFn: ({ signal }) => call(autocompletePlaces, { query: { q }, signal }),
    enabled: q.length >= PLACE_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
