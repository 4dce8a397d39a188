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
