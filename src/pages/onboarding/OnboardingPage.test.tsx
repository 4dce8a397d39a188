import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, preloadingOn, renderWithRelay } from '../../testing/renderWithRelay';
import { OnboardingPage } from './OnboardingPage';
import { storeOnboardingOverrides } from './onboardingPaths';
import { preloadOnboarding } from './onboardingQuery';

afterEach(() => sessionStorage.clear());

function renderOnboarding(at: string, { passed = [] as string[], zones = 0, isPartner = false } = {}) {
  const environment = createMockEnvironment();
  const recorded: Record<string, unknown>[] = [];
  const created: Record<string, unknown>[] = [];
  const asked: Record<string, unknown>[] = [];
  const view = renderWithRelay(null, {
    environment,
    at,
    mockResolvers: (operation: OperationDescriptor) => {
      if (operationName(operation) === 'recordOnboardingStepMutation') recorded.push(operation.request.variables.input as Record<string, unknown>);
      if (operationName(operation) === 'CreateManualPlaylistMutation') created.push(operation.request.variables.input as Record<string, unknown>);
      if (operationName(operation) === 'OnboardingPageAiPlaylistQuery') asked.push(operation.request.variables);
      return {
        Account: () => ({ id: 'acc-1', businessName: 'Café Lumen', businessType: 'beauty_salon', filterExplicit: false, onboardingSteps: passed.map((name) => ({ name, status: 'COMPLETED', choice: null })), soundZones: { total: zones }, roles: { isPartner } }),
        TracksFromPrompt: () => ({ title: 'Jazz for a beauty salon', description: 'Soft jazz for the salon.', tracks: [{ id: 'track-1', title: 'Blue Hour' }] }),
      };
    },
    routes: [
      ...['/accounts/:accountId/onboarding', '/accounts/:accountId/onboarding/:step'].map((path) => ({
        path,
        // The route's own loader, its queries started on the test's environment.
        loader: ({ request }: { request: Request }) => preloadOnboarding(preloadingOn(environment), 'acc-1', new URL(request.url).searchParams),
        element: <OnboardingPage />,
      })),
      { path: '/guide', element: <h1>Guide</h1> },
      { path: '/partner-portal/:accountId', element: <h1>Partner portal</h1> },
    ],
  });
  return { ...view, recorded, created, asked, user: userEvent.setup() };
}

describe('OnboardingPage (navigation.md 2.4, 2.11)', () => {
  it('starts at the first step not yet passed, and offers to create a zone when there is none, accessibly', async () => {
    const { container } = renderOnboarding('/accounts/acc-1/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a sound zone' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a sound zone' }).getAttribute('href')).toBe('/accounts/acc-1/zones/create');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('skips steps already passed', async () => {
    renderOnboarding('/accounts/acc-1/onboarding', { passed: ['SETUP', 'GET_STARTED'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Describe your business' }, { timeout: 5000 })).toBeTruthy();
  });

  it('saves the business type and moves to the next step', { timeout: 15_000 }, async () => {
    const { user, recorded } = renderOnboarding('/accounts/acc-1/onboarding/business-description');
    await user.click(await screen.findByRole('radio', { name: 'Restaurant' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bring your playlists from Spotify' }, { timeout: 5000 })).toBeTruthy();
    expect(recorded).toEqual([{ account: 'acc-1', step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: 'restaurant' }]);
  });

  it('records a skipped step and, with singleStep, goes to the guide', async () => {
    const { user, recorded } = renderOnboarding('/accounts/acc-1/onboarding/get-started?singleStep=true');
    await user.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide' }, { timeout: 5000 })).toBeTruthy();
    expect(recorded).toEqual([{ account: 'acc-1', step: 'GET_STARTED', status: 'SKIPPED' }]);
  });

  it('saves the explicit setting on the last step and ends in the guide', { timeout: 15_000 }, async () => {
    const { user, recorded } = renderOnboarding('/accounts/acc-1/onboarding/explicit-setting');
    await user.click(await screen.findByRole('radio', { name: 'Filter out explicit tracks' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide' }, { timeout: 5000 })).toBeTruthy();
    expect(recorded).toEqual([{ account: 'acc-1', step: 'EXPLICIT_SETTING', status: 'COMPLETED', filterExplicit: true }]);
  });

  it('gives a partner account the partner steps, saves each answer and ends in the partner portal, accessibly', { timeout: 20_000 }, async () => {
    const { user, recorded, container } = renderOnboarding('/accounts/acc-1/onboarding', { isPartner: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Café Lumen' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose one of the options')).toBeTruthy();
    expect(recorded).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'AV integrator' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How big is your business?' }, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '11 to 50' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner portal' }, { timeout: 5000 })).toBeTruthy();
    expect(recorded).toEqual([
      { account: 'acc-1', step: 'PARTNER_BUSINESS_TYPE', status: 'COMPLETED', choice: 'av_integrator' },
      { account: 'acc-1', step: 'PARTNER_BUSINESS_SIZE', status: 'COMPLETED', choice: '11_to_50' },
    ]);
  });

  it('reads the assistant’s playlist for the search’s prompt, which the loader started, and saves it to the library', { timeout: 15_000 }, async () => {
    const { user, recorded, created, asked, container } = renderOnboarding('/accounts/acc-1/onboarding/ai-playlist?type=beauty_salon&genres=jazz');
    expect(await screen.findByRole('heading', { level: 2, name: 'Jazz for a beauty salon' }, { timeout: 5000 })).toBeTruthy();
    expect(asked).toEqual([{ prompt: 'jazz for a beauty salon', account: 'acc-1' }]);
    expect(within(screen.getByRole('list', { name: 'Tracks of the playlist' })).getByText('Blue Hour')).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save the playlist' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explicit lyrics' }, { timeout: 5000 })).toBeTruthy();
    expect(created).toEqual([{ owner: 'acc-1', name: 'Jazz for a beauty salon', description: 'Soft jazz for the salon.', trackIds: ['track-1'], addToLibrary: true }]);
    expect(recorded).toEqual([{ account: 'acc-1', step: 'AI_PLAYLIST', status: 'COMPLETED' }]);
  });

  it('shows only the setup step after the pairing guide', async () => {
    storeOnboardingOverrides(sessionStorage, { pairingGuide: true });
    renderOnboarding('/accounts/acc-1/onboarding?genres=jazz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a sound zone' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Step 1 of 1')).toBeTruthy();
  });
});
