import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  { path: '/signin', lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
  {
    path: '/signup/:type?',
    lazy: async () => ({ Component: (await import('./SignUpPage')).SignUpPage }),
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: '/change-password',
    lazy: async () => ({ Component: (await import('./ChangePasswordPage')).ChangePasswordPage }),
  },
];
