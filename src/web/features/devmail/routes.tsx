import type { RouteObject } from 'react-router';

export const devmailRoutes: RouteObject[] = [
  {
    path: '/dev/mail',
    lazy: async () => ({ Component: (await import('./DevMailPage')).DevMailPage }),
  },
];
