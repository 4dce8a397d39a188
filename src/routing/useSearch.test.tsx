import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { zoneListSearch } from './searchParams';
import { useSearch } from './useSearch';

function ZoneListSearch() {
  const search = useSearch(zoneListSearch);
  return <output>{JSON.stringify(search)}</output>;
}

describe('useSearch', () => {
  it("reads the location's search with the route's schema", async () => {
    const router = createMemoryRouter([{ path: '/', element: <ZoneListSearch /> }], { initialEntries: ['/?q=lobby+bar&perPage=500&status=NOPE'] });
    render(<RouterProvider router={router} />);
    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({ region: '', q: 'lobby bar', perPage: 50 });
  });
});
