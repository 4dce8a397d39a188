import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import type { SettingsSidebar_account$key } from '../__generated__/SettingsSidebar_account.graphql';
import type { AccountPermission } from '../domain/permissions';
import { Link } from '../ui/Link';
import { LoadingRegion, Skeleton } from '../ui/Skeleton';
import { settingsNavigation } from './settingsNavigation';
import type { SettingsNavigation } from './settingsNavigation';
import './SettingsSidebar.css';

const fragment = graphql`
  fragment SettingsSidebar_account on Account {
    id
    permissions
    roles {
      isDistributor
    }
    paymentMethod {
      __typename
    }
  }
`;

/** The settings destinations the viewer may reach on the account (navigation.md 2.8). */
export function useSettingsNavigation(accountKey: SettingsSidebar_account$key | null): SettingsNavigation {
  const account = useFragment(fragment, accountKey) ?? null;
  return useMemo(
    () =>
      settingsNavigation(
        account && {
          id: account.id,
          permissions: account.permissions.filter((permission): permission is AccountPermission => permission !== '%future added value'),
          hasPaymentMethod: account.paymentMethod !== null,
          isDistributor: account.roles.isDistributor,
        },
      ),
    [account],
  );
}

function SettingsSidebarNavigation({ navigation }: { navigation: SettingsNavigation }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="settings-sidebar" aria-label={t('layout.settings.label')}>
      <Link href={navigation.back.to} className="settings-sidebar__back">
        {t(navigation.back.labelKey)}
      </Link>
      {navigation.groups.map((group) => (
        <section key={group.id} className="settings-sidebar__group" aria-labelledby={`settings-sidebar-${group.id}`}>
          <h2 id={`settings-sidebar-${group.id}`} className="settings-sidebar__heading">
            {t(group.headingKey)}
          </h2>
          <ul className="settings-sidebar__list">
            {group.items.map((item) => (
              <li key={item.id}>
                <Link href={item.to} className="settings-sidebar__link" aria-current={pathname === item.to || pathname.startsWith(`${item.to}/`) ? 'page' : undefined}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** Placeholders shaped like the settings sidebar, while its account loads. */
export function SettingsSidebarSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('layout.settings.loading')}>
      <div className="settings-sidebar">
        <Skeleton width="40%" height="1.25em" />
        {[1, 7].map((rows, group) => (
          <div key={group} className="settings-sidebar__group">
            <Skeleton width="55%" height="0.9em" />
            {Array.from({ length: rows }, (_, row) => (
              <Skeleton key={row} width={`${60 + ((row * 13) % 30)}%`} height="1.5em" />
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * The settings area's sidebar for an account: the settings pages spread its fragment in their
 * preloaded query and show SettingsSidebarSkeleton while that loads.
 */
export function SettingsSidebar({ account }: { account: SettingsSidebar_account$key }) {
  return <SettingsSidebarNavigation navigation={useSettingsNavigation(account)} />;
}
