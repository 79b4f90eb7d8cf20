import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// Dish pages (spec §2). /dish/label/:id and /dish/promo/:producer_id are listed before
// /dish/:id for readability; react-router ranks the static segments first anyway.
const dishById = lazyPage(
  () => import('./DishPage'),
  (m) => m.DishByIdPage,
);

export const catalogRoutes: RouteObject[] = [
  {
    path: '/dish/label/:id',
    lazy: lazyPage(
      () => import('./DishLabelPage'),
      (m) => m.DishLabelPage,
    ),
  },
  {
    path: '/dish/promo/:producer_id',
    lazy: lazyPage(
      () => import('./ProducerPromotionsPage'),
      (m) => m.ProducerPromotionsPage,
    ),
  },
  { path: '/dish/:id', lazy: dishById },
  { path: '/food/:food_id', lazy: dishById },
  {
    path: '/product/:slug',
    lazy: lazyPage(
      () => import('./DishPage'),
      (m) => m.DishBySlugPage,
    ),
  },
];
