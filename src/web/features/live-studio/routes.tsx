import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The chef's Go live screen in the business portal (issue 16), loaded only when opened.
export const liveStudioRoutes: RouteObject[] = [
  {
    path: '/business/live',
    lazy: lazyPage(
      () => import('./LiveStudioPage'),
      (m) => m.LiveStudioRoute,
    ),
  },
];
