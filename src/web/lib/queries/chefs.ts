import { queryOptions } from '@tanstack/react-query';
import { getChef, getChefByHandle } from '#contracts/endpoints/chefs';
import { call } from '../api';

/** Chef ids are uuids; anything else on /chef/:id, /tag/:id, /producer/:id is read as a handle. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isChefId(id: string): boolean {
  return UUID.test(id);
}

export const chefPageKey = (idOrHandle: string) => ['chefs', 'page', idOrHandle] as const;

/**
 * A chef's public page by id or handle: the chef page shows it; checkout and the order page
 * read the chef's hours and time zone from the same cache entry.
 */
export const chefPageQuery = (idOrHandle: string) =>
  queryOptions({
    queryKey: chefPageKey(idOrHandle),
    queryFn: ({ signal }) =>
      isChefId(idOrHandle)
        ? call(getChef, { params: { id: idOrHandle }, signal })
        : call(getChefByHandle, { params: { handle: idOrHandle }, signal }),
    // "Cooking Now" and live status change by the minute (decision 047): not the default 30 s.
    staleTime: 5_000,
  });
