import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { createAccountSelection } from '../../session/accountSelection';
import { SessionProvider } from '../../session/SessionProvider';
import { createSessionStore } from '../../session/sessionStore';
import type { SessionAuthCalls } from '../../session/sessionStore';
import { memoryStorage } from '../../session/storage';
import { accessToken } from '../../session/testTokens';
import { EngagementCallsProvider } from '../../engagement/engagementCallsContext';
import type { EngagementCalls } from '../../engagement/engagementCallsContext';
import { REVIEW_SITE_URL, ScoreSurveyPage } from './ScoreSurveyPage';

const disposables: (() => void)[] = [];
afterEach(() => disposables.splice(0).forEach((dispose) => dispose()));

function renderPage(at: string) {
  const calls = { createScoreTicket: vi.fn(async () => {}) } as unknown as EngagementCalls & { createScoreTicket: ReturnType<typeof vi.fn> };
  const session = createSessionStore({
    auth: {} as SessionAuthCalls,
    effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
    report: vi.fn(),
    storage: memoryStorage(),
  });
  const accounts = createAccountSelection({ session, toasts: { show: vi.fn(), dismiss: vi.fn() }, translate: (key) => key, report: vi.fn(), clearCheckoutState: vi.fn(), storage: memoryStorage() });
  disposables.push(() => session.dispose(), () => accounts.dispose());
  session.dispatch({ type: 'loginSucceeded', result: { token: accessToken({ sub: 'user-1' }) } });
  const view = renderWithRelay(null, {
    at,
    pending: ['ShareFeedbackMutation'],
    routes: [
      { path: 'nps-survey/:variant?', element: <ScoreSurveyPage /> },
      { path: 'home', element: <p>Home page</p> },
    ],
    wrap: (children) => (
      <SessionProvider session={session} accounts={accounts}>
        <EngagementCallsProvider value={calls}>{children}</EngagementCallsProvider>
      </SessionProvider>
    ),
  });
  return { ...view, calls, user: userEvent.setup() };
}

const radios = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
const sentInput = (environment: ReturnType<typeof renderWithRelay>['environment']) => {
  const operation = environment.mock.getMostRecentOperation();
  expect(operationName(operation)).toBe('ShareFeedbackMutation');
  const input = operation.request.variables.feedbackInput as { feedbackFormName: string; payload: string; metadata: string };
  return { form: input.feedbackFormName, payload: JSON.parse(input.payload), metadata: JSON.parse(input.metadata) };
};

describe('the score survey page (navigation.md 2.18)', { timeout: 30_000 }, () => {
  it('takes the score from the URL, sends it once with a follow-up ticket for a comment, and suggests a review after 9', async () => {
    const { environment, user, calls } = renderPage('/nps-survey?score=9&accountId=acc-1&userId=user-1');
    expect(await screen.findByRole('heading', { name: 'How likely are you to recommend Cadence to a friend or colleague?' })).toBeTruthy();
    expect(radios()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect((screen.getByRole('radio', { name: '9' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();

    await user.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'Lovely playlists');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    const sent = sentInput(environment);
    expect(sent.form).toBe('nps-survey');
    expect(sent.payload).toMatchObject({ score: 9, comment: 'Lovely playlists', ticket: { score: 9, account_id: 'acc-1', subject: 'Follow up on your feedback', priority: 'low', tags: ['nps', 'no_csat'], comment: 'Lovely playlists' } });
    expect(sent.metadata).toMatchObject({ interaction: 'completed', route_path: '/nps-survey', context: { accountId: 'acc-1', userId: 'user-1' } });
    act(() => environment.mock.resolveMostRecentOperation({ data: { writeFeedback: { feedbackId: 'x' } } }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeTruthy();
    // The follow-up ticket goes with the signed-in user's token once the answer is kept.
    expect(calls.createScoreTicket).toHaveBeenCalledTimes(1);
    expect(calls.createScoreTicket).toHaveBeenCalledWith(expect.any(String), 'user-1', expect.objectContaining({ score: 9, account_id: 'acc-1', comment: 'Lovely playlists', tags: ['nps', 'no_csat'] }));
    expect(screen.getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(REVIEW_SITE_URL);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks for a score first, sends no ticket without a comment, and continues to /home after a low score', async () => {
    const { environment, user, router, calls } = renderPage('/nps-survey?score=11');
    await screen.findByRole('heading');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a score first.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sentInput(environment).payload).toEqual({ score: 4, comment: '', ticket: null });
    act(() => environment.mock.resolveMostRecentOperation({ data: { writeFeedback: { feedbackId: 'x' } } }));
    await user.click(await screen.findByRole('link', { name: 'Continue to Cadence' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.createScoreTicket).not.toHaveBeenCalled();
  });

  it('has a csat variant of 5 tags from 1, and sends an unknown variant to nps', async () => {
    const { environment, user, router } = renderPage('/nps-survey/csat?score=5&accountId=acc-1');
    expect(await screen.findByRole('heading', { name: 'How satisfied are you with Cadence?' })).toBeTruthy();
    expect(radios()).toEqual(['1', '2', '3', '4', '5']);
    await user.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'Good');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sentInput(environment)).toMatchObject({ form: 'csat-survey', payload: { ticket: { tags: ['csat', 'no_csat'] } } });
    act(() => environment.mock.resolveMostRecentOperation({ data: { writeFeedback: { feedbackId: 'x' } } }));
    expect(await screen.findByRole('link', { name: 'Continue to Cadence' })).toBeTruthy();

    act(() => void router.navigate('/nps-survey/ces'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nps-survey'));
  });

  it('keeps the answer and says so when sending fails', async () => {
    const { environment, user } = renderPage('/nps-survey?score=3');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText('Could not send your feedback. Try again.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '3' }) as HTMLInputElement).checked).toBe(true);
  });
});
