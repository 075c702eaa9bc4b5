import { useTranslation } from 'react-i18next';
import type { Func } from '@toolbox/contracts';
import { funcName } from '../../queries/catalog-data.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { toggleFavourite, useIsFavourite } from './favourites-store.ts';
import './favourites.css';

/** The star: outlined when not a favourite, filled when it is. Our own drawing, in the text colour. */
export function StarIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
      <path
        d="M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Stars or unstars a function (a toggle button: aria-pressed). Tourists get 'sign in to favorite'.
 * `withLabel` shows the words beside the star (tool pages); cards show the star alone.
 */
export function FavouriteStar({
  func,
  withLabel = false,
  className,
}: {
  func: Func;
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const on = useIsFavourite(func.code);
  const name = funcName(func, locale);
  const label = on ? t('favourites.unstar', { name }) : t('favourites.star', { name });
  return (
    <button
      type="button"
      className={`favourite-star${on ? ' is-on' : ''}${withLabel ? ' btn btn-secondary' : ' icon-button'}${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      aria-label={withLabel ? undefined : label}
      title={label}
      data-testid="favourite-star"
      data-code={func.code}
      onClick={() => void toggleFavourite(func)}
    >
      <StarIcon filled={on} size={withLabel ? 18 : 20} />
      {withLabel ? <span>{on ? t('favourites.starred') : t('favourites.starShort')}</span> : null}
    </button>
  );
}
