import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import OrderPlayerPageQuery from '../../__generated__/OrderPlayerPageQuery.graphql';
import type { OrderPlayerPageQuery as OrderPlayerPageQueryType } from '../../__generated__/OrderPlayerPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { OrderPlayerPage } from './OrderPlayerPage';

function renderOrderPlayer(zones: { id: string; name: string }[], total = zones.length) {
  const environment = createMockEnvironment();
  return renderWithRelay(null, {
    environment,
    at: '/accounts/acc-1/order-player',
    mockResolvers: { Account: () => ({ id: 'acc-1', soundZones: { total, edges: zones.map((zone) => ({ node: { ...zone, location: { name: 'Södermalm' } } })) } }) },
    routes: [{ path: '/accounts/:accountId/order-player', loader: () => preloadQuery<OrderPlayerPageQueryType>(environment, OrderPlayerPageQuery, { accountId: 'acc-1' }), element: <OrderPlayerPage /> }],
  });
}

describe('OrderPlayerPage (navigation.md 2.4)', () => {
  it('lists the kinds of player and pairs each zone without one, accessibly', async () => {
    const { container } = renderOrderPlayer([{ id: 'z1', name: 'Bar' }], 3);
    expect(await screen.findByRole('heading', { level: 3, name: 'Bar at Södermalm' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('3 zones have no player yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pair Bar with a hardware player' }).getAttribute('href')).toBe('/accounts/acc-1/zones/z1/player/pair/hardware');
    expect(screen.getByRole('link', { name: 'Pair Bar with a Sonos system' }).getAttribute('href')).toBe('/accounts/acc-1/zones/z1/player/pair/sonos');
    const kinds = within(screen.getByRole('region', { name: 'Ways to play' }));
    expect(kinds.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Browser', 'Desktop app', 'Mobile app', 'Hardware player', 'Sonos system']);
    expect(kinds.getByRole('link', { name: 'Download the apps' }).getAttribute('href')).toBe('/download');
    await expectNoAxeViolations(container);
  });

  it('says so when every zone has a player', async () => {
    renderOrderPlayer([]);
    expect(await screen.findByText('Every zone has a player.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your zones' }).getAttribute('href')).toBe('/accounts/acc-1/zones');
  });
});
