import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { FlagsContext } from '../../layout/flags';
import { SignedInPrompts } from './SignedInPrompts';
import { createPromptStore } from './promptStore';

describe('the signed-in session’s prompts (navigation.md 4)', { timeout: 30_000 }, () => {
  it('asks for the surveys its flags enable that the user has not ended, and shows them', async () => {
    const store = createPromptStore();
    const request = vi.spyOn(store, 'request');
    const flags = new Map([
      ['survey-nps-survey', { enabled: true }],
      ['install-app-promo', { enabled: true }],
    ]);
    const { environment } = renderWithRelay(<SignedInPrompts accountId="acc-1" store={store} />, {
      at: '/home',
      pending: ['SignedInPromptsQuery'],
      wrap: (children) => <FlagsContext value={flags}>{children}</FlagsContext>,
    });
    await waitFor(() => expect(environment.mock.getAllOperations().map(operationName)).toContain('SignedInPromptsQuery'));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { me: { __typename: 'User', id: 'u1', keyValues: [{ key: 'user.promos.install-app.interaction', value: 'dismissed', expiresAt: null }] } },
      }),
    );
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0]![0]).toMatchObject({ id: 'survey:nps:u1', type: 'survey', priority: 200 });
    expect(await screen.findByRole('region', { name: 'Feedback and tips' }, { timeout: 3000 })).toBeTruthy();
  });

  it('asks for nothing before the flags are resolved', async () => {
    const { environment } = renderWithRelay(<SignedInPrompts accountId="acc-1" store={createPromptStore()} />, { at: '/home' });
    await act(async () => {});
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
