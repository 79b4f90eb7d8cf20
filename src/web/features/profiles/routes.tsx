import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// /profile/address is declared on its own so /profile/:id never swallows it.
const myProfile = lazyPage(
  () => import('./MyProfilePage'),
  (m) => m.MyProfileRoute,
);

export const profilesRoutes: RouteObject[] = [
  { path: '/profile', lazy: myProfile },
  { path: '/my/profile', lazy: myProfile },
  {
    path: '/profile/address',
    lazy: lazyPage(
      () => import('./AddressesPage'),
      (m) => m.AddressesRoute,
    ),
  },
  {
    path: '/profile/:id',
    lazy: lazyPage(
      () => import('./PublicProfilePage'),
      (m) => m.PublicProfilePage,
    ),
  },
];
