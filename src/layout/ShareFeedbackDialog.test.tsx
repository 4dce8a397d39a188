import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import '../testing/cssEscape';
import { ModalHost } from '../app/modals/ModalHost';
import { createToastStore } from '../app/toasts/toastStore';
import { ToastStoreContext } from '../app/toasts/useToasts';
import { expectNoAxeViolations } from '../testing/axe';
import { operationName, renderWithRelay } from '../testing/renderWithRelay';
import { FEEDBACK_MAX_LENGTH, ShareFeedbackSchema, openShareFeedback } from './ShareFeedbackDialog';
import { shareFeedbackInput } from './ShareFeedbackMutation';

describe('share feedback rules (navigation.md 5)', () => {
  it.each([
    ['', 'Cannot be empty'],
    ['too short', 'Must be at least 10 characters'],
    ['x'.repeat(301), 'Must be less than 300 characters'],
  ])('%j is refused: %s', (feedback, message) => {
    const result = ShareFeedbackSchema.safeParse({ feedback });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each(['ten chars!', 'x'.repeat(300)])('accepts %j', (feedback) => {
    expect(ShareFeedbackSchema.safeParse({ feedback }).success).toBe(true);
  });

  it("sends the message as a 'share-feedback' entry with the page it was written on", () => {
    const input = shareFeedbackInput({ feedback: 'Love the new library', routePath: '/home', client: 'business' }, 'id-1', new Date('2026-03-01T10:00:00Z'));
    expect(input).toEqual({
      feedbackId: 'id-1',
      feedbackFormName: 'share-feedback',
      feedbackDatetime: '2026-03-01T10:00:00.000Z',
      payload: JSON.stringify({ feedback: 'Love the new library' }),
      metadata: JSON.stringify({ client: 'business', interaction: 'completed', route_path: '/home', channel: 'share-feedback' }),
    });
  });
});

function renderDialog() {
  const toasts = createToastStore();
  const show = vi.spyOn(toasts, 'show');
  const view = renderWithRelay(<ModalHost />, {
    at: '/zones',
    pending: ['ShareFeedbackMutation'],
    wrap: (children) => <ToastStoreContext value={toasts}>{children}</ToastStoreContext>,
  });
  act(() => void openShareFeedback());
  return { ...view, show, user: userEvent.setup() };
}

describe('the share-feedback dialog (navigation.md 2.14)', () => {
  it('checks the message, sends it, confirms with a toast and closes', async () => {
    const { user, environment, show } = renderDialog();
    const field = await screen.findByRole('textbox', { name: 'Your feedback' });
    expect(field.getAttribute('maxlength')).toBe(String(FEEDBACK_MAX_LENGTH));
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Must be at least 10 characters')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(field, ' but now long enough');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operationName(operation)).toBe('ShareFeedbackMutation');
    expect(operation.request.variables.feedbackInput).toMatchObject({ feedbackFormName: 'share-feedback', payload: JSON.stringify({ feedback: 'short but now long enough' }) });
    expect(JSON.parse(operation.request.variables.feedbackInput.metadata)).toMatchObject({ route_path: '/zones' });

    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op)));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Thank you for your feedback!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open with a message when sending fails', async () => {
    const { user, environment, show } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Your feedback' }), 'This is my feedback');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Share feedback' })).toBeTruthy();
    expect(show).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
