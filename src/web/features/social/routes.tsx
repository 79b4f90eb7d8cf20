import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const socialRoutes: RouteObject[] = [
  {
    path: '/favorite/dish',
    lazy: lazyPage(
      () => import('./FavoriteDishesPage'),
      (m) => m.FavoriteDishesRoute,
    ),
  },
  {
    path: '/favorite/chef',
    lazy: lazyPage(
      () => import('./FavoriteChefsPage'),
      (m) => m.FavoriteChefsRoute,
    ),
  },
  {
    path: '/social/followingchef',
    lazy: lazyPage(
      () => import('./FollowingChefsPage'),
      (m) => m.FollowingChefsRoute,
    ),
  },
];
