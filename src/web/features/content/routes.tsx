import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The content pages (spec §2). Each loads as its own chunk: the route table is part of the
// first download, under the home page's size budget.
const roi = () => import('./RoiPage');
const pages = () => import('./content-pages');
const legal = () => import('./LegalPage');

export const contentRoutes: RouteObject[] = [
  { path: '/roi', lazy: lazyPage(roi, (m) => m.RoiPage) },
  { path: '/about', lazy: lazyPage(pages, (m) => m.AboutPage) },
  { path: '/blog', lazy: lazyPage(pages, (m) => m.BlogPage) },
  { path: '/blog/:slug', lazy: lazyPage(pages, (m) => m.BlogPostPage) },
  { path: '/terms', lazy: lazyPage(legal, (m) => m.TermsOfUsePage) },
  { path: '/privacy', lazy: lazyPage(legal, (m) => m.PrivacyPolicyPage) },
];
