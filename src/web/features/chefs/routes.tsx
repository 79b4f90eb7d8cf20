import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const chefPage = lazyPage(
  () => import('./ChefPage'),
  (m) => m.ChefPage,
);

// /chef/menu/:id is declared on its own so /chef/:id never swallows it.
export const chefsRoutes: RouteObject[] = [
  {
    path: '/chef/menu/:id',
    lazy: lazyPage(
      () => import('./ChefMenuPage'),
      (m) => m.ChefMenuPage,
    ),
  },
  { path: '/chef/:id', lazy: chefPage },
  { path: '/tag/:id', lazy: chefPage },
  { path: '/producer/:id', lazy: chefPage },
];
