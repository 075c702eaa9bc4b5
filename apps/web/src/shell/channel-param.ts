import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where the last channel id is kept for the check routine that later issues build. */
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
      // storage refused: the id is dropped, the address is still cleaned
    }
    params.delete('cid');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
}
