import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// /watch/{chefId}?stream_id=… (spec §2): a live broadcast; the page and hls.js load lazily.
export const watchRoutes: RouteObject[] = [
  {
    path: '/watch/:id',
    lazy: lazyPage(
      () => import('./WatchPage'),
      (m) => m.WatchPage,
    ),
  },
];
