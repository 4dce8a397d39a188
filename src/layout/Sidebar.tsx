import { Suspense, lazy } from 'react';
import { MainNavigation } from './MainNavigation';
import type { NavigationGroup } from './navigationItems';
import type { SidebarLibraryState } from './SidebarLibraryRegion';
import './Sidebar.css';

// The library comes in a chunk of its own, after the navigation (and its own list after the first paint).
const SidebarLibraryRegion = lazy(async () => ({ default: (await import('./SidebarLibraryRegion')).SidebarLibraryRegion }));

/** The sidebar: the main navigation in its groups, then the library (navigation.md 2.8). */
export function Sidebar({ groups, library }: { groups: readonly NavigationGroup[]; library: SidebarLibraryState }) {
  return (
    <div className="sidebar">
      <MainNavigation groups={groups} />
      <Suspense fallback={null}>
        <SidebarLibraryRegion state={library} />
      </Suspense>
    </div>
  );
}
