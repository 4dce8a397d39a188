// Zone presets (REST /api/accounts/{accountId}/zone_presets, /api/zone_presets/{id}): named sets of sound
// zone settings on an account, which a new zone may take (SoundZoneCreate.zone_preset). Any member may read
// them (every member may create zones); creating, changing and deleting them needs SETTINGS_WRITE
// (navigation.md 6). A change publishes the account's update, as its other settings do.
import { asc, eq } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { zonePresetErrors } from '../../src/domain/companySettings';
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { zonePresets } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { defineHandlers } from '../rest/handlers';
import { compactTimestamp } from './model';
import { checkAccountRules, requireAccountRules } from './rules';
import type { AccountRuleName } from './rules';
import { publishAccountUpdate } from './service';
import { PRODUCT_SOUND_ZONE_SETTINGS, applySoundZoneSettingsPatch, soundZoneSettingsOf } from './zoneSettings';
import type { SoundZoneSettings } from './zoneSettings';

type Schemas = components['schemas'];
export type ZonePresetRow = typeof zonePresets.$inferSelect;

export function restZonePreset(row: ZonePresetRow): Schemas['ZonePreset'] {
  return {
    id: row.id,
    account: row.accountId,
    name: row.name,
    settings: presetSettings(row),
    created_at: compactTimestamp(row.createdAt),
    updated_at: compactTimestamp(row.updatedAt),
  };
}

/** The settings a preset gives a zone: the product defaults with the preset's choices. */
export const presetSettings = (row: ZonePresetRow): SoundZoneSettings => soundZoneSettingsOf(row.settings) ?? PRODUCT_SOUND_ZONE_SETTINGS;

/** Throws 400 with the spec's per-field messages for a bad name (core.md 5: required, at most 50). */
function checkName(name: string | undefined): void {
  const errors = zonePresetErrors({ name });
  if (Object.keys(errors).length) throw badRequest(errors);
}

export async function listZonePresets(context: RequestContext, accountId: string): Promise<ZonePresetRow[]> {
  await requireAccountRules(context, accountId, ['read']);
  return context.db.select().from(zonePresets).where(eq(zonePresets.accountId, accountId)).orderBy(asc(zonePresets.name), asc(zonePresets.id));
}

/** A preset the viewer may see (404 otherwise, also when its account is hidden from them) and may act on by the rules (403). */
export async function requireZonePreset(context: RequestContext, presetId: string, rules: readonly AccountRuleName[]): Promise<ZonePresetRow> {
  const [preset] = await context.db.select().from(zonePresets).where(eq(zonePresets.id, presetId));
  if (!preset) throw notFound('Zone preset');
  const { membership } = await requireAccountRules(context, preset.accountId, ['read']).catch(() => {
    throw notFound('Zone preset');
  });
  checkAccountRules(membership, rules);
  return preset;
}

export async function createZonePreset(context: RequestContext, accountId: string, body: Schemas['ZonePresetCreate']): Promise<ZonePresetRow> {
  await requireAccountRules(context, accountId, ['editSettings']);
  checkName(body.name);
  const id = await newId(context.db, 'ZonePreset', decodeId(accountId) ?? []);
  const now = context.now();
  const [row] = await context.db
    .insert(zonePresets)
    .values({ id, accountId, name: body.name.trim(), settings: applySoundZoneSettingsPatch({}, body.settings), createdAt: now, updatedAt: now })
    .returning();
  await publishAccountUpdate(context, accountId);
  return row!;
}

export async function updateZonePreset(context: RequestContext, presetId: string, body: Schemas['ZonePresetUpdate']): Promise<ZonePresetRow> {
  const preset = await requireZonePreset(context, presetId, ['editSettings']);
  if (body.name !== undefined) checkName(body.name);
  const values: Partial<typeof zonePresets.$inferInsert> = {};
  if (body.name !== undefined) values.name = body.name.trim();
  if (body.settings !== undefined) values.settings = applySoundZoneSettingsPatch(preset.settings, body.settings);
  if (!Object.keys(values).length) return preset;
  const [row] = await context.db
    .update(zonePresets)
    .set({ ...values, updatedAt: context.now() })
    .where(eq(zonePresets.id, presetId))
    .returning();
  await publishAccountUpdate(context, preset.accountId);
  return row!;
}

export async function deleteZonePreset(context: RequestContext, presetId: string): Promise<void> {
  const preset = await requireZonePreset(context, presetId, ['editSettings']);
  await context.db.delete(zonePresets).where(eq(zonePresets.id, presetId));
  await publishAccountUpdate(context, preset.accountId);
}

/**
 * The settings a new zone of the account takes from a preset (SoundZoneCreate.zone_preset), with the
 * request's own settings over them. A preset of another account is not found.
 */
export async function zonePresetSettingsFor(context: RequestContext, accountId: string, presetId: string, patch: Schemas['SoundZoneSettingsPatch'] | undefined): Promise<SoundZoneSettings> {
  const preset = await requireZonePreset(context, presetId, []);
  if (preset.accountId !== accountId) throw notFound('Zone preset');
  return patch ? applySoundZoneSettingsPatch(presetSettings(preset), patch) : presetSettings(preset);
}

export const zonePresetHandlers = defineHandlers({
  async listAccountZonePresets(request, context) {
    return { status: 200, body: (await listZonePresets(context, request.params.accountId)).map(restZonePreset) };
  },
  async createAccountZonePreset(request, context) {
    return { status: 201, body: restZonePreset(await createZonePreset(context, request.params.accountId, request.body)) };
  },
  async updateZonePreset(request, context) {
    return { status: 200, body: restZonePreset(await updateZonePreset(context, request.params.zonePresetId, request.body)) };
  },
  async deleteZonePreset(request, context) {
    await deleteZonePreset(context, request.params.zonePresetId);
    return { status: 204 };
  },
});
