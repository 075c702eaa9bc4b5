import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reloadFavourites, useFavourites } from '../../features/favourites/favourites-store.ts';
import { StarIcon } from '../../features/favourites/favourite-star.tsx';
import { Icon, Spinner } from '../../ui/icons.tsx';
import { ToolGrid } from './tool-grid.tsx';

/**
 * Home, "Favourites" view: the signed-in user's favourites in their order (sorted in favourites-sort.tsx).
 * Tourists get a sign-in link; an empty list, the hint to press the star.
 */
export function FavouritesView() {
  const { t } = useTranslation();
  const { status, items } = useFavourites();

  if (status === 'tourist') {
    return (
      <div className="favourites-empty" data-testid="favourites-sign-in">
        <StarIcon filled={false} />
        <span>{t('favourites.signInHint')}</span>
        <Link to="/login" className="btn btn-primary">
          {t('favourites.signInLink')}
        </Link>
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <div className="page-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="notice" role="alert">
        <Icon name="alert" />
        <span>{t('favourites.loadFailed')}</span>
        <button type="button" className="btn btn-secondary" onClick={() => void reloadFavourites()}>
          <Icon name="refresh" size={18} />
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="favourites-empty" data-testid="favourites-empty">
        {t('favourites.empty')}
      </p>
    );
  }
  return <ToolGrid tools={items} />;
}
