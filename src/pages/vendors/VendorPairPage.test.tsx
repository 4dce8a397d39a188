import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import VendorPairPageQuery from '../../__generated__/VendorPairPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery } from '../../testing/renderWithRelay';
import { VendorPairPage } from './VendorPairPage';
import { vendorPairQueryPreload } from './vendorQueries';
import { savePairing } from './vendorPaths';
import { ACCOUNT_ID, operationNamed, renderVendorPage } from './testing';

const zoneNode = (id: string, name: string, values: { permissions?: string[]; device?: { id: string; name: string } | null } = {}) => ({
  __typename: 'SoundZone',
  id,
  name,
  permissions: values.permissions ?? ['PAIR'],
  location: { __typename: 'Location', id: 'location-1', name: 'Shibuya' },
  device: values.device ? { __typename: 'Device', kind: 'unknown', online: false, softwareVersion: null, ...values.device } : null,
});

const account = (zones: ReturnType<typeof zoneNode>[]) => ({ account: { __typename: 'Account', id: ACCOUNT_ID, tier: 'TIER_3', soundZones: { edges: zones.map((node) => ({ node })) } } });

const ZONES = [zoneNode('zone-1', 'Bar', { device: { id: 'd-1', name: 'Bar Box' } }), zoneNode('zone-2', 'Terrace'), zoneNode('zone-3', 'Office', { permissions: [] })];

function renderPairPage(at: string, zones = ZONES) {
  return renderVendorPage({
    routes: (environment) =>
      ['/connect/:vendor/pair', '/connect/:vendor/:pairingCode/pair'].map((path) => ({
        path,
        loader: () => preloadQuery(environment, VendorPairPageQuery, vendorPairQueryPreload(ACCOUNT_ID).variables),
        element: <VendorPairPage />,
      })),
    at,
    query: 'VendorPairPageQuery',
    data: account(zones),
  });
}

afterEach(() => sessionStorage.clear());

describe('VendorPairPage (navigation.md 2.5, 2.12)', () => {
  it("asks for the current account's zones", async () => {
    const { query } = await renderPairPage('/connect/streamsdk/1234-5678/pair');
    expect(query.request.variables).toEqual({ accountId: ACCOUNT_ID });
  });

  it("with the vendor's pairing code, each zone the user may pair leads to pairing it", async () => {
    const { container } = await renderPairPage('/connect/streamsdk/1234-5678/pair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose the zone StreamSDK plays' })).toBeTruthy();
    expect(screen.getByText('Pick the zone of your account that StreamSDK should play.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pair to Bar' }).getAttribute('href')).toBe('/connect/streamsdk/1234-5678/pair/zone-1');
    expect(screen.getByRole('link', { name: 'Pair to Terrace' }).getAttribute('href')).toBe('/connect/streamsdk/1234-5678/pair/zone-2');
    expect(screen.getByText('Shibuya · plays on Bar Box')).toBeTruthy();
    expect(screen.getByText('Shibuya · no player')).toBeTruthy();
    expect(screen.getByText('Shibuya · you may not pair players here')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pair to Office' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("soft pairs: the chosen zone shows a pairing code for the vendor's app, and moves on when the app paired, live", async () => {
    savePairing({ vendor: 'partner-one', search: { redirect: 'https://app.partner-one.com/back' } });
    const { environment, container } = await renderPairPage('/connect/partner-one/pair');
    expect(await screen.findByText('Pick a zone, then enter the code shown here in Partner One.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pair to Terrace' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pairing Terrace' })).toBeTruthy();
    const mutation = await operationNamed(environment, 'InitiatePairingMutation');
    expect(mutation.request.variables).toEqual({ zoneId: 'zone-2' });
    act(() => environment.mock.resolve(mutation, { data: { soundZoneInitiatePairing: { pairingCode: '654321', expiresAt: new Date(Date.now() + 600_000).toISOString() } } }));
    expect(await screen.findByText('654 321')).toBeTruthy();
    await expectNoAxeViolations(container);

    const updates = await operationNamed(environment, 'ZonePairingUpdateSubscription');
    expect(updates.request.variables).toEqual({ zoneId: 'zone-2' });
    const paired = { ...zoneNode('zone-2', 'Terrace', { device: { id: 'd-9', name: 'Partner One app' } }), isPaired: true, account: { id: ACCOUNT_ID, restrictedUnpairing: false } };
    act(() => environment.mock.nextValue(updates, { data: { soundZoneUpdate: { soundZone: paired } } }));
    expect(await screen.findByText('Partner One app is now paired to Terrace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the zone' }).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones/zone-2`);
    expect(screen.getByRole('link', { name: 'Back to Partner One' }).getAttribute('href')).toBe('https://app.partner-one.com/back');
    expect(screen.queryByRole('heading', { name: 'Sonos plays on Unlimited' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a soft pair can go back to the zones', async () => {
    await renderPairPage('/connect/netplay/pair');
    await userEvent.click(await screen.findByRole('button', { name: 'Pair to Bar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose another zone' }));
    expect(screen.getByRole('list', { name: 'Zones' })).toBeTruthy();
  });

  it('an account without zones is offered to create one', async () => {
    const { container } = await renderPairPage('/connect/netplay/pair', []);
    expect(await screen.findByText('Your account has no zones yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a zone' }).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones/create`);
    await expectNoAxeViolations(container);
  });
});
