import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adListCodes } from '@toolbox/contracts/paths';
import { useFavourites } from '../../features/favourites/favourites-store.ts';
import { useRecommendedFuncs } from '../../features/recommend/recommended-funcs.ts';
import { PromoBanner, PromoBannerIcon } from '../../features/site-content/promo-banner.tsx';
import { adListResource, dictResource } from '../../features/site-content/site-content-api.ts';
import { SiteNotice } from '../../features/site-content/site-notice.tsx';
import {
  DesktopFunctionsList,
  DesktopFunctionsSwitch,
  useShowDesktop,
} from '../../features/desktop-functions/desktop-functions.tsx';
import { categoriesResource, functionsResource, nonEmptyCategories } from '../../queries/catalog-data.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { useDocumentTitle, useIsMobile } from '../../shell/hooks.ts';
import { opensInNewTab } from '../../shell/open-tool.ts';
import { Icon, Spinner } from '../../ui/icons.tsx';
import { ModeTabs } from '../../ui/segmented.tsx';
import { AllToolsView } from './all-tools-view.tsx';
import { FavouritesSort } from './favourites-sort.tsx';
import { HOME_VIEWS, storedHomeView, storeHomeView, type HomeView } from './home-view.ts';
import './home.css';

// The carousel and the mascot are extras: their code loads after the tools are on the screen.
const RecommendCarousel = lazy(async () => ({
  default: (await import('../../features/recommend/recommend-carousel.tsx')).RecommendCarousel,
}));
const FavouritesView = lazy(async () => ({
  default: (await import('./favourites-view.tsx')).FavouritesView,
}));
// The cn edition's banner ads and record-filing footer sit below the tools.
const BannerAds = lazy(async () => ({
  default: (await import('../../features/site-content/banner-ads.tsx')).BannerAds,
}));
const RecordFiling = lazy(async () => ({
  default: (await import('../../features/site-content/record-filing.tsx')).RecordFiling,
}));
const Mascot = lazy(async () => ({ default: (await import('../../features/recommend/mascot.tsx')).Mascot }));

/** Home: all tools by category, or the user's favourites (spec section 2). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  const categories = categoriesResource.use();
  const functions = functionsResource.use();
  // The grid (hundreds of cards) is built from deferred copies of the lists: when they arrive, React
  // renders it in the background in short slices instead of one long task, the spinner staying meanwhile.
  const categoryList = useDeferredValue(categories.data);
  const functionList = useDeferredValue(functions.data);
  const [view, setView] = useState<HomeView>(storedHomeView);
  const favourites = useFavourites();
  const cn = systemInfoResource.use().data?.edition === 'cn';
  // The notice and the banner sit above the tools: the grid waits for them (asked for alongside the
  // lists, small, and empty on failure) so that they never push the tools down once shown.
  const notice = dictResource('site_notice').use();
  const banner = adListResource(adListCodes.banner).use();
  const recommended = useRecommendedFuncs(adListCodes.recommend);
  const extrasReady = notice.data !== undefined && banner.data !== undefined && recommended.ready;
  const [recommendClosed, setRecommendClosed] = useState(false);
  const newTab = opensInNewTab(useIsMobile());
  // The cn edition's 'show desktop functions' switch (spec section 2), remembered on this device.
  const [showDesktop, setShowDesktop] = useShowDesktop();

  const loading = (!categoryList && !categories.error) || (!functionList && !functions.error) || !extrasReady;
  const failed = categories.error ?? functions.error;
  const visible = categoryList && functionList ? nonEmptyCategories(categoryList, functionList) : [];
  const choose = (next: HomeView) => {
    setView(next);
    storeHomeView(next);
  };
  const viewLabel = (option: HomeView) =>
    option === 'all'
      ? t('favourites.all')
      : favourites.status === 'ready'
        ? t('favourites.titleCount', { count: favourites.items.length })
        : t('favourites.title');

  return (
    <div className="page home-page">
      <div className="page-head">
        <h1>{view === 'favourites' ? t('favourites.title') : t('home.title')}</h1>
        <p className="lead">{t('home.subtitle')}</p>
      </div>
      {/* First, as in the server's first frame: it is there before the lists when the page carries it. */}
      {failed && !functionList ? null : <SiteNotice />}

      {failed && !functionList ? (
        <div className="notice" role="alert">
          <Icon name="alert" />
          <span>{failed instanceof Error ? failed.message : t('errors.ERR_NETWORK')}</span>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              void categoriesResource.load(true).catch(() => {});
              void functionsResource.load(true).catch(() => {});
            }}
          >
            <Icon name="refresh" size={18} />
            {t('common.retry')}
          </button>
        </div>
      ) : loading ? (
        <div className="page-loading">
          <Spinner label={t('common.loading')} />
        </div>
      ) : visible.length === 0 ? (
        <p className="muted">{t('home.empty')}</p>
      ) : (
        <>
          <PromoBanner />
          <div className="home-toolbar">
            <ModeTabs
              className="home-views"
              label={t('favourites.views')}
              value={view}
              options={HOME_VIEWS}
              onChange={choose}
              labelOf={viewLabel}
            />
            {view === 'favourites' ? <FavouritesSort /> : null}
            {cn ? <DesktopFunctionsSwitch show={showDesktop} onChange={setShowDesktop} /> : null}
            <PromoBannerIcon />
          </div>
          {view === 'favourites' ? (
            <Suspense
              fallback={
                <div className="page-loading">
                  <Spinner label={t('common.loading')} />
                </div>
              }
            >
              <FavouritesView />
            </Suspense>
          ) : (
            <>
              {recommended.funcs.length > 0 && !recommendClosed ? (
                <div className="recommend-slot" data-recommend-slot="">
                  <Suspense fallback={null}>
                    <RecommendCarousel newTab={newTab} onClose={() => setRecommendClosed(true)} />
                  </Suspense>
                </div>
              ) : null}
              <AllToolsView categories={visible} functions={functionList ?? []} />
              {cn && showDesktop ? <DesktopFunctionsList /> : null}
            </>
          )}
          <Suspense fallback={null}>
            <Mascot newTab={newTab} carouselSelector="[data-recommend-slot]" />
          </Suspense>
          {/* Below the tools: these arrive when they do. */}
          {cn ? (
            <Suspense fallback={null}>
              <BannerAds />
              <RecordFiling />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
