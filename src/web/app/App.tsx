import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { snackAskedFor, subscribeToFirstSnack } from '../lib/snack-asked';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

// The snackbar container loads when the first snackbar is asked for, not with the first screen
// (the home route's size budget and blocking time, decision 075); lib/notify.ts shows snackbars
// through the same module, whose store keeps one asked for before the container mounts.
const Snackbars = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The app: the browser's router in main.tsx, a memory router in the build's prerender. */
export function App({ router }: { router: DataRouter }) {
  const snacks = useSyncExternalStore(subscribeToFirstSnack, snackAskedFor, () => false);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      {snacks && (
        <Suspense fallback={null}>
          <Snackbars position="bottom-center" limit={3} />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
