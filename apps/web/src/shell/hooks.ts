import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export { useLocale } from '../i18n/use-locale.ts';

/** Below this width the left menu becomes a drawer and tools open in the same tab. */
export const MOBILE_QUERY = '(max-width: 899px)';

const subscribers = new Map<string, (onChange: () => void) => () => void>();

/** One stable subscribe function per query, so React does not resubscribe on every render. */
function subscribeMedia(query: string) {
  let subscribe = subscribers.get(query);
  if (subscribe) return subscribe;
  subscribe = (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  subscribers.set(query, subscribe);
  return subscribe;
}

/** Whether a media query matches, kept current. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeMedia(query),
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Sets `document.title` to 'page – brand' (or the brand alone). */
export function useDocumentTitle(page: string | null) {
  const { t } = useTranslation();
  const brand = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} – ${brand}` : brand;
  }, [page, brand]);
}
