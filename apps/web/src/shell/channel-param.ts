import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handOverChannel } from '../features/partner/channel.ts';

/** Where the last channel id is kept (the check routine is features/partner/channel.ts). */
export const CHANNEL_KEY = 'toolbox.cid';

/** Spec section 4: a `cid` query parameter is handed over (stored) and removed from the address. */
export function useChannelParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const cid = params.get('cid');
    if (cid === null) return;
    try {
      sessionStorage.setItem(CHANNEL_KEY, cid);
    } catch {
      // storage refused: the id is still checked, the address still cleaned
    }
    handOverChannel(cid);
    params.delete('cid');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
}
