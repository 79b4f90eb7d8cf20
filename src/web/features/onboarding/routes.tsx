import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const onboardingRoutes: RouteObject[] = [
  {
    path: '/chef/signup',
    lazy: lazyPage(
      () => import('./ChefSignUpPage'),
      (m) => m.ChefSignUpPage,
      // The pitch's remembered language loads before the first render (decision 060).
      (m) => m.preparePitch(),
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
