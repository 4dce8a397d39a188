import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { SURVEYS } from '../../domain/engagement/surveys';
import type { Survey } from '../../domain/engagement/surveys';
import { PromptHost } from './PromptHost';
import { flagsRuntime } from '../../layout/flagsRuntime';
import { createPromptStore } from './promptStore';
import type { PromptClock, PromptStore } from './promptStore';

/** A clock the test moves: timers run when it passes them. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: PromptClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: ++ids });
      return ids;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    act(() => due.forEach((timer) => timer.run()));
  };
  return { clock, advance };
}

function renderHost(store: PromptStore) {
  const view = renderWithRelay(<PromptHost accountId="acc-1" store={store} />, { at: '/home', pending: ['ShareFeedbackMutation', 'UserKeyValueMutation'], routes: [{ path: '*', element: <PromptHost accountId="acc-1" store={store} /> }, { path: '/accounts/:id/settings/overview', element: <p>Company overview</p> }] });
  return { ...view, user: userEvent.setup() };
}

type Sent = { name: string; variables: Record<string, Record<string, string | null>> };
const sent = (environment: ReturnType<typeof renderWithRelay>['environment']): Sent[] => environment.mock.getAllOperations().map((op) => ({ name: operationName(op), variables: op.request.variables as Sent['variables'] }));
const feedbackOf = (operations: Sent[]) =>
  operations.filter((op) => op.name === 'ShareFeedbackMutation').map(({ variables }) => ({ ...JSON.parse(variables.feedbackInput!.payload!), ...JSON.parse(variables.feedbackInput!.metadata!), form: variables.feedbackInput!.feedbackFormName }));
const keptOf = (operations: Sent[]) => operations.filter((op) => op.name === 'UserKeyValueMutation').map(({ variables }) => `${variables.input!.key}=${variables.input!.value}`);

function survey(questions: Survey['questions']): Survey {
  return { name: 'test-survey', flag: 'survey-nps-survey', priority: 100, delay: 0, questions };
}

describe('the prompt host (navigation.md 2.17, 4)', { timeout: 30_000 }, () => {
  it('shows the first prompt after 1000 ms, then one at a time with 1000 ms between', () => {
    const { clock, advance } = manualClock();
    const store = createPromptStore(clock);
    store.request({ id: 'promo', type: 'promo', priority: 50, content: { kind: 'promo', promo: 'install-app' } });
    store.request({ id: 'nps', type: 'survey', priority: 200, content: { kind: 'survey', survey: SURVEYS.nps } });
    expect(store.getActive()).toBeNull();
    advance(999);
    expect(store.getActive()).toBeNull();
    advance(1);
    expect(store.getActive()?.id).toBe('nps');
    store.close('nps');
    expect(store.getActive()).toBeNull();
    advance(1000);
    expect(store.getActive()?.id).toBe('promo');
  });

  it('asks the NPS score, then text sent with Ctrl+Enter, then says it was submitted and closes after 5 s', async () => {
    const { clock, advance } = manualClock();
    const store = createPromptStore(clock);
    const { environment, user } = renderHost(store);
    store.request({ id: 'nps', type: 'survey', priority: 200, content: { kind: 'survey', survey: SURVEYS.nps } });
    advance(1000);
    const region = await screen.findByRole('region', { name: 'Feedback and tips' });
    expect(region.textContent).toContain('How likely are you to recommend Cadence');
    expect(screen.getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '9' }));

    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(text.getAttribute('maxlength')).toBe('3000');
    await user.type(text, 'Great music{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { name: 'Feedback submitted' })).toBeTruthy();

    const operations = sent(environment);
    expect(feedbackOf(operations)).toEqual([
      { form: 'nps', steps: [{ id: 'nps-score', type: 'score', index: 0, question: 'How likely are you to recommend Cadence to a friend or colleague?', response: 9 }], interaction: 'progressed', route_path: '/home', client: 'business', channel: 'toast', context: { accountId: 'acc-1' } },
      {
        form: 'nps',
        steps: [
          { id: 'nps-score', type: 'score', index: 0, question: 'How likely are you to recommend Cadence to a friend or colleague?', response: 9 },
          { id: 'nps-text', type: 'text', index: 1, question: 'What is the main reason for your score?', response: 'Great music' },
        ],
        interaction: 'completed',
        route_path: '/home',
        client: 'business',
        channel: 'toast',
        context: { accountId: 'acc-1' },
      },
    ]);
    expect(keptOf(operations)).toEqual(['user.survey.nps.interaction=progressed', 'user.survey.nps.interaction=completed']);
    // every interaction is its own entry
    const ids = operations.filter((op) => op.name === 'ShareFeedbackMutation').map((op) => op.variables.feedbackInput!.feedbackId);
    expect(new Set(ids).size).toBe(2);

    const submittedAt = Date.now();
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull(), { timeout: 15_000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(4900);
  }, 60_000);

  it('skips the text after a thumbs-up when it asks only when negative, and sends with Cmd+Enter after a thumbs-down', async () => {
    const { clock, advance } = manualClock();
    const store = createPromptStore(clock);
    const { environment, user } = renderHost(store);
    const questions = [{ id: 'german-thumbs', type: 'thumbs', askTextFeedback: 'when-negative' }, { id: 'german-text', type: 'text' }] as const;
    store.request({ id: 'up', type: 'survey', priority: 100, content: { kind: 'survey', survey: survey(questions) } });
    advance(1000);
    await user.click(await screen.findByRole('button', { name: /Yes/ }));
    expect(await screen.findByRole('heading', { name: 'Feedback submitted' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    store.request({ id: 'down', type: 'survey', priority: 100, content: { kind: 'survey', survey: survey(questions) } });
    advance(1000);
    await user.click(await screen.findByRole('button', { name: /No/ }));
    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(text, 'Please');
    fireEvent.keyDown(text, { key: 'Enter', metaKey: true });
    expect(await screen.findByRole('heading', { name: 'Feedback submitted' })).toBeTruthy();
    expect(feedbackOf(sent(environment)).map((entry) => `${entry.interaction}:${entry.steps.map((s: { response: string }) => s.response).join(',')}`)).toEqual(['completed:up', 'progressed:down', 'completed:down,Please']);
  }, 30_000);

  it('sends no feedback for a dismissal before any answer, and keeps abandoned after one', async () => {
    const { clock, advance } = manualClock();
    const store = createPromptStore(clock);
    const { environment, user } = renderHost(store);
    store.request({ id: 'a', type: 'survey', priority: 100, content: { kind: 'survey', survey: SURVEYS.nps } });
    advance(1000);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(feedbackOf(sent(environment))).toEqual([]);
    expect(keptOf(sent(environment))).toEqual(['user.survey.nps.interaction=dismissed']);

    store.request({ id: 'b', type: 'survey', priority: 100, content: { kind: 'survey', survey: SURVEYS.nps } });
    advance(1000);
    await user.click(await screen.findByRole('button', { name: '2' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(feedbackOf(sent(environment)).map((entry) => entry.interaction)).toEqual(['progressed', 'abandoned']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens an external survey in a new tab and completes it', async () => {
    const { clock, advance } = manualClock();
    const store = createPromptStore(clock);
    const { environment, user } = renderHost(store);
    store.request({ id: 'x', type: 'survey', priority: 100, content: { kind: 'survey', survey: SURVEYS['insights-interview'] } });
    advance(1000);
    const link = await screen.findByRole('link', { name: 'Open the survey' });
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(feedbackOf(sent(environment)).map((entry) => entry.interaction)).toEqual(['completed']);
  });

  it('shows the company-logo promo: Later dismisses, Upload logo completes and goes to the company overview', async () => {
    const { clock, advance } = manualClock();
    const store = createPromptStore(clock);
    const { environment, user, router } = renderHost(store);
    store.request({ id: 'logo', type: 'promo', priority: 50, content: { kind: 'promo', promo: 'company-logo' } });
    advance(1000);
    expect(await screen.findByRole('heading', { name: 'Upload your logo' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acc-1/settings/overview'));
    expect(keptOf(sent(environment))[0]).toBe('user.promos.company-logo.interaction=completed');

    await act(() => router.navigate('/home'));
    store.request({ id: 'later', type: 'promo', priority: 50, content: { kind: 'promo', promo: 'install-app' } });
    advance(1000);
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(keptOf(sent(environment))).toContain('user.promos.install-app.interaction=dismissed');
    expect(screen.queryByRole('region')).toBeNull();
    // navigation.md 7: the interaction is in the stored context the flags are asked for again with.
    await waitFor(() => expect(flagsRuntime.getStoredSnapshot()['user.promos.install-app.interaction']?.value).toBe('dismissed'));
    expect(flagsRuntime.getStoredSnapshot()['user.promos.company-logo.interaction']?.value).toBe('completed');
  });
});
