import { describe, expect, it } from 'vitest';
import { createCardsFor } from './createCards';

const unlimited = { plan: 'UNLIMITED', tier: 'TIER_3', isRoyaltyFree: false, restrictedEditMusic: false, featureFlags: [] };

describe('createCardsFor', () => {
  it('offers everything to an unlimited account', () => {
    expect(createCardsFor(unlimited)).toEqual(['playlist', 'aiPlaylist', 'aiStation', 'fromTags', 'fromPlaylist', 'schedule', 'import']);
  });

  it('keeps manual playlists for tier-3 accounts that may edit music', () => {
    expect(createCardsFor({ ...unlimited, plan: 'ESSENTIAL', tier: 'TIER_1' })).toEqual(['aiStation', 'fromTags', 'fromPlaylist', 'schedule', 'import']);
    expect(createCardsFor({ ...unlimited, restrictedEditMusic: true })).not.toContain('aiPlaylist');
  });

  it('gives the starter plan no stations and blocks royalty-free accounts from them', () => {
    expect(createCardsFor({ ...unlimited, plan: 'STARTER', tier: 'TIER_1' })).toEqual(['schedule', 'import']);
    expect(createCardsFor({ ...unlimited, plan: 'ROYALTY_FREE', isRoyaltyFree: true })).toEqual(['playlist', 'aiPlaylist', 'schedule', 'import']);
  });

  it('offers a new synced playlist only with schedule_creation_enabled, as its route allows', () => {
    expect(createCardsFor({ ...unlimited, featureFlags: ['schedule_creation_enabled'] })).toEqual(['playlist', 'aiPlaylist', 'aiStation', 'fromTags', 'fromPlaylist', 'schedule', 'synced', 'import']);
    expect(createCardsFor({ ...unlimited, plan: 'STARTER', tier: 'TIER_1', featureFlags: ['messaging_enabled', 'schedule_creation_enabled'] })).toEqual(['schedule', 'synced', 'import']);
    expect(createCardsFor({ ...unlimited, featureFlags: ['messaging_enabled'] })).not.toContain('synced');
  });
});
