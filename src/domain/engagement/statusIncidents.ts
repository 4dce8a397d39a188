// Status incidents (navigation.md 3 'Status incident', 4, 8, 9): which of the status page's incidents
// show as persistent toasts with a link, and which fetch failures are not worth reporting.

/** The status page is asked again this often; not in end-to-end tests (navigation.md 9). */
export const STATUS_POLL_INTERVAL_MS = 600_000;

export interface StatusEntry {
  id: string;
  name: string;
  impact: string;
  status: string;
  shortlink: string;
  incident_updates: readonly { body: string }[];
}

export interface StatusIncident {
  id: string;
  name: string;
  /** incident_updates[0].body: the latest update. */
  body: string;
  shortlink: string;
}

const QUIET_STATUSES: ReadonlySet<string> = new Set(['monitoring', 'scheduled', 'verifying']);

/**
 * The incidents to show: impact not none, status not monitoring, scheduled or verifying, and at least one
 * update; scheduled maintenances stand in when there are no incidents.
 */
export function incidentsToShow(summary: { incidents: readonly StatusEntry[]; scheduled_maintenances: readonly StatusEntry[] }): StatusIncident[] {
  const entries = summary.incidents.length > 0 ? summary.incidents : summary.scheduled_maintenances;
  return entries
    .filter((entry) => entry.impact !== 'none' && !QUIET_STATUSES.has(entry.status) && entry.incident_updates.length > 0)
    .map((entry) => ({ id: entry.id, name: entry.name, body: entry.incident_updates[0]!.body, shortlink: entry.shortlink }));
}

const IGNORED_FETCH_FAILURES = [/^Failed to fetch$/i, /^Load failed$/i, /network/i];

/** A failure to reach the status page ('Failed to fetch', 'Load failed', network errors) is ignored; others are reported. */
export function isIgnoredStatusFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'offline' || IGNORED_FETCH_FAILURES.some((pattern) => pattern.test(message));
}
