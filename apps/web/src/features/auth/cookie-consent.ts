/**
 * The cookie notice's answers, without React: the app's notice (`cookie-notice.tsx`) and the
 * server's first frame (its static copy of the notice, answered by `src/after-paint.ts` before the
 * app runs) share them.
 */

/** The spec's stored flag for an accepted cookie notice (section 3). */
export const ACCEPT_COOKIE_KEY = 'ACCEPT_COOKIE';
/** Closing without accepting hides the notice for this browser session only. */
export const COOKIE_CLOSED_KEY = 'toolbox.cookieNoticeClosed';
/**
 * The same two answers as cookies, for the server: it draws the notice into the page's first
 * frame (painted before the scripts run) only for visitors without them. The accepted one lasts a
 * year, the closed one is a session cookie.
 */
const ACCEPT_COOKIE = 'ACCEPT_COOKIE';
const CLOSED_COOKIE = 'COOKIE_NOTICE_CLOSED';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // storage blocked: hidden for this page only
  }
}

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${name}=1`);
}

function setCookie(name: string, maxAge?: number): void {
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${name}=1; Path=/; SameSite=Lax${age}`;
}

/**
 * Whether the visitor has answered the notice. A visitor who accepted before the cookie existed
 * (local storage only) gets the cookie now, so the server leaves the notice out from the next page on.
 */
export function cookieNoticeAnswered(): boolean {
  const accepted = read(() => localStorage, ACCEPT_COOKIE_KEY);
  if (accepted && !hasCookie(ACCEPT_COOKIE)) setCookie(ACCEPT_COOKIE, YEAR_SECONDS);
  return accepted || read(() => sessionStorage, COOKIE_CLOSED_KEY) || hasCookie(CLOSED_COOKIE);
}

/** Accept: remembered for good (local storage and a year's cookie). */
export function acceptCookies(): void {
  write(() => localStorage, ACCEPT_COOKIE_KEY);
  setCookie(ACCEPT_COOKIE, YEAR_SECONDS);
}

/** Close: hidden for this session (session storage and a session cookie). */
export function closeCookieNotice(): void {
  write(() => sessionStorage, COOKIE_CLOSED_KEY);
  setCookie(CLOSED_COOKIE);
}

/**
 * Makes the first frame's static notice work before the app has started: Accept and Close do what
 * the app's buttons do and take it away. For a visitor who answered it already (in storage, before
 * the cookie existed) it goes at once. Focus inside it moves to the page's main area.
 */
export function answerFrameNotice(): void {
  const notice = document.querySelector<HTMLElement>('#root > .first-frame .cookie-notice');
  if (!notice) return;
  const remove = () => {
    const hadFocus = notice.contains(document.activeElement);
    notice.remove();
    if (hadFocus) document.querySelector<HTMLElement>('#root > .first-frame #main')?.focus();
  };
  if (cookieNoticeAnswered()) return remove();
  notice.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-cookie]') : null;
    if (!(button instanceof HTMLElement)) return;
    if (button.dataset.cookie === 'accept') acceptCookies();
    else closeCookieNotice();
    remove();
  });
}
