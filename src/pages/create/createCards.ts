// Which cards the create hub shows an account (core.md 6 'Tiers and plans', 'Editing music'): manual
// playlists (by hand or from a prompt) need tier-3 and an account that may edit music; stations are not
// for the starter plan and royalty-free accounts are blocked from them; a schedule and an import from
// the streaming service are for every account; a new synced playlist needs schedule_creation_enabled,
// as its route does (navigation.md 2.3).
import { SCHEDULE_CREATION_FLAG } from '../../routing/guards';

export type CreateCard = 'playlist' | 'aiPlaylist' | 'aiStation' | 'fromTags' | 'fromPlaylist' | 'schedule' | 'synced' | 'import';

export interface CreateAccountFacts {
  plan: string;
  tier: string;
  isRoyaltyFree: boolean;
  restrictedEditMusic: boolean;
  featureFlags: readonly string[];
}

export const CREATE_CARD_PATHS: Record<CreateCard, string> = {
  playlist: '/create/playlist',
  aiPlaylist: '/create/ai-playlist',
  aiStation: '/create/ai-station',
  fromTags: '/create/station/from-tags',
  fromPlaylist: '/create/station/from-playlist',
  schedule: '/create/schedule',
  synced: '/create/synced-playlist',
  import: '/create/import-spotify-playlist',
};

export function createCardsFor(account: CreateAccountFacts): CreateCard[] {
  const playlists = account.tier === 'TIER_3' && account.plan !== 'STARTER' && !account.restrictedEditMusic;
  const stations = account.plan !== 'STARTER' && !account.isRoyaltyFree;
  const synced = account.featureFlags.includes(SCHEDULE_CREATION_FLAG);
  return [
    ...(playlists ? (['playlist', 'aiPlaylist'] as const) : []),
    ...(stations ? (['aiStation', 'fromTags', 'fromPlaylist'] as const) : []),
    'schedule',
    ...(synced ? (['synced'] as const) : []),
    'import',
  ];
}
