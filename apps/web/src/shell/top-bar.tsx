import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { PointsIndicator } from '../features/credits/points-indicator.tsx';
import { Icon, Logo } from '../ui/icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LEFT_MENU_ID, MENU_TOGGLE_ID } from './left-menu.tsx';
import { SearchBox } from './search-box.tsx';

/** Logo and title (to /), the tool search, the language switcher, the credits and the user menu; on phones the menu toggle. */
export function TopBar(props: { isMobile: boolean; menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      {props.isMobile ? (
        <button
          type="button"
          id={MENU_TOGGLE_ID}
          className="icon-button menu-toggle"
          aria-controls={LEFT_MENU_ID}
          aria-expanded={props.menuOpen}
          aria-label={props.menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={props.onToggleMenu}
        >
          <Icon name={props.menuOpen ? 'menu-fold' : 'menu-unfold'} size={22} />
        </button>
      ) : null}
      {/* The name stays the link's accessible name on phones, where the visible name is hidden. */}
      <Link to="/" className="brand" aria-label={t('app.name')}>
        <Logo />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <SearchBox />
      <div className="top-bar-end">
        <LanguageSwitcher />
        <PointsIndicator />
        <UserMenu />
      </div>
    </header>
  );
}
