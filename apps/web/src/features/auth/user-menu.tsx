import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginName, useLogin } from './login-store.ts';
import { setPasswordPrompt } from './complete-login.ts';
import { useLogout } from './use-logout.tsx';
import './auth.css';

// Loaded only when needed: it carries the shared validation rules (and zod) from the contracts.
const SetPasswordDialog = lazy(() => import('./set-password-dialog.tsx'));

/** The set-password suggestion after a third-party sign-in without a password. */
function SetPasswordSlot() {
  const open = useSyncExternalStore(setPasswordPrompt.subscribe, setPasswordPrompt.get, () => false);
  return open ? (
    <Suspense fallback={null}>
      <SetPasswordDialog />
    </Suspense>
  ) : null;
}

/** Top-bar user widget: a Sign in link for tourists; for a login, its name with a small menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const login = useLogin();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { requestLogout, confirmElement } = useLogout();

  useEffect(() => setOpen(false), [location.pathname, login]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!login) {
    return (
      <>
        {location.pathname === '/login' ? null : (
          <Link to="/login" className="btn btn-secondary user-sign-in" data-testid="sign-in-link">
            {t('auth.signIn')}
          </Link>
        )}
        <SetPasswordSlot />
      </>
    );
  }

  const name = loginName(login);
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        data-testid="user-menu"
      >
        <span className="user-avatar" aria-hidden="true">
          {(name.replace(/^\+86/, '')[0] ?? '?').toUpperCase()}
        </span>
        <span className="user-menu-name">
          <span className="visually-hidden">{t('auth.menu.signedInAs')} </span>
          {name}
        </span>
      </button>
      <div id={menuId} className="user-menu-list" hidden={!open}>
        <Link to="/user" className="user-menu-item">
          {t('auth.menu.account')}
        </Link>
        <Link to="/task-history" className="user-menu-item">
          {t('files.taskHistory.title')}
        </Link>
        <Link to="/pay-func-history" className="user-menu-item">
          {t('files.payHistory.title')}
        </Link>
        <button
          type="button"
          className="user-menu-item"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus(); // the confirm gives focus back here
            requestLogout();
          }}
        >
          {t('auth.logout')}
        </button>
      </div>
      {confirmElement}
      <SetPasswordSlot />
    </div>
  );
}
