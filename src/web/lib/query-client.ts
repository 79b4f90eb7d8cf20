import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The one retry rule of every read: a 4xx is an answer (hidden, missing, not allowed) and will
 * not get better by asking again; a server or network failure is asked twice more.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const isAnswer = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isAnswer && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
  },
});
