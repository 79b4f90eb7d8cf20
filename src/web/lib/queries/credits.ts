import { queryOptions } from '@tanstack/react-query';
import { getCredits } from '#contracts/endpoints/credits';
import { call } from '../api';

// The signed-in person's Potluck credit (API /credits): what checkout can spend and each grant.

export const creditsKey = ['credits'] as const;

export const creditsQuery = () =>
  queryOptions({
    queryKey: creditsKey,
    queryFn: ({ signal }) => call(getCredits, { signal }),
  });
