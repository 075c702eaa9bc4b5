import { call } from '../../api/call.ts';
import { getLogin, subscribeLogin } from '../auth/login-store.ts';

/*
 * The channel check routine (spec section 4): the shell hands over a `cid` from the address; it
 * is checked with /ut/channel/check (a known channel counts the visit) and, once the visitor is
 * signed in, checked again so the account is attributed to the channel that brought it.
 */

let pending: string | null = null;
let attributed = false;
let stop: (() => void) | null = null;

function check(cid: string) {
  return call('channelCheck', { cid }, { silent: true }).catch(() => null);
}

function onLogin() {
  if (!pending || attributed || !getLogin()) return;
  attributed = true;
  const cid = pending;
  void check(cid).then(() => {
    stop?.();
    stop = null;
  });
}

/** Checks a channel id now and again after the visitor signs in (once). */
export function handOverChannel(cid: string): void {
  const value = cid.trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return; // not a channel id: nothing to record
  pending = value;
  attributed = Boolean(getLogin());
  void check(value);
  if (!attributed && !stop) stop = subscribeLogin(onLogin);
}

/** Tests: forget the channel. */
export function resetChannel(): void {
  pending = null;
  attributed = false;
  stop?.();
  stop = null;
}
