import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../ui/Skeleton';
import { MainNavigation } from './MainNavigation';
import type { NavigationGroup } from './navigationItems';
import './Sidebar.css';

/** The sidebar: the main navigation in its groups (navigation.md 2.8). */
export function Sidebar({ groups }: { groups: readonly NavigationGroup[] }) {
  return (
    <div className="sidebar">
      <MainNavigation groups={groups} />
    </div>
  );
}

/** Placeholders shaped like the navigation, while the account loads. */
export function SidebarSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="sidebar">
      <LoadingRegion label={t('layout.navigation.loading')}>
        <div className="sidebar__skeleton">
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={row} width={`${55 + ((row * 17) % 35)}%`} height="1.75em" />
          ))}
        </div>
      </LoadingRegion>
    </div>
  );
}
