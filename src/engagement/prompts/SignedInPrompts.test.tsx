import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { FlagsContext } from '../../layout/flags';
import { AppError } from '../../errors/AppError';
import { forceExperiments } from '../experiments';
import { SignedInPrompts, promosForAudienceOf } from './SignedInPrompts';
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
        data: {
          me: { __typename: 'User', id: 'u1', keyValues: [{ key: 'user.promos.install-app.interaction', value: 'dismissed', expiresAt: null }] },
          account: { id: 'acc-1', permissions: [], image: null, library: { playlists: { edges: [] }, schedules: { edges: [] } } },
        },
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

  it('goes without prompts offline, reporting nothing, and reports other failures', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flags = new Map([['survey-nps-survey', { enabled: true }]]);
    for (const [failure, reported] of [
      [new AppError('Failed to fetch', { kind: 'offline' }), false],
      [new AppError('Boom', { kind: 'server' }), true],
    ] as const) {
      error.mockClear();
      const { environment, unmount } = renderWithRelay(<SignedInPrompts accountId={null} store={createPromptStore()} />, {
        at: '/home',
        pending: ['SignedInPromptsQuery'],
        wrap: (children) => <FlagsContext value={flags}>{children}</FlagsContext>,
      });
      await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
      act(() => environment.mock.rejectMostRecentOperation(failure));
      await act(async () => {});
      expect(error.mock.calls.length > 0, failure.message).toBe(reported);
      unmount();
    }
    error.mockRestore();
  });

  const facts = (playlists: number, schedules: number, permissions: string[] = [], image: object | null = null) =>
    ({
      me: null,
      account: { permissions, image, library: { playlists: { edges: Array.from({ length: playlists }, () => ({})) }, schedules: { edges: Array.from({ length: schedules }, () => ({})) } } },
    }) as never;

  it('offers the promos the account is for', () => {
    localStorage.clear();
    expect(promosForAudienceOf(facts(6, 0, ['SETTINGS_WRITE']), 'u1', false)).toEqual(['company-logo', 'install-app']);
    expect(promosForAudienceOf(facts(6, 0, ['SETTINGS_WRITE'], { __typename: 'Image' }), 'u1', true)).toEqual([]);
    // GE84 (0/0/1) lets nobody see the create-schedule promo unless forced into its treatment
    forceExperiments('GE84:treatment');
    expect(promosForAudienceOf(facts(6, 0), 'u1', false)).toEqual(['install-app', 'create-schedule']);
    expect(promosForAudienceOf(facts(5, 0), 'u1', false)).toEqual(['install-app']);
    expect(promosForAudienceOf(facts(6, 1), 'u1', false)).toEqual(['install-app']);
    expect(promosForAudienceOf({ me: null, account: null } as never, 'u1', false)).toEqual(['install-app']);
    localStorage.clear();
  });
});
