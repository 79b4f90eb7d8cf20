import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const systemRoutes: RouteObject[] = [
  {
    path: '/notFound',
    lazy: lazyPage(
      () => import('./NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];
