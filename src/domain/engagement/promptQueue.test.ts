import { describe, expect, it, vi } from 'vitest';
import { PROMPT_PRIORITIES, closePrompt, createPromptQueue, enqueuePrompt, showNextPrompt } from './promptQueue';
import type { PromptQueueState, PromptRequest, PromptType } from './promptQueue';

const T0 = 1_000_000;
const survey = (id: string, priority: number = PROMPT_PRIORITIES.survey): PromptRequest => ({ id, type: 'survey', priority });
const promo = (id: string, priority: number = PROMPT_PRIORITIES.promo): PromptRequest => ({ id, type: 'promo', priority });

function queued(...requests: PromptRequest[]): PromptQueueState {
  return requests.reduce((state, request) => enqueuePrompt(state, request, { warn: () => {} }).state, createPromptQueue(T0));
}

/** Shows and closes prompts as fast as the delays allow; the ids in the order shown. */
function drain(state: PromptQueueState): string[] {
  const shown: string[] = [];
  let now = T0;
  for (;;) {
    const { state: next, next: decision } = showNextPrompt(state, now);
    state = next;
    if (decision.kind === 'idle') return shown;
    if (decision.kind === 'wait') {
      now = decision.until;
      continue;
    }
    shown.push(decision.request.id);
    state = closePrompt(state, decision.request.id, now);
  }
}

describe('the prompt queue (navigation.md 4, 9)', () => {
  it('has the spec’s priorities', () => {
    expect(PROMPT_PRIORITIES).toEqual({ nps: 200, survey: 100, promo: 50 });
  });

  it('shows the highest priority first, first come first among equals', () => {
    expect(drain(queued(promo('p1'), survey('s1'), survey('nps', PROMPT_PRIORITIES.nps), promo('p2'), survey('s2')))).toEqual(['nps', 's1', 's2', 'p1', 'p2']);
  });

  it.each([
    ['survey', 5],
    ['promo', 3],
  ] as const)('shows at most the session limit of %s prompts (%s) and drops the rest', (type: PromptType, limit) => {
    const make = type === 'survey' ? survey : promo;
    let state = createPromptQueue(T0);
    const outcomes: string[] = [];
    for (let n = 0; n < limit + 2; n++) {
      const result = enqueuePrompt(state, make(`${type}${n}`));
      state = result.state;
      outcomes.push(result.outcome);
    }
    expect(outcomes).toEqual([...Array<string>(limit).fill('queued'), 'dropped', 'dropped']);
    expect(drain(state)).toHaveLength(limit);
  });

  it('trims the lowest priority when a higher one arrives at the limit', () => {
    let state = queued(promo('a', 50), promo('b', 50), promo('c', 50));
    state = enqueuePrompt(state, promo('top', 90)).state;
    expect(state.queue.map((r) => r.id)).toEqual(['top', 'a', 'b']);
  });

  it('counts what was shown against the limit for the rest of the session', () => {
    let state = queued(promo('a'), promo('b'));
    const shown = drain(state);
    expect(shown).toEqual(['a', 'b']);
    state = queued();
    let now = T0;
    for (const id of ['a', 'b', 'c']) {
      state = enqueuePrompt(state, promo(id)).state;
      const result = showNextPrompt(state, (now += 1000));
      state = closePrompt(result.state, id, now);
    }
    expect(state.shownCount).toEqual({ total: 3, byType: { survey: 0, promo: 3 } });
    expect(enqueuePrompt(state, promo('d')).outcome).toBe('dropped');
    expect(enqueuePrompt(state, survey('s')).outcome).toBe('queued');
  });

  it('ignores a used id with the spec’s warning, unless forced', () => {
    const warn = vi.fn();
    let state = queued(survey('nps'));
    const again = enqueuePrompt(state, survey('nps'), { warn });
    expect(again.outcome).toBe('duplicate');
    expect(warn).toHaveBeenCalledWith('A second prompt with a used id is skipped with a warning');
    state = closePrompt(showNextPrompt(state, T0 + 1000).state, 'nps', T0 + 2000);
    expect(enqueuePrompt(state, survey('nps'), { warn }).outcome).toBe('duplicate');
    expect(enqueuePrompt(state, survey('nps'), { warn, force: true }).outcome).toBe('queued');
  });

  it('waits 1000 ms before the first prompt and 1000 ms after each one closes, one at a time', () => {
    let state = queued(survey('a'), survey('b'));
    expect(showNextPrompt(state, T0 + 999).next).toEqual({ kind: 'wait', until: T0 + 1000 });
    let step = showNextPrompt(state, T0 + 1000);
    expect(step.next).toMatchObject({ kind: 'show', request: { id: 'a' } });
    state = step.state;
    // b waits while a is on screen
    expect(showNextPrompt(state, T0 + 60_000).next).toEqual({ kind: 'idle' });
    state = closePrompt(state, 'a', T0 + 60_000);
    expect(showNextPrompt(state, T0 + 60_999).next).toEqual({ kind: 'wait', until: T0 + 61_000 });
    step = showNextPrompt(state, T0 + 61_000);
    expect(step.next).toMatchObject({ kind: 'show', request: { id: 'b' } });
  });

  it('takes a queued prompt out when it closes before showing', () => {
    const state = closePrompt(queued(survey('a'), survey('b')), 'a', T0);
    expect(state.queue.map((r) => r.id)).toEqual(['b']);
    expect(state.lastClosedAt).toBeNull();
  });
});
