import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VendorPairZonePageQuery from '../../__generated__/VendorPairZonePageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery } from '../../testing/renderWithRelay';
import { appError } from '../auth/testing/renderPage';
import type { PairingCalls } from '../zones/pair/pairingCalls';
import { VendorPairZonePage } from './VendorPairZonePage';
import { vendorPairZoneQueryPreload } from './vendorQueries';
import { savePairing } from './vendorPaths';
import { ACCOUNT_ID, renderVendorPage } from './testing';

const ZONE_HREF = `/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones/zone-2`;

const zone = (values: { permissions?: string[]; tier?: string } = {}) => ({
  soundZone: { __typename: 'SoundZone', id: 'zone-2', name: 'Terrace', permissions: values.permissions ?? ['PAIR'], account: { __typename: 'Account', id: ACCOUNT_ID, tier: values.tier ?? 'TIER_3' } },
});

function renderPairZone(at: string, options: { data?: ReturnType<typeof zone> | { soundZone: null }; calls?: Partial<PairingCalls> } = {}) {
  return renderVendorPage({
    routes: (environment) => [
      {
        path: '/connect/:vendor/:pairingCode/pair/:zoneId',
        loader: ({ params }) => preloadQuery(environment, VendorPairZonePageQuery, vendorPairZoneQueryPreload(params.zoneId!).variables),
        element: <VendorPairZonePage />,
      },
    ],
    at,
    query: 'VendorPairZonePageQuery',
    data: options.data ?? zone(),
    calls: options.calls,
  });
}

afterEach(() => sessionStorage.clear());

describe('VendorPairZonePage (navigation.md 2.5, 2.12)', () => {
  it("pairs the vendor's player by its code, as the device it registered as", async () => {
    const { calls, container, query } = await renderPairZone('/connect/streamsdk/1234-5678/pair/zone-2');
    expect(query.request.variables).toEqual({ zoneId: 'zone-2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pair StreamSDK to Terrace' })).toBeTruthy();
    expect(screen.getByText('StreamSDK showed the code 1234-5678. Pairing replaces the player Terrace has now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another zone' }).getAttribute('href')).toBe('/connect/streamsdk/1234-5678/pair');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(calls.pairHardware).toHaveBeenCalledWith('zone-2', '1234-5678', { deviceType: 'embedded', platform: 'IOS' });
    expect(await screen.findByText('StreamSDK is now paired to Terrace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the zone' }).getAttribute('href')).toBe(ZONE_HREF);
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says why pairing failed, and pairs on a second try', async () => {
    const pairHardware = vi.fn().mockRejectedValueOnce(appError('Device not found', { status: 404 })).mockResolvedValueOnce(undefined);
    const { container } = await renderPairZone('/connect/netplay/1234-5678/pair/zone-2', { calls: { pairHardware } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pair' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not pair: /);
    expect(pairHardware).toHaveBeenCalledWith('zone-2', '1234-5678', { deviceType: 'other', platform: 'NETPLAY' });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('NetPlay is now paired to Terrace.')).toBeTruthy();
  });

  it('pairing Sonos on a tier it does not play on shows the upgrade notification', async () => {
    const { container } = await renderPairZone('/connect/sonos/1234-5678/pair/zone-2', { data: zone({ tier: 'TIER_1' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pair' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sonos plays on Unlimited' })).toBeTruthy();
    expect(screen.getByText('Sonos speakers play Cadence on the Unlimited plan. Upgrade the account to play music on them.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/upgrade-plan`);
    await expectNoAxeViolations(container);
  });

  it('no upgrade notification for Sonos on tier 3', async () => {
    await renderPairZone('/connect/sonos/1234-5678/pair/zone-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Sonos is now paired to Terrace.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sonos plays on Unlimited' })).toBeNull();
  });

  it("leads back to the streaming partner's app by its stored redirect", async () => {
    savePairing({ vendor: 'partner-two', pairingCode: '1234-5678', search: { redirect: 'https://staging.partner-two.com/done' } });
    await renderPairZone('/connect/partner-two/1234-5678/pair/zone-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Pair' }));
    expect((await screen.findByRole('link', { name: 'Back to Partner Two' })).getAttribute('href')).toBe('https://staging.partner-two.com/done');
  });

  it("says a streaming partner's stored redirect is unknown", async () => {
    savePairing({ vendor: 'partner-one', pairingCode: '1234-5678', search: { redirect: 'https://evil.test/' } });
    await renderPairZone('/connect/partner-one/1234-5678/pair/zone-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Pair' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown partner-one redirect');
    expect(screen.queryByRole('link', { name: 'Back to Partner One' })).toBeNull();
  });

  it('a zone the user may not pair to says so', async () => {
    const { calls } = await renderPairZone('/connect/netplay/1234-5678/pair/zone-2', { data: zone({ permissions: [] }) });
    expect(await screen.findByText('You may not pair players to this zone.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pair' })).toBeNull();
    expect(calls.pairHardware).not.toHaveBeenCalled();
  });

  it('an unknown zone says so', async () => {
    const { container } = await renderPairZone('/connect/netplay/1234-5678/pair/zone-9', { data: { soundZone: null } });
    expect(await screen.findByText('This zone was not found.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
