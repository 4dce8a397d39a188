import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import CreateHubPageQuery from '../../__generated__/CreateHubPageQuery.graphql';
import type { CreateHubPageQuery as CreateHubPageQueryType } from '../../__generated__/CreateHubPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { CreateHubPage } from './CreateHubPage';

function renderHub(account: Record<string, unknown>, pending: 'all' | [] = []) {
  const environment = createMockEnvironment();
  return renderWithRelay(null, {
    environment,
    pending,
    at: '/create',
    mockResolvers: { Account: () => ({ id: 'acc-1', plan: 'UNLIMITED', tier: 'TIER_3', isRoyaltyFree: false, restrictedEditMusic: false, featureFlags: [], ...account }) },
    routes: [{ path: '/create', loader: () => preloadQuery<CreateHubPageQueryType>(environment, CreateHubPageQuery, { accountId: 'acc-1', hasAccount: true }), element: <CreateHubPage /> }],
  });
}

const cardNames = async () => within(await screen.findByRole('list')).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('CreateHubPage', () => {
  it('shows placeholders while the account loads', async () => {
    renderHub({}, 'all');
    expect(await screen.findByRole('status', { name: 'Loading' }, { timeout: 5000 })).toBeTruthy();
  });

  it('links every way of creating music an unlimited account has, the import included, and is accessible', async () => {
    const { container } = renderHub({});
    expect(await cardNames()).toEqual([
      ['Playlist', '/create/playlist'],
      ['Playlist from a prompt', '/create/ai-playlist'],
      ['Station from a prompt', '/create/ai-station'],
      ['Station from tags', '/create/station/from-tags'],
      ['Station from a playlist', '/create/station/from-playlist'],
      ['Schedule', '/create/schedule'],
      ['Import from Spotify', '/create/import-spotify-playlist'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('offers the starter plan neither stations nor manual playlists', async () => {
    renderHub({ plan: 'STARTER', tier: 'TIER_1' });
    expect((await cardNames()).map(([name]) => name)).toEqual(['Schedule', 'Import from Spotify']);
  });

  it('links a new synced playlist when the account has schedule_creation_enabled', async () => {
    renderHub({ featureFlags: ['schedule_creation_enabled'] });
    expect(await cardNames()).toContainEqual(['Synced playlist', '/create/synced-playlist']);
  });
});
