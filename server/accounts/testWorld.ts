// The viewers the accounts tests walk every rule with: each membership role on one account, a partner
// member acting on it as a customer account, its paired device, a foreign user and nobody.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fixtures } from '../testing/fixtures';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

export const ROLES = ['owner', 'admin', 'finance', 'contact', 'member', 'locationUser', 'partner', 'partnerMember', 'device', 'foreign', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];

const FLAGS = {
  owner: { owner: true },
  admin: { admin: true },
  finance: { finance: true },
  contact: { contact: true },
  member: {},
} as const;

/** A partner-sold account with one viewer per role; tokens are undefined for the anonymous viewer. */
export async function accountWorld(server: TestServer) {
  const fx = fixtures(server.app.services.db, server.app.services.tokens);
  const partnerAccount = await fx.account({ businessName: 'Sound Partners', isPartner: true, distributorHasSupport: true });
  const account = await fx.account({ businessName: 'Café Lumen', distributorId: partnerAccount.id, partnerAllowDeactivation: true });
  const location = await fx.location(account.id);
  const otherLocation = await fx.location(account.id, { name: 'Other' });
  const zone = await fx.soundZone(location.id);
  const otherZone = await fx.soundZone(otherLocation.id, { name: 'Other zone' });
  const device = await fx.pairedDevice(zone.id, { kind: 'embedded', deviceType: 'embedded', platform: 'ANDROID', pairingMode: 'hard' });
  const foreignAccount = await fx.account({ businessName: 'Elsewhere' });

  const users = {} as Record<Exclude<Role, 'device' | 'anonymous'>, Awaited<ReturnType<typeof fx.user>>>;
  for (const role of ['owner', 'admin', 'finance', 'contact', 'member'] as const) {
    users[role] = await fx.user({ name: role });
    await fx.membership(account.id, users[role].id, { ...FLAGS[role] });
  }
  users.locationUser = await fx.user({ name: 'location user' });
  await fx.membership(account.id, users.locationUser.id, { locationIds: [location.id] });
  users.partner = await fx.user({ name: 'partner admin' });
  await fx.membership(partnerAccount.id, users.partner.id, { admin: true });
  users.partnerMember = await fx.user({ name: 'partner member' });
  await fx.membership(partnerAccount.id, users.partnerMember.id, {});
  users.foreign = await fx.user({ name: 'foreign' });
  await fx.membership(foreignAccount.id, users.foreign.id);

  const tokens = {} as Record<Role, string | undefined>;
  for (const [role, user] of Object.entries(users)) tokens[role as Role] = await fx.token(user.id);
  tokens.device = await fx.token(device.id, 'interactive_device');
  tokens.anonymous = undefined;

  return { fx, account, partnerAccount, foreignAccount, location, otherLocation, zone, otherZone, device, users, tokens };
}

export type AccountWorld = Awaited<ReturnType<typeof accountWorld>>;

/** Collects the realtime events the server publishes from now on. */
export function recordEvents(server: TestServer) {
  const events: { type: string; entity: string; id: string; accountId: string | null; parentIds: string[] }[] = [];
  const stop = server.app.services.pubsub.onEvent(({ loaders: _loaders, ...event }) => events.push(event));
  return {
    events,
    stop,
    /** Waits until an event matching the filter arrives (NOTIFY is asynchronous). */
    async waitFor(filter: (event: (typeof events)[number]) => boolean, timeoutMs = 3000) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const found = events.find(filter);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('no matching realtime event');
    },
  };
}

/**
 * One server for the test file and a fresh world before each test: `t.server`, `t.world`, and
 * `t.as(role)` for the request options of a role.
 */
export function useAccountWorld() {
  let server: TestServer | undefined;
  let world: AccountWorld | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    world = await accountWorld(server!);
  });
  return {
    get server() {
      return server!;
    },
    get world() {
      return world!;
    },
    as: (role: Role) => ({ token: world!.tokens[role] }),
  };
}
