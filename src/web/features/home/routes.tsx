import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('./HomePage'),
      (m) => m.HomePage,
      // The remembered language's texts load before the first render (decision 060).
      (m) => m.preparePitch(),
    ),
  },
];
