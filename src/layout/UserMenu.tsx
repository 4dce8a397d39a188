// The user menu (navigation.md 2.8): the current account, the paired zone's pages in the desktop shell, the
// other accounts, user settings, the theme, support, store, share feedback, unpair (desktop) and log out.
import { useTranslation } from 'react-i18next';
import { Button, Header, MenuSection } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import type { AccountSwitcher_viewer$key } from '../__generated__/AccountSwitcher_viewer.graphql';
import type { UserMenu_account$key } from '../__generated__/UserMenu_account.graphql';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { desktopBridge } from '../app/desktopBridge';
import { useAuthScreens } from '../pages/auth/authScreens';
import { readPairing } from '../pages/electron/desktopPairing';
import { DESKTOP_PAIRED_ZONE_PATH } from '../routing/paths';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../ui/Menu';
import { useSwitchAccount, useSwitchableAccounts } from './AccountSwitcher';
import { STORE_URL, SUPPORT_URL } from './externalLinks';
import { useFlag } from './flags';
import { COLOR_MODES, isColorMode } from './theme';
import type { ColorMode } from './theme';
import './UserMenu.css';

/** The licence certificate is for US accounts only (navigation.md 6). */
export const LEGAL_CERTIFICATE_COUNTRY = 'US';

const viewerFragment = graphql`
  fragment UserMenu_viewer on User {
    id
    name
    email
    userColorModeSetting
  }
`;

const accountFragment = graphql`
  fragment UserMenu_account on Account {
    id
    businessName
    country
  }
`;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Changes the colour mode at once (the user sees it apply) and stores it; a failed store puts it back. */
function useChangeColorMode(userId: string, current: ColorMode) {
  const environment = useRelayEnvironment();
  const { api } = useAuthScreens();
  const write = (mode: ColorMode) => commitLocalUpdate(environment, (store) => store.get(userId)?.setValue(mode, 'userColorModeSetting'));
  return (mode: ColorMode) => {
    if (mode === current) return;
    write(mode);
    api.updateUser(userId, { userColorModeSetting: mode }).catch(() => write(current));
  };
}

/** The desktop shell with this computer paired to a zone: its menu reaches the zone's pages and unpairs. */
const pairedHere = () => desktopBridge() !== undefined && readPairing(window.localStorage) !== null;

export interface UserMenuProps {
  viewer: UserMenu_viewer$key;
  /** The user's accounts, for the list of accounts to switch to. */
  accounts: AccountSwitcher_viewer$key;
  account: UserMenu_account$key | null;
}

export function UserMenu({ viewer: viewerKey, accounts: accountsKey, account: accountKey }: UserMenuProps) {
  const { t } = useTranslation();
  const viewer = useFragment(viewerFragment, viewerKey);
  const account = useFragment(accountFragment, accountKey);
  const accounts = useSwitchableAccounts(accountsKey);
  const switchAccount = useSwitchAccount();
  const themeSelect = useFlag('theme-select');
  const colorMode: ColorMode = isColorMode(viewer.userColorModeSetting) ? viewer.userColorModeSetting : 'system';
  const changeColorMode = useChangeColorMode(viewer.id, colorMode);
  const accountPath = account && `/accounts/${encodeURIComponent(account.id)}`;
  const paired = pairedHere();

  const onAction = (key: Key) => {
    const id = String(key);
    // The dialog and its form load when asked for, not with every signed-in page.
    if (id === 'share-feedback') void import('./ShareFeedbackDialog').then(({ openShareFeedback }) => openShareFeedback());
    if (id === 'desktop-unpair') void import('../pages/electron/desktopLogout').then(({ unpairFromShell }) => unpairFromShell());
    const chosen = accounts.find((candidate) => `account:${candidate.id}` === id);
    if (chosen) switchAccount(chosen);
  };

  return (
    <MenuTrigger>
      <Button className="user-menu__trigger" aria-label={t('layout.userMenu.label', { name: viewer.name })}>
        <span className="user-menu__avatar" aria-hidden="true">
          {initials(viewer.name)}
        </span>
        <span className="user-menu__names">
          <span className="user-menu__name">{viewer.name}</span>
          {account && <span className="user-menu__account">{account.businessName}</span>}
        </span>
      </Button>
      <Menu onAction={onAction} placement="bottom end">
        {account && accountPath && (
          <MenuSection className="menu__section">
            <Header className="menu__header">{account.businessName}</Header>
            <MenuItem id="account-settings" href={`${accountPath}/settings`}>
              {t('layout.userMenu.accountSettings')}
            </MenuItem>
            <MenuItem id="download" href="/download">
              {t('layout.userMenu.downloadApps')}
            </MenuItem>
            {account.country === LEGAL_CERTIFICATE_COUNTRY && (
              <MenuItem id="legal-certificate" href="/legal-certificate/">
                {t('layout.userMenu.legalCertificate')}
              </MenuItem>
            )}
          </MenuSection>
        )}
        {paired && (
          <MenuSection className="menu__section">
            <MenuItem id="desktop-history" href={`${DESKTOP_PAIRED_ZONE_PATH}/history`}>
              {t('electron.menu.history')}
            </MenuItem>
            <MenuItem id="desktop-blocked-tracks" href={`${DESKTOP_PAIRED_ZONE_PATH}/blocked-tracks`}>
              {t('electron.menu.blockedTracks')}
            </MenuItem>
          </MenuSection>
        )}
        {accounts.length > 0 && (
          <MenuSection className="menu__section">
            <Header className="menu__header">{t('layout.userMenu.switchAccount')}</Header>
            {accounts.map((choice) => (
              <MenuItem key={choice.id} id={`account:${choice.id}`} textValue={choice.name}>
                <span className="user-menu__account-name">{choice.name}</span>
                {choice.label && <span className="user-menu__label">{t('layout.accounts.partner')}</span>}
              </MenuItem>
            ))}
          </MenuSection>
        )}
        <MenuSeparator />
        <MenuSection className="menu__section">
          <Header className="menu__header">{viewer.email}</Header>
          <MenuItem id="user-settings" href="/user">
            {t('layout.userMenu.userSettings')}
          </MenuItem>
        </MenuSection>
        {themeSelect.enabled && (
          <MenuSection
            className="menu__section"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[colorMode]}
            onSelectionChange={(keys) => {
              const [mode] = keys === 'all' ? [] : [...keys];
              if (isColorMode(mode)) changeColorMode(mode);
            }}
          >
            <Header className="menu__header">{t('layout.theme.label')}</Header>
            {COLOR_MODES.map((mode) => (
              <MenuItem key={mode} id={mode}>
                {t(`layout.theme.${mode}`)}
              </MenuItem>
            ))}
          </MenuSection>
        )}
        <MenuSeparator />
        <MenuItem id="support" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
          {t('layout.userMenu.support')}
        </MenuItem>
        <MenuItem id="store" href={STORE_URL} target="_blank" rel="noopener noreferrer">
          {t('layout.userMenu.store')}
        </MenuItem>
        <MenuItem id="share-feedback">{t('layout.userMenu.shareFeedback')}</MenuItem>
        <MenuSeparator />
        {paired && <MenuItem id="desktop-unpair">{t('electron.menu.unpair')}</MenuItem>}
        <MenuItem id="logout" href="/logout">
          {t('layout.userMenu.logout')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
