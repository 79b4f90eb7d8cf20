import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const authRoutes: RouteObject[] = [
  {
    path: '/signin',
    lazy: lazyPage(
      () => import('./SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: '/phone-signin',
    lazy: lazyPage(
      () => import('./PhoneSignInPage'),
      (m) => m.PhoneSignInPage,
    ),
  },
  {
    path: '/signup/:type?',
    lazy: lazyPage(
      () => import('./SignUpPage'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: '/forgot-password',
    lazy: lazyPage(
      () => import('./ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/change-password',
    lazy: lazyPage(
      () => import('./ChangePasswordPage'),
      (m) => m.ChangePasswordPage,
    ),
  },
];
