import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

// The snackbar container loads beside the first screen rather than in it (the home route's
// size budget); lib/notify.ts shows snackbars through the same module.
const Snackbars = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The app: the browser's router in main.tsx, a memory router in the build's prerender. */
export function App({ router }: { router: DataRouter }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <Suspense fallback={null}>
        <Snackbars position="bottom-center" limit={3} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
