import type { RouteObject } from 'react-router';

// /profile/address is declared on its own so /profile/:id never swallows it.
const myProfile = async () => ({ Component: (await import('./MyProfilePage')).MyProfileRoute });

export const profilesRoutes: RouteObject[] = [
  { path: '/profile', lazy: myProfile },
  { path: '/my/profile', lazy: myProfile },
  {
    path: '/profile/address',
    lazy: async () => ({ Component: (await import('./AddressesPage')).AddressesRoute }),
  },
  {
    path: '/profile/:id',
    lazy: async () => ({ Component: (await import('./PublicProfilePage')).PublicProfilePage }),
  },
];
