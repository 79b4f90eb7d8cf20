import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const onboardingRoutes: RouteObject[] = [
  {
    path: '/chef/signup',
    lazy: lazyPage(
      () => import('./ChefSignUpPage'),
      (m) => m.ChefSignUpPage,
    ),
  },
  {
    path: '/chef/apply',
    lazy: lazyPage(
      () => import('./ChefApplyPage'),
      (m) => m.ChefApplyRoute,
    ),
  },
];
