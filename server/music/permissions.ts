// What a viewer may do with a playlist (core.md 6 'Editing music', 'Context menu'): the `permissions`
// list the server sends, which the client reads to show Edit, Delete and the add-to-library button.
import { membershipOf } from '../access/accountAccess';
import { planOf, settingsOf, tierOf } from '../accounts/model';
import type { RequestContext } from '../context';
import type { AccountRow, PlaylistRow } from '../loaders';
import type { ComposerType, PlaylistPermission } from '../graphql/control/__generated__/types';
import { curatorLoader } from './loaders';

/**
 * Composer kinds the owning account may edit without a tier (manual ones need tier-3; the rest never).
 * The streaming-service kinds are here because core.md 7 gives them their own update operations: the
 * owner sets a synced playlist's presets and a copied one's details, while their tracks come from the
 * service and are never spliced (spliceManualPlaylist takes manual playlists only).
 */
const EDITABLE_BY_OWNER: ReadonlySet<ComposerType> = new Set(['SEED', 'RECIPE', 'SIMPLE_RECIPE', 'SPOTIFY', 'EXTERNAL_SPOTIFY']);

/** The account a playlist belongs to: its owner, else the account of its curator (the catalogue's editors). */
async function owningAccount(context: RequestContext, playlist: PlaylistRow): Promise<AccountRow | null> {
  const accountId = playlist.ownerAccountId ?? (playlist.curatorId ? (await curatorLoader(context.loaders).load(playlist.curatorId))?.accountId : null);
  return accountId ? context.loaders.account.load(accountId) : null;
}

/** The account of a paired player's zone, whose restrictions the player obeys. */
async function deviceAccount(context: RequestContext, deviceId: string): Promise<AccountRow | null> {
  const device = await context.loaders.device.load(deviceId);
  const zone = device?.soundZoneId ? await context.loaders.soundZone.load(device.soundZoneId) : null;
  return zone ? context.loaders.account.load(zone.accountId) : null;
}

export async function playlistPermissions(context: RequestContext, playlist: PlaylistRow, composerType: ComposerType): Promise<PlaylistPermission[]> {
  const granted: PlaylistPermission[] = [];
  const owner = await owningAccount(context, playlist);
  if (owner && (await membershipOf(context, owner.id))) {
    // Only the owning account edits; a restricted account or a starter plan edits nothing.
    const editable = composerType === 'MANUAL' ? tierOf(owner) === 'tier-3' : EDITABLE_BY_OWNER.has(composerType);
    if (editable && !settingsOf(owner).restrict_edit_music && planOf(owner) !== 'starter') granted.push('EDIT');
    // An account's own playlist is its members' to delete; a player deletes nothing.
    if (playlist.ownerAccountId && context.viewer.kind === 'user') granted.push('DELETE');
  }
  // Every collection can be saved to a library; a player whose account restricts discovery may not add.
  const { viewer } = context;
  if (viewer.kind === 'user') granted.push('ADD_TO_LIBRARY');
  else if (viewer.kind === 'device') {
    const account = await deviceAccount(context, viewer.deviceId);
    if (account && !settingsOf(account).restrict_discover_music) granted.push('ADD_TO_LIBRARY');
  }
  return granted;
}
