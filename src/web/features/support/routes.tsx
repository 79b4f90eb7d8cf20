import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// Support and the admin's support inbox load as one chunk: one import() target keeps the route
// table (part of the first download, under the home page's size budget) small.
const pages = () => import('./support-pages');

export const supportRoutes: RouteObject[] = [
  { path: '/support', lazy: lazyPage(pages, (m) => m.SupportRoute) },
  { path: '/support/tickets/:ticketId', lazy: lazyPage(pages, (m) => m.TicketRoute) },
  { path: '/admin/support', lazy: lazyPage(pages, (m) => m.SupportInboxRoute) },
  { path: '/admin/support/:ticketId', lazy: lazyPage(pages, (m) => m.InboxTicketRoute) },
];
