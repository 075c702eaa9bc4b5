import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import {
  categoriesResource,
  categoryName,
  functionsResource,
  funcDescription,
  funcName,
} from '../queries/catalog-data.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { useDocumentTitle, useLocale } from '../shell/hooks.ts';
import { FavouriteStar } from '../features/favourites/favourite-star.tsx';
import { ToolIcon } from '../features/tool-icons/tool-icon.tsx';
import { Icon, Spinner } from '../ui/icons.tsx';
import { forgetTool, lazyTool, loadTool } from './lazy-tool.ts';
import { registryResource } from './registry-loader.ts';
import { ToolContext } from './tool-context.ts';
import type { ToolDefinition } from './define-tool.ts';

class ToolBoundary extends Component<{ code: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    forgetTool(this.props.code);
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ToolLoadFailed /> : this.props.children;
  }
}

function ToolLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="notice notice-error" role="alert">
      <Icon name="alert" />
      <span>{t('tool.loadFailed')}</span>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <Icon name="refresh" size={18} />
        {t('tool.reload')}
      </button>
    </div>
  );
}

function ToolBody({ def }: { def: ToolDefinition }) {
  const { t } = useTranslation();
  const ToolComponent = lazyTool(def);
  return (
    <ToolContext.Provider value={{ code: def.code }}>
      <ToolBoundary code={def.code}>
        <Suspense
          fallback={
            <div className="page-loading">
              <Spinner label={t('tool.loading')} />
            </div>
          }
        >
          <ToolComponent />
        </Suspense>
      </ToolBoundary>
    </ToolContext.Provider>
  );
}

/** Tool paths that moved (spec section 2: video4 redirects to /func/free_image). */
export const TOOL_REDIRECTS: Readonly<Record<string, string>> = { video4: 'free_image' };

/**
 * Route `/func/:code`: a tool exists when a folder defines it AND the server lists it. The frame
 * shows the catalog's title and description in the current language, then the tool's lazy UI.
 */
export function ToolPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const registry = registryResource.use();
  const def = registry.data?.getTool(code);
  const functions = functionsResource.use();
  const categories = categoriesResource.use();
  const func = functions.data?.find((f) => f.code === code);
  const category = categories.data?.find((c) => c.code === func?.categoryCode);
  const name = func ? funcName(func, locale) : null;
  useDocumentTitle(name);
  // The tool's UI and strings start downloading as soon as the registry knows it, alongside the
  // catalog lists; a failure here is shown (and retried) when the tool itself renders.
  useEffect(() => {
    if (def && !TOOL_REDIRECTS[code]) loadTool(def).catch(() => {});
  }, [def, code]);

  const moved = TOOL_REDIRECTS[code];
  if (moved) return <Navigate to={`/func/${moved}`} replace />;
  if (!registry.data) {
    if (registry.error) return <ToolLoadFailed />;
    return (
      <div className="page-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!def) return <NotFoundPage />;
  if (!functions.data) {
    if (functions.error) {
      return (
        <div className="page">
          <div className="notice" role="alert">
            <Icon name="alert" />
            <span>
              {functions.error instanceof Error ? functions.error.message : t('errors.ERR_NETWORK')}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void functionsResource.load(true).catch(() => {})}
            >
              <Icon name="refresh" size={18} />
              {t('common.retry')}
            </button>
          </div>
        </div>
      );
    }
    return (
      <div className="page-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!func) return <NotFoundPage />;

  return (
    <article className="page tool-page" data-tool={code}>
      <nav className="breadcrumb" aria-label={t('nav.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link>
        <Icon name="chevron-right" size={14} />
        <span>{category ? categoryName(category, locale) : func.categoryName}</span>
      </nav>
      <header className="page-head tool-head">
        <ToolIcon code={func.code} family={func.categoryCode} size={26} className="tool-head-icon" />
        <div>
          <h1>{name}</h1>
          <p className="lead">{funcDescription(func, locale)}</p>
        </div>
        <FavouriteStar func={func} withLabel className="tool-head-star" />
      </header>
      <div className="tool-body">
        <ToolBody key={def.code} def={def} />
      </div>
    </article>
  );
}
