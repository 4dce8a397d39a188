import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import ZoneCreatePageQuery from '../../../__generated__/ZoneCreatePageQuery.graphql';
import { toasts } from '../../../app/toasts/toastStore';
import { expectNoAxeViolations } from '../../../testing/axe';
import { operationName, preloadQuery, renderWithRelay } from '../../../testing/renderWithRelay';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import { ZoneCreatePage } from './ZoneCreatePage';
import { zoneCreateQueryPreload } from './zoneCreateQuery';

const ACCOUNT = 'acc-1';
const ZONE_MUTATION = 'createZoneMutationsZoneMutation';
const location = (id: string, name: string, city: string) => ({ node: { id, name, deactivated: false, permissions: ['ZONE_CREATE'], physicalAddress: { city } } });
const LOCATIONS = [location('loc-1', 'Södermalm', 'Stockholm'), location('loc-2', 'Haga', 'Göteborg')];

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

function renderCreate(at: string) {
  const environment = createMockEnvironment();
  const loader = ({ params }: { params: { accountId?: string } }) => preloadQuery(environment, ZoneCreatePageQuery, zoneCreateQueryPreload(params.accountId ?? '').variables);
  const view = renderWithRelay(null, {
    environment,
    at,
    pending: [ZONE_MUTATION],
    mockResolvers: { Account: () => ({ id: ACCOUNT, country: 'SE', permissions: ['SETTINGS_READ', 'ZONE_CREATE'], locations: { edges: LOCATIONS } }) },
    routes: [
      { path: '/accounts/:accountId/zones/create', loader, element: <ZoneCreatePage />, errorElement: <RouteErrorBoundary /> },
      { path: '/accounts/:accountId/zones/create/:locationId', loader, element: <ZoneCreatePage />, errorElement: <RouteErrorBoundary /> },
      { path: '*', element: <Elsewhere /> },
    ],
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
});

describe('ZoneCreatePage (navigation.md 2.4: /zones/create/{locationId})', { timeout: 20_000 }, () => {
  it('creates the zone in the location of the URL, asking only for its name', async () => {
    const { environment, user, container } = renderCreate(`/accounts/${ACCOUNT}/zones/create/loc-2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a zone' })).toBeTruthy();
    expect(screen.getByText('Haga · Göteborg')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Where is the zone?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Location/ })).toBeNull();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: 'Zone name' }), 'Bar');
    await user.click(screen.getByRole('button', { name: 'Create zone' }));
    const mutation = await waitFor(() => environment.mock.findOperation((operation) => operationName(operation) === ZONE_MUTATION));
    expect(mutation.request.variables).toEqual({ input: { location: 'loc-2', name: 'Bar' } });
    act(() => environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation, { SoundZone: () => ({ id: 'zone-9', name: 'Bar' }) })));
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe(`/accounts/${ACCOUNT}/zones/zone-9`));
    expect(toasts.getToasts().map((toast) => toast.message)).toContain('Zone Bar created');
  });

  it('without a location in the URL asks where the zone is', async () => {
    renderCreate(`/accounts/${ACCOUNT}/zones/create`);
    expect(await screen.findByRole('group', { name: 'Where is the zone?' })).toBeTruthy();
    expect(screen.getByText('A zone is one area of your premises that plays its own music, like a dining room or a bar.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'In an existing location' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'In a new location' })).toBeTruthy();
  });

  it('says when the location of the URL is not one to add zones to, and offers choosing another', async () => {
    renderCreate(`/accounts/${ACCOUNT}/zones/create/loc-elsewhere`);
    expect(await screen.findByText('This location does not exist, or you may not add zones to it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another location' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/zones/create`);
    expect(screen.queryByRole('button', { name: 'Create zone' })).toBeNull();
  });
});
