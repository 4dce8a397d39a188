import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRelay } from '../testing/renderWithRelay';
import { HeaderSearch } from './HeaderSearch';
import { WhereAmI } from './testing/renderLayout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderSearch(at = '/home') {
  const view = renderWithRelay(null, {
    at,
    routes: [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <WhereAmI />
          </>
        ),
      },
    ],
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const where = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, user, where, field: () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement };
}

describe('the header search field (core.md 2, navigation.md 2.8)', () => {
  it('goes to /search/{query} with nav=header once the typing has settled for 250 ms', async () => {
    const { user, where, field } = renderSearch();
    await user.type(field(), 'jazz');
    act(() => vi.advanceTimersByTime(249));
    expect(where()).toBe('/home');
    act(() => vi.advanceTimersByTime(1));
    expect(where()).toBe('/search/jazz?nav=header');
  });

  it('waits for the last keystroke: each one starts the 250 ms again', async () => {
    const { user, where, field } = renderSearch();
    await user.type(field(), 'lo');
    act(() => vi.advanceTimersByTime(200));
    await user.type(field(), '-fi');
    act(() => vi.advanceTimersByTime(200));
    expect(where()).toBe('/home');
    act(() => vi.advanceTimersByTime(50));
    expect(where()).toBe('/search/lo-fi?nav=header');
  });

  it('replaces the history entry while on the search page, so Back leaves search', async () => {
    const { user, where, field, router } = renderSearch();
    await user.type(field(), 'jazz');
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.historyAction).toBe('PUSH');
    await user.type(field(), ' trio');
    act(() => vi.advanceTimersByTime(250));
    expect(where()).toBe('/search/jazz%20trio?nav=header');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(where()).toBe('/home');
  });

  it('leaves the field with Escape, keeping what was typed', async () => {
    const { user, field } = renderSearch();
    await user.type(field(), 'jazz');
    expect(document.activeElement).toBe(field());
    await user.keyboard('{Escape}');
    expect(document.activeElement).not.toBe(field());
    expect(field().value).toBe('jazz');
  });

  it('resets the search when cleared', async () => {
    const { user, where, field } = renderSearch('/search/jazz?nav=header');
    expect(field().value).toBe('jazz');
    await user.type(field(), 'y');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field().value).toBe('');
    expect(where()).toBe('/search?nav=header');
    act(() => vi.advanceTimersByTime(1000));
    expect(where()).toBe('/search?nav=header');
  });

  it('goes at once on Enter', async () => {
    const { user, where, field } = renderSearch();
    await user.type(field(), 'jazz{Enter}');
    expect(where()).toBe('/search/jazz?nav=header');
  });

  it("shows the query of the search page it is on, and empties when the user leaves search", async () => {
    const { field, router } = renderSearch('/search/AC%2FDC/artists');
    expect(field().value).toBe('AC/DC');
    await act(() => router.navigate('/home'));
    expect(field().value).toBe('');
  });
});
