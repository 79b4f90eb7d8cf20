import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const load = () => import('./complaint-pages');

export const complaintsRoutes: RouteObject[] = [
  { path: '/complaint/chef/:id', lazy: lazyPage(load, (m) => m.ComplaintRoute) },
  { path: '/admin/complaints', lazy: lazyPage(load, (m) => m.ComplaintInboxRoute) },
  { path: '/admin/complaints/:id', lazy: lazyPage(load, (m) => m.InboxComplaintRoute) },
];
