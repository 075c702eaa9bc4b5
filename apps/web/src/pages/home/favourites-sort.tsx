import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../../features/favourites/favourites-store.ts';

const SortDialog = lazy(async () => ({
  default: (await import('../../features/favourites/sort-dialog.tsx')).SortDialog,
}));

/** The Sort button of the Favourites view (two favourites or more) and its dialog, loaded when opened. */
export function FavouritesSort() {
  const { t } = useTranslation();
  const { status, items } = useFavourites();
  const [sorting, setSorting] = useState(false);
  if (status !== 'ready' || items.length < 2) return null;
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setSorting(true)}>
        {t('favourites.sort')}
      </button>
      {sorting ? (
        <Suspense fallback={null}>
          <SortDialog items={items} onClose={() => setSorting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
