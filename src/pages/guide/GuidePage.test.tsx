import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import GuidePageQuery from '../../__generated__/GuidePageQuery.graphql';
import type { GuidePageQuery as GuidePageQueryType } from '../../__generated__/GuidePageQuery.graphql';
import { GUIDE_TASKS } from '../../domain/onboarding';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { GuidePage } from './GuidePage';

const NAMES = GUIDE_TASKS.map((id) => id.toUpperCase().replace(/-/g, '_'));

function renderGuide({ country = 'US', done = [] as string[], unavailable = [] as string[], pending = [] as 'all' | [] } = {}) {
  const environment = createMockEnvironment();
  const steps = NAMES.map((name) => ({ name, completed: done.includes(name), available: !unavailable.includes(name) }));
  return renderWithRelay(null, {
    environment,
    pending,
    at: '/guide',
    mockResolvers: {
      Account: () => ({ id: 'acc-1', country, guide: { remainingTasks: steps.filter((s) => s.available && !s.completed).length, steps } }),
    },
    routes: [{ path: '/guide', loader: () => preloadQuery<GuidePageQueryType>(environment, GuidePageQuery, { accountId: 'acc-1' }), element: <GuidePage /> }],
  });
}

describe('GuidePage (navigation.md 2.11)', () => {
  it('shows a skeleton while completion is unknown', async () => {
    renderGuide({ pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading your setup guide' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows one card per open available task with the remaining count, accessibly', async () => {
    const { container } = renderGuide({ done: ['SETUP', 'EXPLICIT_SETTING'], unavailable: ['QR_APP_LOGIN'] });
    expect(await screen.findByRole('heading', { level: 2, name: /Your tasks/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('5 tasks left').textContent).toBe('5');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Describe your business', 'Import from Spotify', 'Invite a colleague', 'Play through the app', 'Add a payment method']);
    expect(screen.getByRole('link', { name: 'Describe' }).getAttribute('href')).toBe('/guide/business-description');
    expect(screen.getByRole('link', { name: 'Pair the app' }).getAttribute('href')).toBe('/guide/pair/app');
    await expectNoAxeViolations(container);
  });

  it("shows the featured 'completed' card when no task remains", async () => {
    renderGuide({ done: NAMES });
    expect(await screen.findByRole('heading', { level: 3, name: 'All done' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'All done' }).closest('li')!.className).toContain('guide-card--featured');
  });

  it('lists the legal certificate for US accounts only', async () => {
    renderGuide({ country: 'US' });
    expect((await screen.findByRole('link', { name: 'Legal certificate' }, { timeout: 5000 })).getAttribute('href')).toBe('/legal-certificate');
  });

  it('leaves the legal certificate out elsewhere', async () => {
    renderGuide({ country: 'SE' });
    await screen.findByRole('heading', { level: 2, name: 'Resources' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Legal certificate' })).toBeNull();
  });
});
