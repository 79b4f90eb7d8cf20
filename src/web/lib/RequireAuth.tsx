import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useSession } from './session';
import { safeReturnTo } from '#domain/return-to';

/** Route guard: unauthenticated people go to /signin?redirect=… and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) {
    return (
      <Center h={200}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/signin?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}

/** Where to go after sign-in: only same-site paths, never another origin (#domain/return-to). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  return safeReturnTo(target, fallback);
}
