import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { renderWithRelay } from '../testing/renderWithRelay';
import { NavigationPendingIndicator } from './NavigationPendingIndicator';
import { ZONE_PAGE_PENDING_TIMING } from './pending';
import { pendingTimingOf } from './usePendingIndicator';

let release: () => void = () => {};
const slowLoader = () =>
  new Promise<null>((resolve) => {
    release = () => resolve(null);
  });

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <NavigationPendingIndicator timingFor={(location) => pendingTimingOf(routes, location)} />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>start</p> },
      { path: 'slow', loader: slowLoader, element: <p>slow</p> },
      { path: 'zone', handle: { pending: ZONE_PAGE_PENDING_TIMING }, children: [{ path: 'player', loader: slowLoader, element: <p>player</p> }] },
    ],
  },
];

const indicator = () => screen.queryByRole('progressbar', { name: 'Loading page' });

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function start(path: string) {
  const { router } = renderWithRelay(null, { routes });
  act(() => {
    void router.navigate(path);
  });
  return router;
}

async function finish() {
  await act(async () => {
    release();
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('navigation pending indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears after 300 ms of pending navigation', async () => {
    start('/slow');
    await elapse(299);
    expect(indicator()).toBeNull();
    await elapse(1);
    expect(indicator()).not.toBeNull();
  });

  it('stays at least 400 ms although the navigation ended', async () => {
    start('/slow');
    await elapse(350);
    await finish();
    expect(screen.getByText('slow')).not.toBeNull();
    expect(indicator()).not.toBeNull();
    await elapse(349);
    expect(indicator()).not.toBeNull();
    await elapse(1);
    expect(indicator()).toBeNull();
  });

  it('never shows for a navigation done within 300 ms', async () => {
    start('/slow');
    await elapse(200);
    await finish();
    await elapse(1000);
    expect(indicator()).toBeNull();
  });

  it('shows at once on the zone page and hides as soon as it is there', async () => {
    start('/zone/player');
    await elapse(0);
    expect(indicator()).not.toBeNull();
    await finish();
    expect(screen.getByText('player')).not.toBeNull();
    expect(indicator()).toBeNull();
  });
});
