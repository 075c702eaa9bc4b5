import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CookieNotice } from '../features/auth/cookie-notice.tsx';
import { useOpenMode } from '../features/partner/open-mode.ts';
import { Toaster } from '../ui/toaster.tsx';
import { useChannelParam } from './channel-param.ts';
import { frameMenuOpen } from './frame-menu.ts';
import { useIsMobile } from './hooks.ts';
import { LeftMenu } from './left-menu.tsx';
import { TopBar } from './top-bar.tsx';

/** The frame of every screen: skip link, top bar, left menu (a drawer on phones), main, toasts. */
export function Layout() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const location = useLocation();
  // A drawer the visitor opened in the server's first frame, before the app ran, stays open.
  const [menuOpen, setMenuOpen] = useState(frameMenuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const shownPath = useRef<string | null>(null);
  useChannelParam();
  useOpenMode();

  // A new page closes the drawer and starts at the top (the first page keeps the frame's drawer).
  useEffect(() => {
    if (shownPath.current !== null && shownPath.current !== location.pathname) setMenuOpen(false);
    shownPath.current = location.pathname;
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  // The drawer is modal on phones: the page behind does not scroll.
  useEffect(() => {
    document.body.classList.toggle('no-scroll', isMobile && menuOpen);
  }, [isMobile, menuOpen]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <TopBar isMobile={isMobile} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} />
      <div className="app-body">
        <LeftMenu open={menuOpen} onClose={closeMenu} isMobile={isMobile} />
        <main id="main" className="main" tabIndex={-1}>
          <CookieNotice />
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}
