import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const paymentsRoutes: RouteObject[] = [
  {
    path: '/accounts',
    lazy: lazyPage(
      () => import('./AccountsPage'),
      (m) => m.AccountsRoute,
    ),
  },
  {
    path: '/accounts/payment',
    lazy: lazyPage(
      () => import('./PaymentMethodsPage'),
      (m) => m.PaymentMethodsRoute,
    ),
  },
  {
    path: '/accounts/payment_history',
    lazy: lazyPage(
      () => import('./PaymentHistoryPage'),
      (m) => m.PaymentHistoryRoute,
    ),
  },
];
