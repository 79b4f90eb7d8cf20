import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// Spec §2: the three review pages (signed in; the parties of a completed order).
export const reviewsRoutes: RouteObject[] = [
  {
    path: '/review/order/:order_id',
    lazy: lazyPage(
      () => import('./OrderReviewPage'),
      (m) => m.OrderReviewRoute,
    ),
  },
  {
    path: '/review/dish/:food_id/:order_id',
    lazy: lazyPage(
      () => import('./DishReviewPage'),
      (m) => m.DishReviewRoute,
    ),
  },
  {
    path: '/review/customer/:id/:order_id',
    lazy: lazyPage(
      () => import('./CustomerReviewPage'),
      (m) => m.CustomerReviewRoute,
    ),
  },
];
