import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/database';
import { recordEvents, useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

type Expectation = Record<Role, number>;

/** Any viewer of the account may list presets (any member may create zones). */
const READ: Expectation = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, partner: 200, partnerMember: 200, device: 200, foreign: 404, anonymous: 401 };
/** SETTINGS_WRITE: owner or admin (a partner admin acts as admin on its customer accounts). */
const WRITE: Expectation = { ...READ, finance: 403, contact: 403, member: 403, locationUser: 403, partnerMember: 403, device: 403 };
const CREATED = (status: number) => (status === 200 ? 201 : status);

describe(`zone presets over REST (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const as = t.as;
  const listPath = () => `/api/accounts/${t.world.account.id}/zone_presets`;
  const create = (body: unknown, role: Role = 'owner') => t.server.rest('POST', listPath(), { ...as(role), body });
  const evening = { name: 'Evening', settings: { crossfade_length: 8, default_volume: 6 } };

  it.each(Object.entries(WRITE))('createAccountZonePreset answers %s with %i (201 when allowed)', async (role, status) => {
    expect((await create(evening, role as Role)).status).toBe(CREATED(status));
  });

  it.each(Object.entries(READ))('listAccountZonePresets answers %s with %i', async (role, status) => {
    await create(evening);
    const response = await t.server.rest('GET', listPath(), as(role as Role));
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body.map((preset: { name: string }) => preset.name)).toEqual(['Evening']);
  });

  it.each(Object.entries(WRITE))('updateZonePreset answers %s with %i', async (role, status) => {
    const { body: preset } = await create(evening);
    expect((await t.server.rest('PUT', `/api/zone_presets/${preset.id}`, { ...as(role as Role), body: { name: 'Late' } })).status).toBe(status);
  });

  it.each(Object.entries(WRITE))('deleteZonePreset answers %s with %i (204 when allowed)', async (role, status) => {
    const { body: preset } = await create(evening);
    expect((await t.server.rest('DELETE', `/api/zone_presets/${preset.id}`, as(role as Role))).status).toBe(status === 200 ? 204 : status);
  });

  it('keeps the settings given over the product defaults, trims the name and publishes the account update', async () => {
    const events = recordEvents(t.server);
    const { status, body } = await create({ name: '  Evening ', settings: { crossfade_length: 8, bitrate: 'low', download_limitation: { limit_enabled: true } } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      account: t.world.account.id,
      name: 'Evening',
      settings: { crossfade_length: 8, bitrate: 'low', crossfade: true, default_volume: 10, download_limitation: { limit_enabled: true, hour_start: 8, hour_end: 18, limit_type: 'inside' } },
    });
    expect(body.created_at).toMatch(/^\d{14}$/);
    await events.waitFor((event) => event.entity === 'account' && event.id === t.world.account.id);
    events.stop();
  });

  it('updates the name and merges settings changes; deleting removes it from the list', async () => {
    const { body: preset } = await create(evening);
    const { body: updated } = await t.server.rest('PUT', `/api/zone_presets/${preset.id}`, { ...as('admin'), body: { name: 'Late', settings: { mono: true } } });
    expect(updated).toMatchObject({ name: 'Late', settings: { mono: true, crossfade_length: 8, default_volume: 6 } });
    expect((await t.server.rest('DELETE', `/api/zone_presets/${preset.id}`, as('owner'))).status).toBe(204);
    expect((await t.server.rest('GET', listPath(), as('owner'))).body).toEqual([]);
    expect((await t.server.rest('DELETE', `/api/zone_presets/${preset.id}`, as('owner'))).status).toBe(404);
  });

  it.each([
    ['an empty name', { name: '', settings: {} }, 'name'],
    ['a blank name', { name: '   ', settings: {} }, 'name'],
    ['a name over 50 characters', { name: 'x'.repeat(51), settings: {} }, 'name'],
    ['no settings', { name: 'Evening' }, 'settings'],
    ['a volume out of range', { name: 'Evening', settings: { default_volume: 17 } }, 'settings.default_volume'],
    ['an unknown setting', { name: 'Evening', settings: { loud: true } }, 'settings.loud'],
  ])('refuses %s with 400 on that field', async (_case, body, field) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields ?? {})).toContain(field);
  });

  it('gives the blank-name message of core.md 5', async () => {
    expect((await create({ name: '   ', settings: {} })).body.fields).toEqual({ name: 'Cannot be empty' });
    const { body: preset } = await create(evening);
    const response = await t.server.rest('PUT', `/api/zone_presets/${preset.id}`, { ...as('owner'), body: { name: ' ' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ name: 'Cannot be empty' });
  });

  it("hides another account's preset (404) and lists only the account's own", async () => {
    const foreign = await t.server.rest('POST', `/api/accounts/${t.world.foreignAccount.id}/zone_presets`, { ...as('foreign'), body: evening });
    expect(foreign.status).toBe(201);
    expect((await t.server.rest('PUT', `/api/zone_presets/${foreign.body.id}`, { ...as('owner'), body: { name: 'Mine' } })).status).toBe(404);
    expect((await t.server.rest('GET', listPath(), as('owner'))).body).toEqual([]);
  });

  it('gives a new zone the settings of a preset, with the request’s own over them; another account’s preset is not found', async () => {
    const { body: preset } = await create(evening);
    const zonePath = `/api/locations/${t.world.location.id}/sound_zones`;
    const zone = await t.server.rest('POST', zonePath, { ...as('member'), body: { name: 'Bar', zone_preset: preset.id, settings: { default_volume: 3 } } });
    expect(zone.status).toBe(201);
    expect(zone.body.settings).toMatchObject({ crossfade_length: 8, default_volume: 3 });
    const foreign = await t.server.rest('POST', `/api/accounts/${t.world.foreignAccount.id}/zone_presets`, { ...as('foreign'), body: evening });
    expect((await t.server.rest('POST', zonePath, { ...as('owner'), body: { name: 'Bar 2', zone_preset: foreign.body.id } })).status).toBe(404);
  });
});
