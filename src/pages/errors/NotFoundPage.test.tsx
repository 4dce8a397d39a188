import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../testing/axe';
import { NotFoundPage } from './NotFoundPage';
import { renderWithRelay } from '../../testing/renderWithRelay';

describe('NotFoundPage', () => {
  it("says 'Route not found ({path})' and suggests close routes as links", async () => {
    const { router } = renderWithRelay(<NotFoundPage path="/zoens" suggestions={['/zones', '/home']} />, { at: '/zoens' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Route not found (/zoens)');
    const suggestions = within(screen.getByRole('list', { name: 'Did you mean one of these?' }));
    expect(suggestions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/zones', '/home']);
    await expectNoAxeViolations();
    await userEvent.click(suggestions.getByRole('link', { name: '/zones' }));
    expect(router.state.location.pathname).toBe('/zones');
  });

  it('leaves out the suggestions when there are none, keeping Home, Create and Help & Support', () => {
    renderWithRelay(<NotFoundPage path="/x" suggestions={[]} />);
    expect(screen.queryByText('Did you mean one of these?')).toBeNull();
    const links = within(screen.getByRole('navigation', { name: 'Helpful links' }));
    expect(links.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Create', 'Help & Support']);
  });

  it('sits inside a layout as a region in its minimal variant', () => {
    renderWithRelay(
      <main>
        <NotFoundPage path="/x" suggestions={[]} variant="minimal" />
      </main>,
    );
    expect(screen.getByRole('region', { name: 'Route not found (/x)' })).toBeDefined();
  });
});
