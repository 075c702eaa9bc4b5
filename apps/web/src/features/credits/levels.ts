import { useEffect } from 'react';
import { useLogin } from '../auth/login-store.ts';
import { createResource, type ResourceState } from '../../queries/resource.ts';
import type { VipInfo } from '@toolbox/contracts';
import { creditsApi } from './credits-api.ts';

/** All membership levels with daily credits and prices; the same for everyone, cached a minute. */
export const levelsResource = createResource(() => creditsApi.levels({ silent: true }), 60_000);

/** The signed-in user's levels and today's credits; reloaded after a purchase. */
export const vipInfoResource = createResource(() => creditsApi.vipInfo({ silent: true }), 30_000);
let vipOwner: string | null = null;

/** The membership of the current login (nothing for a tourist); fetched again when the login changes. */
export function useVipInfo(): ResourceState<VipInfo> {
  const token = useLogin()?.accessToken ?? '';
  const state = vipInfoResource.use(false);
  useEffect(() => {
    if (vipOwner !== token) {
      vipOwner = token;
      vipInfoResource.reset();
    }
    if (token) vipInfoResource.load().catch(() => {});
  }, [token]);
  return token && vipOwner === token ? state : { data: undefined, error: undefined, loading: false };
}
