import { createBrowserRouter, type RouteObject } from 'react-router';
import { installLoginClient } from './features/auth/install.ts';
import { ToolPage } from './framework/tool-page.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { Layout } from './shell/layout.tsx';

// Calls carry the login's accessToken; code 001 forgets it.
installLoginClient();

/**
 * The screens shown so far. Later issues add /vip, /feedback... here; until then those paths
 * fall through to the not-found page like any unknown path. Account pages load on demand.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'func/:code', element: <ToolPage /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./pages/login/login-page.tsx')).LoginPage }),
      },
      {
        path: 'user',
        lazy: async () => ({ Component: (await import('./pages/user/user-page.tsx')).UserRoute }),
      },
      {
        path: 'user-update-password',
        lazy: async () => ({
          Component: (await import('./pages/user-update-password/update-password-page.tsx'))
            .UpdatePasswordPage,
        }),
      },
      {
        path: 'from-desktop',
        lazy: async () => ({
          Component: (await import('./pages/from-desktop/from-desktop-page.tsx')).FromDesktopPage,
        }),
      },
      {
        path: 'open-expire',
        lazy: async () => ({
          Component: (await import('./pages/open-expire/open-expire-page.tsx')).OpenExpirePage,
        }),
      },
      {
        path: 'user-protocol',
        lazy: async () => ({
          Component: (await import('./pages/user-protocol/user-protocol-page.tsx')).UserProtocolPage,
        }),
      },
      {
        path: 'vip',
        lazy: async () => ({ Component: (await import('./pages/vip/vip-page.tsx')).VipPage }),
      },
      {
        path: 'user-inviter',
        lazy: async () => ({
          Component: (await import('./pages/user-inviter/user-inviter-page.tsx')).UserInviterRoute,
        }),
      },
      {
        path: 'about-pay-func',
        lazy: async () => ({
          Component: (await import('./pages/about-pay-func/about-pay-func-page.tsx')).AboutPayFuncPage,
        }),
      },
      {
        path: 'pay-pal-result',
        lazy: async () => ({
          Component: (await import('./pages/pay-pal-result/pay-pal-result-page.tsx')).PayPalResultPage,
        }),
      },
      {
        path: 'task-history',
        lazy: async () => ({
          Component: (await import('./pages/task-history/task-history-page.tsx')).TaskHistoryRoute,
        }),
      },
      {
        path: 'pay-func-history',
        lazy: async () => ({
          Component: (await import('./pages/pay-func-history/pay-func-history-page.tsx')).PayFuncHistoryRoute,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
