import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import en from '../../i18n/en.json';
import { PAGE_ERROR_CODES } from '../../errors/fromUnknown';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { StaticErrorFallback } from './StaticErrorFallback';

const heading = () => screen.getByRole('heading', { level: 1 });
const reloadLink = () => screen.getByRole('link', { name: 'Reload the page' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('StaticErrorFallback', () => {
  it("says each page error code's title and body, as the error page does", () => {
    for (const code of PAGE_ERROR_CODES) {
      renderWithRelay(<StaticErrorFallback code={code} />);
      expect(heading().textContent, code).toBe(en.errorPage[code].title);
      expect(screen.getByText(en.errorPage[code].body)).toBeDefined();
      document.body.innerHTML = '';
    }
  });

  it('says the default texts for an unexpected error', () => {
    renderWithRelay(<StaticErrorFallback code="client" unexpected />);
    expect(heading().textContent).toBe('Unexpected error (client)');
    expect(screen.getByText(en.errorPage.default.body)).toBeDefined();
  });

  it('reloads the current page through a plain link, styled as a button, with no other controls', async () => {
    window.history.replaceState(null, '', '/accounts/_/zones?sort=name#top');
    renderWithRelay(<StaticErrorFallback code="offline" />);
    // Without the fragment: a link to the same address with one only scrolls the page.
    expect(reloadLink().getAttribute('href')).toBe('/accounts/_/zones?sort=name');
    expect(reloadLink().className).toContain('button');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('main').contains(heading())).toBe(true);
    await expectNoAxeViolations();
  });

  it('sits inside a layout as a region in its minimal and modal variants', () => {
    renderWithRelay(
      <main>
        <StaticErrorFallback code="server" variant="minimal" />
        <StaticErrorFallback code="notFound" variant="modal" />
      </main>,
    );
    expect(screen.getByRole('region', { name: en.errorPage.server.title })).toBeDefined();
    expect(screen.getByRole('region', { name: en.errorPage.notFound.title })).toBeDefined();
  });
});
