// A visitor's header and sidebar (the signed-in user's are in ./UserRegions.tsx), in a chunk of their
// own: the layout frame paints their placeholders from the entry, and pages without them never load it.
import { Header } from './Header';
import { useNavigation } from './useNavigation';
import type { RouteAppearance } from './routeHandle';
import { Sidebar } from './Sidebar';

export interface VisitorHeaderProps {
  routeAppearance: RouteAppearance;
  /** Whether the header carries the main navigation, the sidebar being hidden for the width. */
  withMenu: boolean;
}

export function VisitorHeader({ routeAppearance, withMenu }: VisitorHeaderProps) {
  const { appearance, groups } = useNavigation(null, { loggedIn: false, routeAppearance });
  return <Header loggedIn={false} userMenu={null} appearance={appearance} search={null} menu={withMenu ? groups : null} />;
}

export function VisitorSidebar({ routeAppearance }: { routeAppearance: RouteAppearance }) {
  const { groups } = useNavigation(null, { loggedIn: false, routeAppearance });
  return <Sidebar groups={groups} library={{ kind: 'loggedOut' }} />;
}
