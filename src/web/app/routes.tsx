import { Navigate, type RouteObject } from 'react-router';
import { AppShellLayout } from './shell/AppShellLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { homeRoutes } from '../features/home/routes';
import { systemRoutes } from '../features/system/routes';
import { authRoutes } from '../features/auth/routes';
import { devmailRoutes } from '../features/devmail/routes';
import { devphoneRoutes } from '../features/devphone/routes';
import { devpushRoutes } from '../features/devpush/routes';
import { profilesRoutes } from '../features/profiles/routes';
import { searchRoutes } from '../features/search/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { chefsRoutes } from '../features/chefs/routes';
import { socialRoutes } from '../features/social/routes';
import { invitationsRoutes } from '../features/invitations/routes';
import { messagingRoutes } from '../features/messaging/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { cartRoutes } from '../features/cart/routes';
import { ordersRoutes } from '../features/orders/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { productsRoutes } from '../features/products/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { payoutsRoutes } from '../features/payouts/routes';
import { approvalsRoutes } from '../features/approvals/routes';
import { complaintsRoutes } from '../features/complaints/routes';
import { settingsRoutes } from '../features/settings/routes';
import { supportRoutes } from '../features/support/routes';
import { contentRoutes } from '../features/content/routes';
import { liveStudioRoutes } from '../features/live-studio/routes';
import { watchRoutes } from '../features/watch/routes';

// The spec's routes, exactly (spec §2). Each feature lists its own; pages load lazily.
// Add a feature with one `...xRoutes` spread in the list below; keep `path: '*'` last.
// The browser's router is made from them in main.tsx; the build's prerender of the first screen
// (app/prerender.tsx) makes a memory router from the same list.
export const appRoutes: RouteObject[] = [
  {
    element: <AppShellLayout />,
    // Only if the shell itself fails; page errors are caught below and keep the shell.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...homeRoutes,
          ...systemRoutes,
          ...authRoutes,
          ...devmailRoutes,
          ...devphoneRoutes,
          ...devpushRoutes,
          ...profilesRoutes,
          ...searchRoutes,
          ...catalogRoutes,
          ...chefsRoutes,
          ...socialRoutes,
          ...invitationsRoutes,
          ...messagingRoutes,
          ...paymentsRoutes,
          ...cartRoutes,
          ...ordersRoutes,
          ...reviewsRoutes,
          ...productsRoutes,
          ...onboardingRoutes,
          ...payoutsRoutes,
          ...approvalsRoutes,
          ...complaintsRoutes,
          ...settingsRoutes,
          ...supportRoutes,
          ...contentRoutes,
          ...liveStudioRoutes,
          ...watchRoutes,
          { path: '*', element: <Navigate to="/notFound" replace /> },
        ],
      },
    ],
  },
];
