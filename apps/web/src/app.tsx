import { createBrowserRouter, type RouteObject } from 'react-router';
import { ToolPage } from './framework/tool-page.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { Layout } from './shell/layout.tsx';

/**
 * The screens shown so far. Later issues add /login, /vip, /user... here; until then those paths
 * fall through to the not-found page like any unknown path.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'func/:code', element: <ToolPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
