import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLogin } from './login-store.ts';

/** Pages that need a login send tourists to /login (spec section 2). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const login = useLogin();
  return login ? children : <Navigate to="/login" replace />;
}
