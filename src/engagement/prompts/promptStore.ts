// The session's prompt queue in the browser (navigation.md 4 'Prompt queue'): requests come in from the
// surveys and promos that may show, one shows at a time when its delay has passed, and the host renders
// it. Kept free of React and react-aria so that requesting a prompt costs the first load nothing.
import { closePrompt, createPromptQueue, enqueuePrompt, showNextPrompt } from '../../domain/engagement/promptQueue';
import type { EnqueueOutcome, PromptQueueState, PromptRequest } from '../../domain/engagement/promptQueue';
import type { PromoName } from '../../domain/engagement/promos';
import type { Survey } from '../../domain/engagement/surveys';

export type PromptContent = { kind: 'survey'; survey: Survey } | { kind: 'promo'; promo: PromoName };
export interface Prompt extends PromptRequest {
  content: PromptContent;
}

export interface PromptStore {
  subscribe(listener: () => void): () => void;
  getActive(): Prompt | null;
  request(prompt: Prompt, options?: { force?: boolean }): EnqueueOutcome;
  close(id: string): void;
}

export interface PromptClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: PromptClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createPromptStore(clock: PromptClock = browserClock): PromptStore {
  let state: PromptQueueState = createPromptQueue(clock.now());
  const contents = new Map<string, PromptContent>();
  const listeners = new Set<() => void>();
  let active: Prompt | null = null;
  let timer: unknown;

  const pump = () => {
    clock.clearTimeout(timer);
    const { state: next, next: decision } = showNextPrompt(state, clock.now());
    state = next;
    if (decision.kind === 'wait') timer = clock.setTimeout(pump, decision.until - clock.now());
    const current = state.active ? { ...state.active, content: contents.get(state.active.id)! } : null;
    if (current?.id !== active?.id) {
      active = current;
      for (const listener of listeners) listener();
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getActive: () => active,
    request({ content, ...request }, options) {
      const { state: next, outcome } = enqueuePrompt(state, request, options);
      state = next;
      if (outcome === 'queued') contents.set(request.id, content);
      pump();
      return outcome;
    },
    close(id) {
      state = closePrompt(state, id, clock.now());
      pump();
    },
  };
}

export const prompts = createPromptStore();
