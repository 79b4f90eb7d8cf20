import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const ordersRoutes: RouteObject[] = [
  {
    path: '/order/view/:order_id',
    lazy: lazyPage(
      () => import('./OrderPage'),
      (m) => m.OrderRoute,
    ),
  },
];
