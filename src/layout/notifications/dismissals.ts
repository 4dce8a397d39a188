// The notifications bar's dismissals (navigation.md 3: keyed by communicationId and accountId, '*' for
// any account), kept in the browser's local storage so that a dismissed notice stays away across visits;
// logout forgets them with the user (src/app/bootstrap.ts resetNotifications).
import * as z from 'zod/mini';
import type { Dismissal } from '../../domain/notifications';

export const DISMISSALS_KEY = 'cadence.notifications.dismissals';

const DismissalsSchema = z.array(z.object({ communicationId: z.string(), accountId: z.string() }));

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: readonly Dismissal[] | null = null;

function read(): readonly Dismissal[] {
  if (cached) return cached;
  let stored: unknown = [];
  try {
    stored = JSON.parse(localStorage.getItem(DISMISSALS_KEY) ?? '[]');
  } catch {
    // Unreadable storage: nothing dismissed.
  }
  const parsed = DismissalsSchema.safeParse(stored);
  cached = parsed.success ? parsed.data : [];
  return cached;
}

function write(next: readonly Dismissal[]): void {
  cached = next;
  try {
    if (next.length) localStorage.setItem(DISMISSALS_KEY, JSON.stringify(next));
    else localStorage.removeItem(DISMISSALS_KEY);
  } catch {
    // Storage full or blocked: the dismissals last for this page's life.
  }
  listeners.forEach((listener) => listener());
}

const same = (a: Dismissal, b: Dismissal) => a.communicationId === b.communicationId && a.accountId === b.accountId;

export const dismissals = {
  get: read,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(entries: readonly Dismissal[]): void {
    const current = read();
    const fresh = entries.filter((entry) => !current.some((kept) => same(kept, entry)));
    if (fresh.length) write([...current, ...fresh]);
  },
  remove(entries: readonly Dismissal[]): void {
    if (entries.length) write(read().filter((kept) => !entries.some((entry) => same(kept, entry))));
  },
  reset(): void {
    write([]);
  },
};
