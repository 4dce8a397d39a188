// The prompt queue (navigation.md 3 'Prompt queue', 4, 9): surveys and promos asking for the user's
// attention are shown one at a time, highest priority first, after a delay, and only so many of each
// type per session.

export type PromptType = 'survey' | 'promo';

export const PROMPT_SESSION_LIMITS: Readonly<Record<PromptType, number>> = { survey: 5, promo: 3 };
export const PROMPT_PRIORITIES = { nps: 200, survey: 100, promo: 50 } as const;
export const PROMPT_DELAYS = { initial: 1000, betweenPrompts: 1000 } as const;
export const USED_PROMPT_ID_WARNING = 'A second prompt with a used id is skipped with a warning';

export interface PromptRequest {
  id: string;
  type: PromptType;
  priority: number;
}

export interface PromptQueueState {
  active: PromptRequest | null;
  /** Waiting, highest priority first (first come first among equals). */
  queue: readonly PromptRequest[];
  shownCount: { total: number; byType: Readonly<Record<PromptType, number>> };
  /** Every id queued this session: a second request with one is ignored unless forced. */
  usedIds: ReadonlySet<string>;
  /** When the session's queue started (ms). */
  startedAt: number;
  /** When the last prompt closed (ms); null before any. */
  lastClosedAt: number | null;
}

export function createPromptQueue(startedAt: number): PromptQueueState {
  return { active: null, queue: [], shownCount: { total: 0, byType: { survey: 0, promo: 0 } }, usedIds: new Set(), startedAt, lastClosedAt: null };
}

export type EnqueueOutcome = 'queued' | 'duplicate' | 'dropped';

/** The queue with each type trimmed to what its session limit still allows; the rest is dropped. */
function trimmed(queue: readonly PromptRequest[], shown: Readonly<Record<PromptType, number>>): { kept: PromptRequest[]; dropped: PromptRequest[] } {
  const room = { survey: PROMPT_SESSION_LIMITS.survey - shown.survey, promo: PROMPT_SESSION_LIMITS.promo - shown.promo };
  const kept: PromptRequest[] = [];
  const dropped: PromptRequest[] = [];
  for (const request of queue) {
    if (room[request.type] > 0) {
      room[request.type]--;
      kept.push(request);
    } else dropped.push(request);
  }
  return { kept, dropped };
}

/** Queues a request in priority order; a used id is ignored unless forced, a type past its limit dropped. */
export function enqueuePrompt(state: PromptQueueState, request: PromptRequest, { force = false, warn = console.warn }: { force?: boolean; warn?: (message: string) => void } = {}): { state: PromptQueueState; outcome: EnqueueOutcome } {
  if (state.usedIds.has(request.id) && !force) {
    warn(USED_PROMPT_ID_WARNING);
    return { state, outcome: 'duplicate' };
  }
  const others = state.queue.filter((queued) => queued.id !== request.id);
  const at = others.findIndex((queued) => queued.priority < request.priority);
  const ordered = at === -1 ? [...others, request] : [...others.slice(0, at), request, ...others.slice(at)];
  const { kept, dropped } = trimmed(ordered, state.shownCount.byType);
  const usedIds = new Set(state.usedIds).add(request.id);
  return { state: { ...state, queue: kept, usedIds }, outcome: dropped.includes(request) ? 'dropped' : 'queued' };
}

export type NextPrompt = { kind: 'show'; request: PromptRequest } | { kind: 'wait'; until: number } | { kind: 'idle' };

/** When the next prompt may show: after the initial delay, then the delay between prompts after one closes. */
export function nextPromptAt(state: PromptQueueState): number {
  return state.lastClosedAt === null ? state.startedAt + PROMPT_DELAYS.initial : state.lastClosedAt + PROMPT_DELAYS.betweenPrompts;
}

/** Shows the first queued prompt whose type is under its limit, once the delay has passed; skips those at their limit. */
export function showNextPrompt(state: PromptQueueState, now: number): { state: PromptQueueState; next: NextPrompt } {
  if (state.active) return { state, next: { kind: 'idle' } };
  const queue = state.queue.filter((request) => state.shownCount.byType[request.type] < PROMPT_SESSION_LIMITS[request.type]);
  const [first, ...rest] = queue;
  if (!first) return { state: { ...state, queue }, next: { kind: 'idle' } };
  const until = nextPromptAt(state);
  if (now < until) return { state: { ...state, queue }, next: { kind: 'wait', until } };
  const byType = { ...state.shownCount.byType, [first.type]: state.shownCount.byType[first.type] + 1 };
  return { state: { ...state, active: first, queue: rest, shownCount: { total: state.shownCount.total + 1, byType } }, next: { kind: 'show', request: first } };
}

/** The active prompt closed (shown to its end or dismissed): the between-prompts delay starts. */
export function closePrompt(state: PromptQueueState, id: string, now: number): PromptQueueState {
  if (state.active?.id !== id) return { ...state, queue: state.queue.filter((request) => request.id !== id) };
  return { ...state, active: null, lastClosedAt: now };
}
