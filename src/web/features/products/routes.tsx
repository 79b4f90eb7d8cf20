import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The business portal (spec §2): /product/list is its landing; editors live under /business/…
// so they never collide with the public /product/{slug} dish page.
const productEditor = lazyPage(
  () => import('./ProductEditorPage'),
  (m) => m.ProductEditorRoute,
);
const menuEditor = lazyPage(
  () => import('./MenuEditorPage'),
  (m) => m.MenuEditorRoute,
);
const modifierEditor = lazyPage(
  () => import('./ModifierEditorPage'),
  (m) => m.ModifierEditorRoute,
);

// One loader for the chef's offer screens: every import() written out carries its own copy of
// the chunk's dependency list into the first download, which is at its size budget.
const offerPages = () => import('./offer-pages');

export const productsRoutes: RouteObject[] = [
  {
    path: '/product/list',
    lazy: lazyPage(
      () => import('./BusinessPortalPage'),
      (m) => m.BusinessPortalRoute,
    ),
  },
  { path: '/business/products/new', lazy: productEditor },
  { path: '/business/products/:id', lazy: productEditor },
  { path: '/business/menus/new', lazy: menuEditor },
  { path: '/business/menus/:id', lazy: menuEditor },
  { path: '/business/modifiers/new', lazy: modifierEditor },
  { path: '/business/modifiers/:id', lazy: modifierEditor },
  { path: '/business/last-calls', lazy: lazyPage(offerPages, (m) => m.LastCallsPortalRoute) },
  { path: '/business/coupons', lazy: lazyPage(offerPages, (m) => m.CouponsPortalRoute) },
  { path: '/business/campaigns', lazy: lazyPage(offerPages, (m) => m.CampaignsPortalRoute) },
  { path: '/business/calendar', lazy: lazyPage(offerPages, (m) => m.CalendarPortalRoute) },
];
