import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { installLoginClient } from './features/auth/install.ts';
import { ToolPage } from './framework/tool-page.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { Layout } from './shell/layout.tsx';
import { Spinner } from './ui/icons.tsx';

// Calls carry the login's accessToken; code 001 forgets it.
installLoginClient();

/** Where a page goes while its code loads on the first visit (react-router's HydrateFallback). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/**
 * A route whose page loads on demand. When the app starts on it, react-router renders the routes
 * down to the nearest HydrateFallback until the code is in: with it here, the frame (top bar, menu)
 * shows at once with a spinner in place of the page, instead of nothing and a console warning.
 */
function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, HydrateFallback: PageLoading, lazy: async () => ({ Component: await load() }) };
}

/** Tools with a messaging-app page under /wx/ (the tool reads the path and adapts). */
const WX_TOOLS = new Set(['image_format_change']);

function WxToolPage() {
  const { code = '' } = useParams();
  return WX_TOOLS.has(code) ? <ToolPage /> : <NotFoundPage />;
}

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
      // The messaging-app variant of a tool (spec: /wx/image_format_change): the same tool page.
      { path: 'wx/:code', element: <WxToolPage /> },
      lazyPage('login', async () => (await import('./pages/login/login-page.tsx')).LoginPage),
      lazyPage('user', async () => (await import('./pages/user/user-page.tsx')).UserRoute),
      lazyPage(
        'user-update-password',
        async () =>
          (await import('./pages/user-update-password/update-password-page.tsx')).UpdatePasswordPage,
      ),
      lazyPage(
        'from-desktop',
        async () => (await import('./pages/from-desktop/from-desktop-page.tsx')).FromDesktopPage,
      ),
      lazyPage(
        'desktop-index',
        async () => (await import('./pages/desktop-index/desktop-index-page.tsx')).DesktopIndexPage,
      ),
      lazyPage(
        'desktop-func/:code',
        async () => (await import('./pages/desktop-func/desktop-func-page.tsx')).DesktopFuncPage,
      ),
      lazyPage(
        'desktop-introduction',
        async () =>
          (await import('./pages/desktop-introduction/desktop-introduction-page.tsx'))
            .DesktopIntroductionPage,
      ),
      lazyPage(
        'open-expire',
        async () => (await import('./pages/open-expire/open-expire-page.tsx')).OpenExpirePage,
      ),
      lazyPage(
        'user-protocol',
        async () => (await import('./pages/user-protocol/user-protocol-page.tsx')).UserProtocolPage,
      ),
      lazyPage('vip', async () => (await import('./pages/vip/vip-page.tsx')).VipPage),
      lazyPage(
        'user-inviter',
        async () => (await import('./pages/user-inviter/user-inviter-page.tsx')).UserInviterRoute,
      ),
      lazyPage(
        'about-pay-func',
        async () => (await import('./pages/about-pay-func/about-pay-func-page.tsx')).AboutPayFuncPage,
      ),
      lazyPage(
        'pay-pal-result',
        async () => (await import('./pages/pay-pal-result/pay-pal-result-page.tsx')).PayPalResultPage,
      ),
      lazyPage(
        'task-history',
        async () => (await import('./pages/task-history/task-history-page.tsx')).TaskHistoryRoute,
      ),
      lazyPage(
        'pay-func-history',
        async () => (await import('./pages/pay-func-history/pay-func-history-page.tsx')).PayFuncHistoryRoute,
      ),
      lazyPage('feedback', async () => (await import('./pages/feedback/feedback-page.tsx')).FeedbackRoute),
      lazyPage('operator', async () => (await import('./pages/operator/operator-page.tsx')).OperatorRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
