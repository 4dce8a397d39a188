import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { TestServer } from '../testing/testServer';
import { startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';
import { testDatabaseKind } from '../testing/database';
import type { AclRow, LocationRow } from '../loaders';
import type { DeliveredEvent } from '../realtime/pubsub';
import { acls as aclTable } from '../db/schema';
import { newId } from '../db/ids';
import { LOCATION_LIMIT_MESSAGE } from '../../src/domain/members';

const ROLES = ['owner', 'admin', 'finance', 'contact', 'member', 'locationUser', 'device', 'foreign'] as const;
type Role = (typeof ROLES)[number];
/** Owners and admins read and manage members (USERS_READ, user.update, user.delete); nobody else. */
const MANAGERS: readonly Role[] = ['owner', 'admin'];

const ACCESS = `query Access($id: ID!, $first: Int, $after: String) {
  account(id: $id) { access {
    users(first: $first, after: $after) { total pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor membershipId node { id name email } roles { owner admin finance contact } locations { id } } }
    pendingUsers { total edges { node { id email invitedAt invitedBy { __typename ... on User { id } } } roles { owner admin finance contact } locations { id } } }
  } }
}`;
const LOCATION_USERS = `query LocationUsers($id: ID!) { location(id: $id) { users { total edges { membershipId node { id } } } invited { total edges { node { email } } } } }`;

describe(`memberships (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  let account: { id: string };
  let location: LocationRow;
  let otherLocation: LocationRow;
  const tokens = {} as Record<Role, string>;
  const acls = {} as Record<Exclude<Role, 'device' | 'foreign'>, AclRow>;
  let invitee: AclRow;

  beforeAll(async () => {
    ({ server, make } = await startPeopleServer());
    const world = await make.world();
    account = world.account;
    location = world.location;
    otherLocation = await make.location(account.id, { name: 'Second Location' });
    tokens.owner = world.token;
    acls.owner = world.membership;
    const flags: Record<'admin' | 'finance' | 'contact' | 'member' | 'locationUser', Parameters<typeof make.membership>[2]> = {
      admin: { admin: true },
      finance: { finance: true },
      contact: { contact: true },
      member: {},
      locationUser: { locationIds: [location.id] },
    };
    for (const [role, values] of Object.entries(flags) as [keyof typeof flags, (typeof flags)[keyof typeof flags]][]) {
      const user = await make.user({ name: `The ${role}` });
      acls[role] = await make.membership(account.id, user.id, values);
      tokens[role] = await make.token(user.id);
    }
    const device = await make.pairedDevice(world.zone.id);
    tokens.device = await make.token(device.id, 'interactive_device');
    tokens.foreign = (await make.world()).token;
    // A pending invitation: no user yet.
    [invitee] = await server.app.services.db
      .insert(aclTable)
      .values({ id: await newId(server.app.services.db, 'Acl'), accountId: account.id, pendingEmail: 'invited@cadence.test', finance: true, locationIds: [otherLocation.id], invitedBy: world.user.id })
      .returning() as [AclRow];
  });
  afterAll(() => server.close());

  const statusFor = (role: Role, allowed: readonly Role[], forbiddenStatus = 403) => (allowed.includes(role) ? 200 : role === 'foreign' ? 404 : forbiddenStatus);

  describe.each(ROLES)('as %s', (role) => {
    it('lists the account’s members and invitees only for managers', async () => {
      const expected = statusFor(role, MANAGERS);
      const list = await server.rest('GET', `/api/accounts/${account.id}/acls`, { token: tokens[role] });
      expect(list.status).toBe(expected);
      const invitees = await server.rest('GET', `/api/accounts/${account.id}/invitees`, { token: tokens[role] });
      expect(invitees.status).toBe(expected);
      if (expected !== 200) return;
      expect(list.body).toHaveLength(7);
      const owner = list.body.find((acl: { id: string }) => acl.id === acls.owner.id);
      expect(owner).toMatchObject({ account: account.id, owner: true, admin: true, finance: true, contact: true, pending_email: null, locations: [], denorm_user: { id: acls.owner.userId } });
      expect(list.body.find((acl: { id: string }) => acl.id === invitee.id)).toMatchObject({ user: null, denorm_user: null, pending_email: 'invited@cadence.test', finance: true, locations: [otherLocation.id] });
      expect(invitees.body).toEqual([expect.objectContaining({ id: invitee.id, pending_email: 'invited@cadence.test', locations: [otherLocation.id] })]);
    });

    it('lists a location’s users only for managers', async () => {
      const response = await server.rest('GET', `/api/locations/${location.id}/acls`, { token: tokens[role] });
      // A device or location user sees the location (403); the foreign user does not (404).
      expect(response.status).toBe(statusFor(role, MANAGERS));
      if (response.status !== 200) return;
      const ids = response.body.map((acl: { id: string }) => acl.id);
      // Whole-account members and this location's users; not the invitee limited to the other location.
      expect(ids).toContain(acls.locationUser.id);
      expect(ids).toContain(acls.contact.id);
      expect(ids).not.toContain(invitee.id);
    });

    it('reads a membership: managers any, members their own', async () => {
      const other = await server.rest('GET', `/api/acls/${acls.contact.id}`, { token: tokens[role] });
      expect(other.status).toBe(role === 'contact' ? 200 : statusFor(role, MANAGERS));
      if (role in acls) expect((await server.rest('GET', `/api/acls/${acls[role as keyof typeof acls].id}`, { token: tokens[role] })).status).toBe(200);
    });

    it('changes memberships only as a manager', async () => {
      const response = await server.rest('PUT', `/api/acls/${acls.member.id}`, { token: tokens[role], body: { contact: false } });
      expect(response.status).toBe(statusFor(role, MANAGERS));
    });

    it('reads Account.access only as a manager', async () => {
      const response = await server.graphql(ACCESS, { id: account.id }, { token: tokens[role] });
      if (MANAGERS.includes(role)) expect(response.body.data.account.access.users.total).toBe(6);
      else if (role === 'foreign') expect(response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      else expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  it('answers 404 for an unknown membership', async () => {
    expect((await server.rest('GET', '/api/acls/QWNsLCwxenp6enov', { token: tokens.owner })).status).toBe(404);
  });

  it('lists a user’s own memberships, nobody else’s', async () => {
    const own = await server.rest('GET', `/api/users/${acls.finance.userId}/acls`, { token: tokens.finance });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([expect.objectContaining({ id: acls.finance.id, finance: true, denorm_user: expect.objectContaining({ name: 'The finance' }) })]);
    expect((await server.rest('GET', `/api/users/${acls.finance.userId}/acls`, { token: tokens.foreign })).status).toBe(404);
    expect((await server.rest('GET', `/api/users/${acls.finance.userId}/acls`, { token: tokens.owner })).status).toBe(404);
  });

  it('changes flags and locations, checks the locations, and publishes the change', async () => {
    const events: DeliveredEvent[] = [];
    const stop = server.app.services.pubsub.onEvent((event) => events.push(event));
    const response = await server.rest('PUT', `/api/acls/${acls.member.id}`, { token: tokens.admin, body: { finance: true, locations: [otherLocation.id, otherLocation.id] } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: acls.member.id, finance: true, locations: [otherLocation.id], denorm_user: { name: 'The member' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    expect(events).toContainEqual(expect.objectContaining({ type: 'update', entity: 'acl', id: acls.member.id, accountId: account.id }));

    const foreignLocation = (await make.world()).location;
    const invalid = await server.rest('PUT', `/api/acls/${acls.member.id}`, { token: tokens.admin, body: { locations: [foreignLocation.id] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ locations: 'Invalid' });
    await server.rest('PUT', `/api/acls/${acls.member.id}`, { token: tokens.admin, body: { finance: false, locations: [] } });
  });

  it('keeps owners and admins on the whole account: they are never limited to locations', async () => {
    const put = (aclId: string, body: object) => server.rest('PUT', `/api/acls/${aclId}`, { token: tokens.owner, body });
    const promoted = await put(acls.locationUser.id, { admin: true });
    expect(promoted.status).toBe(400);
    expect(promoted.body.fields).toEqual({ locations: LOCATION_LIMIT_MESSAGE });
    expect((await put(acls.admin.id, { locations: [location.id] })).body.fields).toEqual({ locations: LOCATION_LIMIT_MESSAGE });
    expect((await put(acls.owner.id, { owner: true, locations: [location.id] })).status).toBe(400);
    // Given the whole account, the location user may become an admin; and back.
    expect((await put(acls.locationUser.id, { admin: true, locations: [] })).body).toMatchObject({ admin: true, locations: [] });
    expect((await put(acls.locationUser.id, { admin: false, locations: [location.id] })).body).toMatchObject({ admin: false, locations: [location.id] });
    // Finance and contact may be limited.
    expect((await put(acls.contact.id, { finance: true, locations: [location.id] })).status).toBe(200);
    expect((await put(acls.contact.id, { finance: false, locations: [] })).status).toBe(200);
  });

  it('keeps an owner: the last one can neither be demoted nor removed', async () => {
    const demote = await server.rest('PUT', `/api/acls/${acls.owner.id}`, { token: tokens.admin, body: { owner: false } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('An account must keep at least one owner');
    expect((await server.rest('DELETE', `/api/acls/${acls.owner.id}`, { token: tokens.owner })).status).toBe(409);
    // With a second owner, the first may step down.
    expect((await server.rest('PUT', `/api/acls/${acls.admin.id}`, { token: tokens.owner, body: { owner: true } })).status).toBe(200);
    expect((await server.rest('PUT', `/api/acls/${acls.owner.id}`, { token: tokens.admin, body: { owner: false } })).status).toBe(200);
    expect((await server.rest('PUT', `/api/acls/${acls.owner.id}`, { token: tokens.admin, body: { owner: true } })).status).toBe(200);
    expect((await server.rest('PUT', `/api/acls/${acls.admin.id}`, { token: tokens.owner, body: { owner: false } })).status).toBe(200);
  });

  it('pages Account.access with totals, roles and locations', async () => {
    const first = await server.graphql(ACCESS, { id: account.id, first: 2 }, { token: tokens.owner });
    const users = first.body.data.account.access.users;
    expect(users.total).toBe(6);
    expect(users.edges).toHaveLength(2);
    expect(users.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(users.edges[0]).toMatchObject({ membershipId: acls.owner.id, node: { id: acls.owner.userId }, roles: { owner: true, admin: true, finance: true, contact: true }, locations: [] });
    const rest = await server.graphql(ACCESS, { id: account.id, first: 10, after: users.pageInfo.endCursor }, { token: tokens.owner });
    const later = rest.body.data.account.access.users;
    expect(later.edges).toHaveLength(4);
    expect(later.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(later.edges.find((edge: { membershipId: string }) => edge.membershipId === acls.locationUser.id).locations).toEqual([{ id: location.id }]);
    const pending = first.body.data.account.access.pendingUsers;
    expect(pending).toEqual({
      total: 1,
      edges: [{ node: { id: invitee.id, email: 'invited@cadence.test', invitedAt: invitee.createdAt.toISOString(), invitedBy: { __typename: 'User', id: acls.owner.userId } }, roles: { owner: false, admin: false, finance: true, contact: false }, locations: [{ id: otherLocation.id }] }],
    });
    const bad = await server.graphql(ACCESS, { id: account.id, after: 'nonsense' }, { token: tokens.owner });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads a page of 50 members with their users and locations in a few batched statements', async () => {
    const crowd = await make.world();
    const places = [await make.location(crowd.account.id), await make.location(crowd.account.id)];
    for (let i = 0; i < 49; i++) await make.membership(crowd.account.id, (await make.user()).id, { locationIds: [places[i % 2]!.id] });
    const before = server.database.statementCount();
    const response = await server.graphql(ACCESS, { id: crowd.account.id, first: 50 }, { token: crowd.token });
    const statements = server.database.statementCount() - before;
    expect(response.body.data.account.access.users.edges).toHaveLength(50);
    expect(response.body.data.account.access.users.edges[1].locations).toHaveLength(1);
    expect(statements).toBeLessThan(12);
  });

  it('lists Location.users and Location.invited: memberships limited to the location', async () => {
    const here = await server.graphql(LOCATION_USERS, { id: location.id }, { token: tokens.owner });
    expect(here.body.data.location.users).toEqual({ total: 1, edges: [{ membershipId: acls.locationUser.id, node: { id: acls.locationUser.userId } }] });
    expect(here.body.data.location.invited).toEqual({ total: 0, edges: [] });
    const there = await server.graphql(LOCATION_USERS, { id: otherLocation.id }, { token: tokens.owner });
    expect(there.body.data.location.invited).toEqual({ total: 1, edges: [{ node: { email: 'invited@cadence.test' } }] });
    expect((await server.graphql(LOCATION_USERS, { id: location.id }, { token: tokens.contact })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sends membership events to the account’s acl room and user events to the user’s room on the event socket', async () => {
    const received: { room: string; kind: string; data: unknown }[] = [];
    const connect = (namespace: string, room: string, token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(`${server.origin}${namespace}`, { path: '/event/ws', query: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on('connect', () => {
          socket.emit('subscribe', [room]);
          setTimeout(() => resolve(socket), 100);
        });
        socket.on('connect_error', (error) => reject(new Error(`${namespace}: ${error.message}`)));
        for (const kind of ['create', 'update', 'delete']) socket.on(kind, (data) => received.push({ room, kind, data }));
      });
    const member = await make.user();
    const memberToken = await make.token(member.id);
    const sockets = [await connect(`/account/${account.id}`, 'acl', tokens.owner), await connect(`/user/${member.id}`, 'user', memberToken)];
    const acl = await make.membership(account.id, member.id, { contact: true });
    await server.rest('PUT', `/api/acls/${acl.id}`, { token: tokens.owner, body: { finance: true } });
    await server.rest('PUT', `/api/users/${member.id}`, { token: memberToken, body: { name: 'Renamed' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const socket of sockets) socket.close();
    expect(received).toContainEqual({ room: 'acl', kind: 'update', data: { type: 'acl', id: acl.id } });
    expect(received).toContainEqual({ room: 'user', kind: 'update', data: { type: 'user', id: member.id } });
  });

  it('lets a member leave, and only managers remove others', async () => {
    const leaving = await make.user();
    const acl = await make.membership(account.id, leaving.id, { contact: true });
    const token = await make.token(leaving.id);
    expect((await server.rest('DELETE', `/api/acls/${acls.contact.id}`, { token })).status).toBe(403);
    expect((await server.rest('DELETE', `/api/acls/${acl.id}`, { token: tokens.foreign })).status).toBe(404);
    const events: DeliveredEvent[] = [];
    const stop = server.app.services.pubsub.onEvent((event) => events.push(event));
    expect((await server.rest('DELETE', `/api/acls/${acl.id}`, { token })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    expect(events).toContainEqual(expect.objectContaining({ type: 'delete', entity: 'acl', id: acl.id, accountId: account.id }));
    expect((await server.rest('GET', `/api/accounts/${account.id}`, { token })).status).toBe(404);
  });
});
