// What the zone layout hands the zone's tabs: the zone it loaded, as the fragment references each reads.
import { useOutletContext } from 'react-router';
import type { ZonePlayerPage_soundZone$key } from '../../../__generated__/ZonePlayerPage_soundZone.graphql';
import type { ZoneRemotePage_soundZone$key } from '../../../__generated__/ZoneRemotePage_soundZone.graphql';

export interface ZoneOutletContext {
  soundZone: ZonePlayerPage_soundZone$key & ZoneRemotePage_soundZone$key;
}

export function useZoneOutlet(): ZoneOutletContext {
  const context = useOutletContext<ZoneOutletContext | undefined>();
  if (!context) throw new Error('useZoneOutlet: the page must be a child route of the zone layout');
  return context;
}
