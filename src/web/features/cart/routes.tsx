import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const cartRoutes: RouteObject[] = [
  {
    path: '/order/cart',
    lazy: lazyPage(
      () => import('./CartPage'),
      (m) => m.CartRoute,
    ),
  },
];
