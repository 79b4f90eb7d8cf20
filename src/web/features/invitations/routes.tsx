import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const invitationsRoutes: RouteObject[] = [
  {
    path: '/invite',
    lazy: lazyPage(
      () => import('./InvitePage'),
      (m) => m.InviteRoute,
    ),
  },
  {
    path: '/invite/list',
    lazy: lazyPage(
      () => import('./InvitationListPage'),
      (m) => m.InvitationListRoute,
    ),
  },
  {
    path: '/invite/accept',
    lazy: lazyPage(
      () => import('./AcceptInvitationPage'),
      (m) => m.AcceptInvitationRoute,
    ),
  },
];
