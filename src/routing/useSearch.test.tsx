import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay';
import { zoneListSearch } from './searchParams';
import { useSearch } from './useSearch';

function ZoneListSearch() {
  const search = useSearch(zoneListSearch);
  return <output>{JSON.stringify(search)}</output>;
}

describe('useSearch', () => {
  it("reads the location's search with the route's schema", async () => {
    renderWithRelay(<ZoneListSearch />, { at: '/?q=lobby+bar&perPage=500&status=NOPE' });
    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({ region: '', q: 'lobby bar', perPage: 50 });
  });
});
