import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// The snackbar container loads beside the first screen rather than in it (the home route's
// size budget); lib/notify.ts shows snackbars through the same module.
const Snackbars = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
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
