import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountSwitcher_viewer$key } from '../__generated__/AccountSwitcher_viewer.graphql';
import type { Header_account$key } from '../__generated__/Header_account.graphql';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql';
import { Link } from '../ui/Link';
import type { Appearance } from './appearance';
import { HeaderSearch } from './HeaderSearch';
import { MobileNavigation } from './MobileNavigation';
import type { NavigationGroup } from './navigationItems';
import { UserMenu } from './UserMenu';
import './Header.css';

const viewerFragment = graphql`
  fragment Header_viewer on User {
    ...UserMenu_viewer
  }
`;

const accountFragment = graphql`
  fragment Header_account on Account {
    ...UserMenu_account
  }
`;

export interface HeaderProps {
  loggedIn: boolean;
  /** The signed-in user; null when logged out or when a paired player holds the session. */
  viewer: Header_viewer$key | null;
  /** The signed-in user's accounts (the user menu's list of accounts to switch to). */
  accounts: AccountSwitcher_viewer$key | null;
  account: Header_account$key | null;
  appearance: Appearance;
  showSearch: boolean;
  /** The main navigation behind a menu button, when the sidebar that holds it is hidden for the width; otherwise null. */
  menu: readonly NavigationGroup[] | null;
}

/** Logged out: Login and Sign up (only Login in the signup appearance); logged in: search and the user menu. */
export function Header({ loggedIn, viewer: viewerKey, accounts, account: accountKey, appearance, showSearch, menu }: HeaderProps) {
  const { t } = useTranslation();
  const viewer = useFragment(viewerFragment, viewerKey);
  const account = useFragment(accountFragment, accountKey);
  return (
    <header className="header">
      {menu && <MobileNavigation groups={menu} />}
      <Link href="/home" className="header__brand">
        {t('layout.brand')}
      </Link>
      {loggedIn && showSearch && <HeaderSearch />}
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
        {loggedIn && viewer && accounts && <UserMenu viewer={viewer} accounts={accounts} account={account ?? null} />}
      </div>
    </header>
  );
}
