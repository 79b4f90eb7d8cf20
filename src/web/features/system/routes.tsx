import type { RouteObject } from 'react-router';

export const systemRoutes: RouteObject[] = [
  {
    path: '/notFound',
    lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
  },
];
