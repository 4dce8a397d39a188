import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createI18n } from '../i18n/i18n';
import { expectNoAxeViolations } from '../testing/axe';
import { LayoutFallback } from './AppLayout';
import { installMatchMedia } from './testing/matchMedia';
import type { FakeMedia } from './testing/matchMedia';

let media: FakeMedia;
beforeEach(() => {
  media = installMatchMedia(1280);
});
afterEach(() => media.uninstall());

/** The first navigation at `at`, its root loader never done: what the first paint shows until it is. */
function renderFirstPaint(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => new Promise<never>(() => {}),
        hydrateFallbackElement: <LayoutFallback />,
        element: null,
        children: [{ path: 'home' }, { path: 'login/saml', handle: { chrome: { header: false, footer: false, sidebar: false, search: false, notifications: false, miniPlayer: false } } }],
      },
    ],
    { initialEntries: [at] },
  );
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the layout before the first navigation has its data', () => {
  it("has the header's and the sidebar's placeholders and the page loading", async () => {
    const view = renderFirstPaint('/home');
    expect(screen.getByRole('banner').textContent).toBe('Cadence');
    expect(screen.getByRole('status', { name: 'Loading navigation' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it("leaves out what the route's handle leaves out", () => {
    renderFirstPaint('/login/saml');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading navigation' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
  });

  it('follows the URL flags and the width', () => {
    const flagged = renderFirstPaint('/home?chrome=0');
    expect(screen.queryByRole('banner')).toBeNull();
    flagged.unmount();
    media.uninstall();
    media = installMatchMedia(600);
    renderFirstPaint('/home');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading navigation' })).toBeNull();
  });
});
