import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import {
  categoriesResource,
  categoryName,
  funcName,
  functionsOf,
  functionsResource,
  nonEmptyCategories,
} from '../queries/catalog-data.ts';
import { ToolIcon } from '../features/tool-icons/tool-icon.tsx';
import { Icon } from '../ui/icons.tsx';
import { useLocale } from './hooks.ts';
import { toolPath } from './open-tool.ts';

export const LEFT_MENU_ID = 'left-menu';
export const MENU_TOGGLE_ID = 'left-menu-toggle';

/**
 * The category menu: each category expands to its tools, which are fetched on the first
 * expansion (shared with the home page's cache). Tools open in the same tab. On phones it is a
 * drawer (`open`), starting with a Home entry.
 */
export function LeftMenu(props: { open: boolean; onClose: () => void; isMobile: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const categories = categoriesResource.use();
  const currentCode = /^\/func\/([^/]+)/.exec(location.pathname)?.[1];
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const functions = functionsResource.use(expanded.size > 0 || currentCode !== undefined);
  const navRef = useRef<HTMLElement>(null);

  // The category of the open tool starts expanded, in the same render that first draws the menu
  // (React's state-during-render pattern): an effect would expand it a frame later and push the
  // categories below it down (a layout shift on every tool page).
  const currentCategory = currentCode
    ? functions.data?.find((f) => f.code === currentCode)?.categoryCode
    : undefined;
  const [shownCategory, setShownCategory] = useState<string | undefined>(undefined);
  if (currentCategory && currentCategory !== shownCategory) {
    setShownCategory(currentCategory);
    if (!expanded.has(currentCategory)) setExpanded(new Set(expanded).add(currentCategory));
  }

  // Drawer: Escape closes it, and focus moves into it when it opens.
  const { open, onClose, isMobile } = props;
  useEffect(() => {
    if (!open || !isMobile) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.getElementById(MENU_TOGGLE_ID)?.focus(); // back where the drawer was opened
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, isMobile, onClose]);

  const visible =
    categories.data && functions.data
      ? nonEmptyCategories(categories.data, functions.data)
      : (categories.data ?? []);

  const toggle = (code: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const drawerHidden = isMobile && !open;

  return (
    <>
      {isMobile && open ? <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" /> : null}
      <nav
        id={LEFT_MENU_ID}
        ref={navRef}
        className={`left-menu${open ? ' is-open' : ''}`}
        aria-label={t('nav.main')}
        inert={drawerHidden}
      >
        <ul className="menu-list">
          {isMobile ? (
            <li>
              <NavLink to="/" end className="menu-link menu-home" onClick={onClose}>
                <Icon name="home" size={18} />
                <span>{t('nav.home')}</span>
              </NavLink>
            </li>
          ) : null}
          {visible.map((category) => {
            const isOpen = expanded.has(category.code);
            const panelId = `menu-cat-${category.code}`;
            const items = isOpen && functions.data ? functionsOf(functions.data, category.code) : [];
            return (
              <li key={category.code}>
                <button
                  type="button"
                  className="menu-category"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(category.code)}
                >
                  <span className="tool-icon" data-family={category.code} aria-hidden="true">
                    <Icon name={category.code} size={18} />
                  </span>
                  <span>{categoryName(category, locale)}</span>
                  <Icon name="chevron-down" size={16} className="menu-chevron" />
                </button>
                <ul id={panelId} className="menu-tools" hidden={!isOpen}>
                  {isOpen && !functions.data && functions.loading ? (
                    <li className="menu-note">{t('common.loading')}</li>
                  ) : null}
                  {isOpen && functions.data && items.length === 0 ? (
                    <li className="menu-note">{t('nav.noTools')}</li>
                  ) : null}
                  {items.map((func) => (
                    <li key={func.code}>
                      <NavLink to={toolPath(func.code)} className="menu-link" onClick={onClose}>
                        <ToolIcon code={func.code} family={func.categoryCode} size={16} tile={false} />
                        <span>{funcName(func, locale)}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
