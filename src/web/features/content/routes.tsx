import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The content pages (spec §2). Each loads as its own chunk: the route table is part of the
// first download, under the home page's size budget.
const roi = () => import('./RoiPage');
const pages = () => import('./content-pages');
const legal = () => import('./LegalPage');
const help = () => import('./HelpPage');
const admin = () => import('./admin/content-admin-pages');
const whyUs = () => import('./WhyUsPage');

export const contentRoutes: RouteObject[] = [
  // The pitch pages load the remembered language's texts before their first render (decision 060).
  {
    path: '/roi',
    lazy: lazyPage(
      roi,
      (m) => m.RoiPage,
      (m) => m.preparePitch(),
    ),
  },
  {
    path: '/why-us',
    lazy: lazyPage(
      whyUs,
      (m) => m.WhyUsPage,
      (m) => m.preparePitch(),
    ),
  },
  { path: '/about', lazy: lazyPage(pages, (m) => m.AboutPage) },
  { path: '/blog', lazy: lazyPage(pages, (m) => m.BlogPage) },
  { path: '/blog/:slug', lazy: lazyPage(pages, (m) => m.BlogPostPage) },
  { path: '/help', lazy: lazyPage(help, (m) => m.HelpPage) },
  { path: '/help/:slug', lazy: lazyPage(help, (m) => m.HelpArticlePage) },
  { path: '/admin/content', lazy: lazyPage(admin, (m) => m.CarouselAdminRoute) },
  { path: '/admin/content/about', lazy: lazyPage(admin, (m) => m.AboutAdminRoute) },
  { path: '/admin/content/posts', lazy: lazyPage(admin, (m) => m.PostsAdminRoute) },
  { path: '/admin/content/posts/:id', lazy: lazyPage(admin, (m) => m.PostEditRoute) },
  { path: '/admin/content/help', lazy: lazyPage(admin, (m) => m.HelpAdminRoute) },
  { path: '/admin/content/help/:id', lazy: lazyPage(admin, (m) => m.HelpEditRoute) },
  { path: '/terms', lazy: lazyPage(legal, (m) => m.TermsOfUsePage) },
  { path: '/privacy', lazy: lazyPage(legal, (m) => m.PrivacyPolicyPage) },
];
