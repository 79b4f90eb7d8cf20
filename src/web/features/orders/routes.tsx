import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const ordersRoutes: RouteObject[] = [
  {
    path: '/order/list',
    lazy: lazyPage(
      () => import('./OrderListPage'),
      (m) => m.OrderListRoute,
    ),
  },
  {
    path: '/order/view/:order_id',
    lazy: lazyPage(
      () => import('./OrderPage'),
      (m) => m.OrderRoute,
    ),
  },
];
