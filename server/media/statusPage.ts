// The status-page stand-in: GET /stand-in/statuspage/api/v2/summary.json in the shape of Atlassian
// Statuspage, built from a small JSON file a developer edits (DATA_DIR/statuspage.json, or
// STATUSPAGE_FILE). The file is read on every request, so a new incident shows on the app's next poll
// without a restart. Without the file every component is operational. The file lists components,
// incidents and maintenances with only the fields that matter; ids, links and timestamps are filled
// in (see statuspage.example.json beside this file).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { components } from '../../src/rest/__generated__/rest';
import { hashString } from '../db/seed/random';

type Summary = components['schemas']['StatusPageSummary'];
type Component = components['schemas']['StatusPageComponent'];
type Incident = components['schemas']['StatusPageIncident'];
type Maintenance = components['schemas']['StatusPageMaintenance'];
type IncidentUpdate = components['schemas']['StatusPageIncidentUpdate'];
type Indicator = Summary['status']['indicator'];

const PAGE_ID = 'cdnc0status1';

/** The components the page lists unless the file names its own. */
export const DEFAULT_COMPONENTS = ['Web app', 'Music streaming', 'Players', 'API', 'Payments'];

const ComponentStatus = z.enum(['operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance']);
const IncidentStatus = z.enum(['investigating', 'identified', 'monitoring', 'resolved', 'postmortem']);
const MaintenanceStatus = z.enum(['scheduled', 'in_progress', 'verifying', 'completed']);
const Impact = z.enum(['none', 'minor', 'major', 'critical']);
const Instant = z.iso.datetime({ offset: true });

const UpdateFile = z.object({ status: z.string(), body: z.string(), at: Instant.optional() });

const IncidentFile = z.object({
  id: z.string().regex(/^[a-z0-9]{1,32}$/).optional(),
  name: z.string().min(1),
  status: IncidentStatus.default('investigating'),
  impact: Impact.default('minor'),
  /** Text of the latest update (when `updates` is not given). */
  body: z.string().optional(),
  created_at: Instant.optional(),
  /** Updates, any order; each with the status it set. */
  updates: z.array(UpdateFile.extend({ status: IncidentStatus })).optional(),
  /** Names of the affected components. */
  components: z.array(z.string()).default([]),
  shortlink: z.url().optional(),
});

const MaintenanceFile = IncidentFile.omit({ status: true, impact: true, updates: true }).extend({
  status: MaintenanceStatus.default('scheduled'),
  impact: z.enum(['none', 'minor', 'major', 'critical', 'maintenance']).default('maintenance'),
  scheduled_for: Instant,
  scheduled_until: Instant,
  updates: z.array(UpdateFile.extend({ status: MaintenanceStatus })).optional(),
});

const StatusPageFile = z.object({
  page: z.object({ name: z.string().min(1).optional(), url: z.url().optional() }).default({}),
  components: z.array(z.object({ name: z.string().min(1), status: ComponentStatus.default('operational'), description: z.string().nullable().optional() })).optional(),
  incidents: z.array(IncidentFile).default([]),
  scheduled_maintenances: z.array(MaintenanceFile).default([]),
});
export type StatusPageFile = z.input<typeof StatusPageFile>;

export interface StatusPageOptions {
  /** The file the developer edits. */
  file: string;
  /** Where the page and incident links point when the file gives none. */
  publicOrigin: string;
  /** Told when the file cannot be read or does not fit. */
  warn: (message: string, details: unknown) => void;
  /** The time stamped on an operational page without a file. */
  now: Date;
}

/** The file a server reads: STATUSPAGE_FILE, or statuspage.json in the data directory. */
export function statusPageFile(config: { STATUSPAGE_FILE?: string | undefined; DATA_DIR: string }): string {
  return config.STATUSPAGE_FILE ?? join(config.DATA_DIR, 'statuspage.json');
}

/** A 12-character id in Statuspage's style, stable for the same text. */
function idOf(text: string): string {
  return (hashString(text).toString(36) + hashString(`~${text}`).toString(36)).padEnd(12, '0').slice(0, 12);
}

const IMPACT_ORDER: Indicator[] = ['none', 'minor', 'major', 'critical'];
const COMPONENT_IMPACT: Record<z.infer<typeof ComponentStatus>, Indicator> = {
  operational: 'none',
  under_maintenance: 'none',
  degraded_performance: 'minor',
  partial_outage: 'major',
  major_outage: 'critical',
};
const DESCRIPTIONS: Record<Indicator, string> = {
  none: 'All Systems Operational',
  minor: 'Minor Service Outage',
  major: 'Partial System Outage',
  critical: 'Major Service Outage',
};

async function readPageFile(options: StatusPageOptions): Promise<{ data: z.output<typeof StatusPageFile>; changedAt: Date }> {
  const empty = { data: StatusPageFile.parse({}), changedAt: options.now };
  let text: string;
  let changedAt: Date;
  try {
    [text, changedAt] = await Promise.all([readFile(options.file, 'utf8'), stat(options.file).then((s) => s.mtime)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.warn(`Cannot read the status page file ${options.file}`, error);
    return empty;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    options.warn(`The status page file ${options.file} is not valid JSON`, String(error));
    return empty;
  }
  const parsed = StatusPageFile.safeParse(json);
  if (!parsed.success) {
    options.warn(`The status page file ${options.file} does not fit its format`, z.prettifyError(parsed.error));
    return empty;
  }
  return { data: parsed.data, changedAt };
}

/** The summary of the status page as the file describes it now: unresolved incidents and maintenances not completed. */
export async function statusPageSummary(options: StatusPageOptions): Promise<Summary> {
  const { data, changedAt } = await readPageFile(options);
  const iso = (value: string | undefined) => (value ? new Date(value) : changedAt).toISOString();
  const pageUrl = data.page.url ?? `${options.publicOrigin}/stand-in/statuspage/api/v2/summary.json`;
  const since = changedAt.toISOString();

  const componentList: Component[] = (data.components ?? DEFAULT_COMPONENTS.map((name) => ({ name, status: 'operational' as const, description: null }))).map((c, position) => ({
    id: idOf(`component:${c.name}`),
    name: c.name,
    status: c.status,
    created_at: since,
    updated_at: since,
    position,
    description: c.description ?? null,
    showcase: true,
    group_id: null,
    page_id: PAGE_ID,
    group: false,
    only_show_if_degraded: false,
  }));

  type Entry<S extends string> = { id?: string | undefined; name: string; status: S; impact: string; body?: string | undefined; created_at?: string | undefined; shortlink?: string | undefined; components: string[]; updates?: { status: S; body: string; at?: string | undefined }[] | undefined };

  /** The fields incidents and maintenances share: id, link, timestamps, updates (newest first), affected components. */
  const common = <S extends string>(kind: 'incident' | 'maintenance', entry: Entry<S>, key: string) => {
    const id = entry.id ?? idOf(`${kind}:${entry.name}:${key}`);
    const createdAt = iso(entry.created_at);
    const list = entry.updates ?? (entry.body ? [{ status: entry.status, body: entry.body, at: entry.created_at }] : []);
    const updates: IncidentUpdate[] = list
      .map((update, index) => ({
        id: idOf(`${id}:update:${index}`),
        status: update.status as IncidentUpdate['status'],
        body: update.body,
        incident_id: id,
        created_at: iso(update.at ?? entry.created_at),
        updated_at: iso(update.at ?? entry.created_at),
        display_at: iso(update.at ?? entry.created_at),
      }))
      .sort((a, b) => b.display_at.localeCompare(a.display_at));
    return {
      id,
      name: entry.name,
      shortlink: entry.shortlink ?? `${pageUrl}#${kind}-${id}`,
      created_at: createdAt,
      updated_at: updates[0]?.updated_at ?? createdAt,
      page_id: PAGE_ID,
      incident_updates: updates,
      components: componentList.filter((c) => entry.components.includes(c.name)),
    };
  };

  const incidents: Incident[] = data.incidents
    .filter((entry) => entry.status !== 'resolved' && entry.status !== 'postmortem')
    .map((entry) => {
      const shared = common('incident', entry, entry.created_at ?? '');
      return {
        ...shared,
        status: entry.status,
        impact: entry.impact,
        monitoring_at: entry.status === 'monitoring' ? shared.updated_at : null,
        resolved_at: null,
        started_at: shared.created_at,
      };
    });

  const maintenances: Maintenance[] = data.scheduled_maintenances
    .filter((entry) => entry.status !== 'completed')
    .map((entry) => ({
      ...common('maintenance', entry, entry.scheduled_for),
      status: entry.status,
      impact: entry.impact,
      scheduled_for: iso(entry.scheduled_for),
      scheduled_until: iso(entry.scheduled_until),
    }));

  const impacts: Indicator[] = [...incidents.map((i) => i.impact), ...componentList.map((c) => COMPONENT_IMPACT[c.status])];
  const indicator = impacts.reduce<Indicator>((worst, impact) => (IMPACT_ORDER.indexOf(impact) > IMPACT_ORDER.indexOf(worst) ? impact : worst), 'none');
  const underMaintenance = indicator === 'none' && maintenances.some((m) => m.status === 'in_progress');
  return {
    page: { id: PAGE_ID, name: data.page.name ?? 'Cadence', url: pageUrl, time_zone: 'Etc/UTC', updated_at: since },
    status: { indicator, description: underMaintenance ? 'Service Under Maintenance' : DESCRIPTIONS[indicator] },
    components: componentList,
    incidents,
    scheduled_maintenances: maintenances,
  };
}
