import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const approvalsRoutes: RouteObject[] = [
  {
    path: '/admin/approvals',
    lazy: lazyPage(
      () => import('./ApprovalsPage'),
      (m) => m.ApprovalsRoute,
    ),
  },
  {
    path: '/admin/approvals/:chefId',
    lazy: lazyPage(
      () => import('./ApprovalDetailPage'),
      (m) => m.ApprovalDetailRoute,
    ),
  },
  {
    path: '/admin/actions',
    lazy: lazyPage(
      () => import('./AdminActionsPage'),
      (m) => m.AdminActionsRoute,
    ),
  },
  {
    path: '/admin/money',
    lazy: lazyPage(
      () => import('./admin-money-pages'),
      (m) => m.AdminMoneySummaryRoute,
    ),
  },
  {
    path: '/admin/money/orders',
    lazy: lazyPage(
      () => import('./admin-money-pages'),
      (m) => m.AdminOrderRefundRoute,
    ),
  },
  {
    path: '/admin/money/chefs/:chefId?',
    lazy: lazyPage(
      () => import('./admin-money-pages'),
      (m) => m.AdminChefLedgerRoute,
    ),
  },
];
