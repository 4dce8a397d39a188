import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accounts, artists, blockedTracks } from '../db/schema';
import { newId } from '../db/ids';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

// The query as the web app's /create/ai-playlist sends it: for the selected account.
const PROMPT = `query($prompt: String!, $market: String, $account: ID) { getTracksFromPrompt(prompt: $prompt, market: $market, account: $account) { tracks { title } } }`;
const ASK = 'mellow jazz';

describe(`tracks from a prompt for an account (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof promptWorld>>;
  beforeAll(async () => {
    server = await startTestServer();
    world = await promptWorld();
  });
  afterAll(() => server.close());

  /** A user of two accounts (the shop, and a branch that blocks a track account-wide), a player of the shop, and mellow jazz of every kind. */
  async function promptWorld() {
    const db = server.app.services.db;
    const fx = fixtures(db, server.app.services.tokens);
    const { user, account: shop, zone, token } = await fx.world();
    const branch = await fx.account({ businessName: 'Branch' });
    await fx.membership(branch.id, user.id);
    const device = await fx.pairedDevice(zone.id);
    const mellowJazz = ['jazz', 'mellow', 'slow', 'vocal', '90s'];
    const [, , , branchBlocked] = await fx.tracks([
      { title: 'Plain Jazz', tags: mellowJazz },
      { title: 'Harbour Jazz', tags: mellowJazz, markets: ['NO'] },
      { title: 'Late Jazz', tags: mellowJazz, explicit: true },
      { title: 'Branch Blocked Jazz', tags: mellowJazz },
    ]);
    const free = await fx.tracks([{ title: 'Free Jazz', tags: mellowJazz }]);
    await db.update(artists).set({ royaltyFree: true }).where(eq(artists.id, free[0]!.artistIds[0]!));
    await db.insert(blockedTracks).values({ id: await newId(db, 'BlockedTrack'), parentId: branch.id, accountId: branch.id, trackId: branchBlocked!.id, reasons: ['dislike'] });
    const stranger = await fx.account({ businessName: 'Stranger' });
    return { db, shop, branch, stranger, token, deviceToken: await fx.token(device.id, 'interactive_device') };
  }

  const setAccounts = (ids: string[], values: Partial<typeof accounts.$inferInsert>) => world.db.update(accounts).set(values).where(inArray(accounts.id, ids));
  beforeEach(() => setAccounts([world.shop.id, world.branch.id], { plan: 'unlimited', tier: 'tier-3', settings: {}, isoCountry: 'SE' }));

  async function ask(variables: { account?: string; market?: string }, token = world.token) {
    return (await server.graphql(PROMPT, { prompt: ASK, ...variables }, { token })).body;
  }
  async function titles(variables: { account?: string; market?: string }, token = world.token): Promise<string[]> {
    const body = await ask(variables, token);
    expect(body.errors).toBeUndefined();
    return body.data!.getTracksFromPrompt.tracks.map((track: { title: string }) => track.title).sort();
  }

  it("finds music in the account's country when no market is given, and in the market when one is", async () => {
    expect(await titles({ account: world.shop.id })).not.toContain('Harbour Jazz');
    await setAccounts([world.shop.id], { isoCountry: 'NO' });
    expect(await titles({ account: world.shop.id })).toContain('Harbour Jazz');
    expect(await titles({ account: world.shop.id, market: 'SE' })).not.toContain('Harbour Jazz');
  });

  it("hides explicit tracks by the named account's filter, not another account's", async () => {
    await setAccounts([world.branch.id], { settings: { filter_explicit: true } });
    expect(await titles({ account: world.shop.id })).toContain('Late Jazz');
    expect(await titles({ account: world.branch.id })).not.toContain('Late Jazz');
    // Naming no account, the strictest of the user's accounts applies.
    expect(await titles({})).not.toContain('Late Jazz');
  });

  it("leaves out the named account's account-wide blocks, not another account's", async () => {
    expect(await titles({ account: world.shop.id })).toContain('Branch Blocked Jazz');
    expect(await titles({ account: world.branch.id })).not.toContain('Branch Blocked Jazz');
    expect(await titles({})).not.toContain('Branch Blocked Jazz');
  });

  it("gives a royalty-free account only royalty-free artists' tracks, and others none of theirs", async () => {
    expect(await titles({ account: world.shop.id })).toEqual(['Branch Blocked Jazz', 'Late Jazz', 'Plain Jazz']);
    await setAccounts([world.shop.id], { plan: 'royalty-free', tier: 'tier-1' });
    expect(await titles({ account: world.shop.id })).toEqual(['Free Jazz']);
    expect(await titles({ account: world.branch.id })).not.toContain('Free Jazz');
  });

  it("follows a paired player's zone account when it names none", async () => {
    await setAccounts([world.shop.id], { isoCountry: 'NO', settings: { filter_explicit: true } });
    expect(await titles({}, world.deviceToken)).toEqual(['Branch Blocked Jazz', 'Harbour Jazz', 'Plain Jazz']);
    await setAccounts([world.shop.id], { plan: 'royalty-free', tier: 'tier-1' });
    expect(await titles({}, world.deviceToken)).toEqual(['Free Jazz']);
  });

  it('refuses an account the viewer is not a member of, and one restricted from discovering music', async () => {
    expect((await ask({ account: world.stranger.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await setAccounts([world.shop.id], { settings: { restrict_discover_music: true } });
    expect((await ask({ account: world.shop.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
