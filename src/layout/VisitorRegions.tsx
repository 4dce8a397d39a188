// A visitor's header and sidebar (the signed-in user's are in ./UserRegions.tsx). The pages a visitor
// lands on first (login, signup) show neither, so they come in a chunk of their own when a page does.
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
  return <Header loggedIn={false} userMenu={null} appearance={appearance} showSearch={false} menu={withMenu ? groups : null} />;
}

export function VisitorSidebar({ routeAppearance }: { routeAppearance: RouteAppearance }) {
  const { groups } = useNavigation(null, { loggedIn: false, routeAppearance });
  return <Sidebar groups={groups} />;
}
