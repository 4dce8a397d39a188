import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '../../../app/analytics';
import type { AnalyticsEvent } from '../../../app/analytics';
import { toasts } from '../../../app/toasts/toastStore';
import type { AccountUserInvite, Acl, PeopleApi } from '../../../rest/people';
import { expectNoAxeViolations } from '../../../testing/axe';
import { appError, descriptionOf, fakeAuthScreens } from '../../auth/testing/renderPage';
import { LOCATION_VIEW_EVENT } from './LocationPage';
import { ACCOUNT_ID, LOCATION_ID, locationPath, renderLocation } from './renderLocation';
import type { LocationSpec } from './renderLocation';

const EVERY_PERMISSION = ['UPDATE', 'DELETE', 'ZONE_CREATE', 'USERS_READ', 'USERS_WRITE'];

async function open(rest: string, spec: LocationSpec = {}) {
  const view = renderLocation({ at: locationPath(rest), spec });
  await screen.findByRole('heading', { level: 1, name: new RegExp(`^${spec.name ?? 'Södermalm'}`) });
  return view;
}

const sectionNames = () => {
  const nav = screen.queryByRole('navigation', { name: 'Location sections' });
  return nav ? within(nav).getAllByRole('link').map((link) => link.textContent) : [];
};

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
});

describe('LocationPage', () => {
  it('shows its skeleton while the location loads', async () => {
    renderLocation({ at: locationPath('/details'), pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading the location' })).toBeTruthy();
  });

  it('shows the location’s name, city and country in the user’s language', async () => {
    await open('/details', { name: 'Harbour', address: { address: '5th Avenue 1', postalCode: '10001', city: 'New York', state: 'NY', country: 'US' } });
    expect(screen.getByText('New York · United States')).toBeTruthy();
    expect(screen.queryByText('Deactivated')).toBeNull();
  });

  it('marks a deactivated location', async () => {
    await open('/details', { deactivated: true });
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Deactivated')).toBeTruthy();
  });

  it('shows the route’s not-found screen for a location the server does not find', async () => {
    renderLocation({ at: locationPath('/details'), spec: { missing: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Location not found' })).toBeTruthy();
  });

  describe('controls by permission', () => {
    it.each<[string, string[], string[]]>([
      ['no permission: the details alone, without tabs', [], []],
      ['USERS_READ: details and users', ['USERS_READ'], ['Details', 'Users']],
      ['USERS_WRITE: details and invite', ['USERS_WRITE'], ['Details', 'Invite']],
      ['both: every section', ['USERS_READ', 'USERS_WRITE'], ['Details', 'Users', 'Invite']],
    ])('%s', async (_name, permissions, sections) => {
      await open('/details', { permissions });
      expect(sectionNames()).toEqual(sections);
    });

    it('links the sections to their paths, the current one marked', async () => {
      await open('/users', { permissions: EVERY_PERMISSION });
      const nav = screen.getByRole('navigation', { name: 'Location sections' });
      expect(within(nav).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(locationPath('/details'));
      expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(locationPath('/users'));
      expect(within(nav).getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe(locationPath('/users/invite'));
      expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    });

    it('offers editing with UPDATE and adding a zone with ZONE_CREATE', async () => {
      await open('/details', { permissions: ['UPDATE', 'ZONE_CREATE'] });
      expect(screen.getByRole('link', { name: 'Edit location' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/zones/edit/${LOCATION_ID}`);
      expect(screen.getByRole('link', { name: 'Add a zone' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/zones/create/${LOCATION_ID}`);
    });

    it('offers neither to a user without UPDATE and ZONE_CREATE', async () => {
      await open('/details', { permissions: ['DELETE', 'USERS_READ', 'USERS_WRITE'] });
      expect(screen.queryByRole('link', { name: 'Edit location' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Add a zone' })).toBeNull();
    });

    it('does not offer adding a zone to a deactivated location', async () => {
      await open('/details', { permissions: EVERY_PERMISSION, deactivated: true });
      expect(screen.queryByRole('link', { name: 'Add a zone' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Edit location' })).toBeTruthy();
    });
  });

  describe("'Location - View' (core.md 2, navigation.md 2.4)", () => {
    const recorded: AnalyticsEvent[] = [];
    const listener = (event: Event) => recorded.push((event as CustomEvent<AnalyticsEvent>).detail);
    beforeEach(() => {
      recorded.length = 0;
      window.addEventListener(ANALYTICS_EVENT, listener);
    });
    afterEach(() => window.removeEventListener(ANALYTICS_EVENT, listener));
    const views = () => recorded.filter((entry) => entry.event === LOCATION_VIEW_EVENT);

    it('records entering a location once, with zone_id set to the location id, not again between its sections', async () => {
      const { router } = await open('/details', { permissions: EVERY_PERMISSION });
      expect(views()).toEqual([{ event: 'Location - View', properties: { zone_id: LOCATION_ID } }]);
      await userEvent.click(screen.getByRole('link', { name: 'Users' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(locationPath('/users')));
      await userEvent.click(screen.getByRole('link', { name: 'Invite' }));
      await screen.findByRole('button', { name: 'Send invitation' });
      await userEvent.click(screen.getByRole('link', { name: 'Details' }));
      await screen.findByRole('heading', { name: /^Zones/ });
      expect(views()).toHaveLength(1);
    });

    it('records entering another location with its id', async () => {
      const { router } = renderLocation({ at: locationPath('/details'), specs: { [LOCATION_ID]: { name: 'Södermalm' }, 'loc-2': { name: 'Kungsholmen' } } });
      await screen.findByRole('heading', { level: 1, name: 'Södermalm' });
      await act(() => router.navigate(locationPath('/details', 'loc-2')));
      await screen.findByRole('heading', { level: 1, name: 'Kungsholmen' });
      expect(views().map((entry) => entry.properties)).toEqual([{ zone_id: LOCATION_ID }, { zone_id: 'loc-2' }]);
    });
  });
});

describe('LocationDetailsPage', () => {
  it('shows the address, the time zone and the zones with their status, each linking to its zone', async () => {
    await open('/details', { address: { address: '5th Avenue 1', postalCode: '10001', city: 'New York', state: 'NY', country: 'US' }, timezone: 'America/New_York', zones: ['Bar', 'Terrace'] });
    const address = screen.getByText(/5th Avenue 1/).closest('address')!;
    expect(address.textContent).toBe('5th Avenue 110001 New York, NYUnited States');
    expect(screen.getByText('America/New York')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zones 2 zones' })).toBeTruthy();
    const zones = screen.getAllByRole('listitem');
    expect(zones.map((zone) => within(zone).getByRole('link').textContent)).toEqual(['Bar', 'Terrace']);
    expect(within(zones[0]!).getByRole('link').getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/zones/zone-0`);
    expect(within(zones[0]!).getByText('Playing')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('leaves out the state where the address has none', async () => {
    await open('/details');
    expect(screen.getByText(/Götgatan 1/).closest('address')!.textContent).toBe('Götgatan 1116 46 StockholmSweden');
  });

  it('says when the location has no zones', async () => {
    await open('/details', { zones: [] });
    expect(screen.getByText('No zones yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zones 0 zones' })).toBeTruthy();
  });

  it('says how many zones it shows of how many, and links to all of them in the zone list', async () => {
    await open('/details', { name: 'Old Town & Harbour', zones: ['Bar'], zoneTotal: 140 });
    expect(screen.getByText(/Showing 1 of 140 zones\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every zone' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/zones?q=Old%20Town%20%26%20Harbour`);
  });
});

describe('LocationUsersPage', () => {
  it('lists the location’s users with their role and the pending invitations with their date', async () => {
    await open('/users', {
      permissions: ['USERS_READ'],
      users: [
        { name: 'ada lind', email: 'ada@example.com' },
        { name: 'Bo Ek', email: 'bo@example.com', roles: { contact: true } },
      ],
      invited: [{ email: 'cy@example.com', invitedAt: '2025-03-10T12:00:00Z', roles: { contact: true } }],
    });
    const members = within(await screen.findByRole('region', { name: 'Location users' }));
    const rows = members.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Aada lindada@example.comLocation user', 'BBo Ekbo@example.comContact person']);
    const pending = within(screen.getByRole('region', { name: 'Pending invitations' }));
    expect(pending.getByRole('listitem').textContent).toBe('@cy@example.comInvited Mar 10, 2025Contact person');
  });

  it('shows the strongest role of a member', async () => {
    await open('/users', { permissions: ['USERS_READ'], users: [{ name: 'Owner', email: 'o@example.com', roles: { owner: true, admin: true, contact: true } }, { name: 'Money', email: 'm@example.com', roles: { finance: true, contact: true } }] });
    const rows = within(await screen.findByRole('region', { name: 'Location users' })).getAllByRole('listitem');
    expect(rows.map((row) => row.lastChild?.textContent)).toEqual(['Owner', 'Finance']);
  });

  it('says when there is no one and nothing pending', async () => {
    await open('/users', { permissions: ['USERS_READ'] });
    expect(await screen.findByText('No one is limited to this location yet.')).toBeTruthy();
    expect(screen.getByText('No invitations are waiting.')).toBeTruthy();
  });

  it('offers inviting with USERS_WRITE only', async () => {
    const { unmount } = await open('/users', { permissions: ['USERS_READ', 'USERS_WRITE'] });
    expect((await screen.findByRole('link', { name: 'Invite a user' })).getAttribute('href')).toBe(locationPath('/users/invite'));
    unmount();
    await open('/users', { permissions: ['USERS_READ'] });
    await screen.findByText('No one is limited to this location yet.');
    expect(screen.queryByRole('link', { name: 'Invite a user' })).toBeNull();
  });
});

describe('LocationInvitePage', () => {
  const emailField = () => screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;

  const invited = (invite: AccountUserInvite): Acl => ({ id: 'acl-9', account: ACCOUNT_ID, user: null, ...invite });

  async function openInvite(inviteUser: PeopleApi['inviteUser'] = vi.fn(async (_accountId: string, invite: AccountUserInvite) => invited(invite))) {
    const screens = fakeAuthScreens({ api: { inviteUser } });
    const view = renderLocation({ at: locationPath('/users/invite'), spec: { permissions: EVERY_PERMISSION }, screens });
    await screen.findByRole('heading', { name: 'Invite a user to Södermalm' });
    return { ...view, inviteUser };
  }

  it('requires an e-mail and a valid one (core.md 5 ACL), with the spec’s messages, sending nothing', async () => {
    const { inviteUser } = await openInvite();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Cannot be empty'));
    expect(document.activeElement).toBe(emailField());
    for (const invalid of ['ada', 'ada@example', 'ada@example.c', '.ada@example.com', 'ada@@example.com']) {
      await user.clear(emailField());
      await user.type(emailField(), invalid);
      await user.tab();
      await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    }
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(inviteUser).not.toHaveBeenCalled();
  });

  it('invites to this location only, as a location user or its contact person, and opens the users tab', async () => {
    const { inviteUser, router } = await openInvite();
    const user = userEvent.setup();
    expect(screen.getByText("Plays and manages music in this location's zones.")).toBeTruthy();
    await user.type(emailField(), 'Ada_Lind@Example.COM');
    await user.click(screen.getByRole('radio', { name: 'Contact person' }));
    expect(screen.getByText('Also the person we contact about this location.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(locationPath('/users')));
    expect(inviteUser).toHaveBeenCalledWith(ACCOUNT_ID, { pending_email: 'Ada_Lind@Example.COM', owner: false, admin: false, finance: false, contact: true, locations: [LOCATION_ID] });
    expect(toasts.getToasts().map((toast) => [toast.type, toast.message])).toContainEqual(['success', 'Invitation sent to Ada_Lind@Example.COM']);
  });

  it('puts the server’s refusal of pending_email on the e-mail field and keeps the input', async () => {
    const inviteUser = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { pending_email: 'Already a member' } })));
    const { router } = await openInvite(inviteUser);
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Already a member'));
    expect(emailField().value).toBe('ada@example.com');
    expect(router.state.location.pathname).toBe(locationPath('/users/invite'));
  });

  it('shows other failures for the form', async () => {
    const inviteUser = vi.fn(async () => Promise.reject(appError('down', { status: 503 })));
    const { container } = await openInvite(inviteUser);
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The service is temporarily unavailable. Please try again in a moment.');
    expect(emailField().value).toBe('ada@example.com');
    // react-aria's live announcer outlives earlier tests in the document; the page is what is checked.
    await expectNoAxeViolations(container);
  });
});
