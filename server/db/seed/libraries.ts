// The demo accounts' libraries (core.md 3 'Library'): each holds its own playlists, the playlists its
// zones play, and a few of the catalogue's, so the library page and the sidebar have something to show
// from the first sign-in. Derived from the rest of the demo without drawing randomness, so adding it
// left every other seeded row as it was.
import { isProviderAccount } from '../../accounts/model';
import type { libraries, libraryItems } from '../schema';
import type { Catalogue } from './catalogue';
import type { Demo } from './demo';

/** Catalogue playlists each demo library holds besides its own and its zones'. */
export const CATALOGUE_PICKS = 6;
const HOUR = 3_600_000;

export interface DemoLibraries {
  libraries: (typeof libraries.$inferInsert)[];
  libraryItems: (typeof libraryItems.$inferInsert)[];
}

export function buildLibraries(demo: Demo, catalogue: Catalogue, now: Date): DemoLibraries {
  const result: DemoLibraries = { libraries: [], libraryItems: [] };
  const catalogueLists = catalogue.playlists.filter((playlist) => playlist.presentAs === 'PLAYLIST');
  demo.accounts
    .filter((account) => !isProviderAccount(account.id!))
    .forEach((account, index) => {
      const own = demo.playlists.filter((playlist) => playlist.ownerAccountId === account.id).map((playlist) => playlist.id!);
      const played = demo.zones.filter((zone) => zone.accountId === account.id && zone.playFromId).map((zone) => zone.playFromId!);
      const picked = Array.from({ length: CATALOGUE_PICKS }, (_, k) => catalogueLists[(index * 5 + k * 7) % catalogueLists.length]!.id!);
      const ids = [...new Set([...own, ...played, ...picked])];
      // The first id is the oldest addition, an hour before the next.
      ids.forEach((itemId, k) => result.libraryItems.push({ ownerAccountId: account.id!, itemId, itemKind: 'PLAYLIST', addedAt: new Date(now.getTime() - (ids.length - k) * HOUR) }));
      result.libraries.push({ ownerAccountId: account.id!, version: 1 });
    });
  return result;
}
