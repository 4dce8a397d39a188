// The viewers the premises tests walk every rule with: each membership role on a directly sold account
// with two locations, a location user of the first, the soft-paired player of its first zone, a foreign
// member of another account and nobody.
import { readFileSync } from 'node:fs';
import { fixtures } from '../testing/fixtures';
import type { TestServer } from '../testing/testServer';

export const ROLES = ['owner', 'admin', 'finance', 'contact', 'member', 'locationUser', 'device', 'foreign', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];
/** Members of the account, who see all of it. */
export const MEMBER_ROLES = ['owner', 'admin', 'finance', 'contact', 'member'] as const;
/** Roles that may zone.activate and zone.deactivate (finance, or owner or admin). */
export const FINANCE_ROLES = ['owner', 'admin', 'finance'] as const;

const FLAGS = { owner: { owner: true }, admin: { admin: true }, finance: { finance: true }, contact: { contact: true }, member: {} } as const;

export async function premisesWorld(server: TestServer) {
  const fx = fixtures(server.app.services.db, server.app.services.tokens);
  const account = await fx.account({ businessName: 'Café Lumen', maxSoundZones: 50 });
  const location = await fx.location(account.id, { name: 'Södermalm' });
  const otherLocation = await fx.location(account.id, { name: 'Vasastan', address: 'Odengatan 5', postalCode: '113 22' });
  const zone = await fx.soundZone(location.id, { name: 'Bar' });
  const secondZone = await fx.soundZone(location.id, { name: 'Terrace' });
  const otherZone = await fx.soundZone(otherLocation.id, { name: 'Lobby' });
  const device = await fx.pairedDevice(zone.id, { clientId: `client-${zone.id}` });
  const foreignAccount = await fx.account({ businessName: 'Elsewhere' });
  const foreignLocation = await fx.location(foreignAccount.id, { name: 'Far away' });
  const foreignZone = await fx.soundZone(foreignLocation.id, { name: 'Foreign zone' });

  const users = {} as Record<Exclude<Role, 'device' | 'anonymous'>, Awaited<ReturnType<typeof fx.user>>>;
  for (const role of MEMBER_ROLES) {
    users[role] = await fx.user({ name: role });
    await fx.membership(account.id, users[role].id, { ...FLAGS[role] });
  }
  users.locationUser = await fx.user({ name: 'location user' });
  await fx.membership(account.id, users.locationUser.id, { locationIds: [location.id] });
  users.foreign = await fx.user({ name: 'foreign' });
  await fx.membership(foreignAccount.id, users.foreign.id);

  const tokens = {} as Record<Role, string | undefined>;
  for (const [role, user] of Object.entries(users)) tokens[role as Role] = await fx.token(user.id);
  tokens.device = await fx.token(device.id, 'interactive_device');
  tokens.anonymous = undefined;

  return { fx, account, location, otherLocation, zone, secondZone, otherZone, device, foreignAccount, foreignLocation, foreignZone, users, tokens };
}

export type PremisesWorld = Awaited<ReturnType<typeof premisesWorld>>;

const operations = readFileSync(new URL('../../tests/contract/operations/control.graphql', import.meta.url), 'utf8');

/** A client operation of the contract (tests/contract/operations/control.graphql) by name: up to the brace closing its selection. */
export function contractOperation(name: string): string {
  const start = operations.search(new RegExp(`^(query|mutation|subscription) ${name}\\b`, 'm'));
  if (start < 0) throw new Error(`no operation ${name}`);
  let depth = 0;
  for (let at = operations.indexOf('{', start); at < operations.length; at += 1) {
    if (operations[at] === '{') depth += 1;
    if (operations[at] === '}' && --depth === 0) return operations.slice(start, at + 1);
  }
  throw new Error(`operation ${name} does not close`);
}
