import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/Link';
import type { Appearance } from './appearance';
import { MobileNavigation } from './MobileNavigation';
import type { NavigationGroup } from './navigationItems';
import './Header.css';

export interface HeaderProps {
  loggedIn: boolean;
  /** The signed-in user's menu; null when logged out or when a paired player holds the session. */
  userMenu: ReactNode;
  appearance: Appearance;
  /** The signed-in user's search (./HeaderSearch.tsx, given by the user's regions so that a visitor's header loads none); null when hidden. */
  search: ReactNode;
  /** The main navigation behind a menu button, when the sidebar that holds it is hidden for the width; otherwise null. */
  menu: readonly NavigationGroup[] | null;
}

/** Logged out: Login and Sign up (only Login in the signup appearance); logged in: search and the user menu. */
export function Header({ loggedIn, userMenu, appearance, search, menu }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="header">
      {menu && <MobileNavigation groups={menu} />}
      <Link href="/home" className="header__brand">
        {t('layout.brand')}
      </Link>
      {loggedIn && search}
      <div className="header__end">
        {!loggedIn && appearance !== 'none' && (
          <>
            <Link href="/login/" className="header__action">
              {t('layout.header.login')}
            </Link>
            {appearance !== 'signup' && (
              <Link href="/signup" className="header__action header__action--primary">
                {t('layout.header.signup')}
              </Link>
            )}
          </>
        )}
        {loggedIn && userMenu}
      </div>
    </header>
  );
}
