import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithRelay } from '../testing/renderWithRelay';
import { Link } from './Link';
import { isExternalHref } from './UiProvider';

describe('links through the router', () => {
  it('tells external hrefs from app paths', () => {
    expect(isExternalHref('https://support.cadence.test')).toBe(true);
    expect(isExternalHref('mailto:support@cadence.test')).toBe(true);
    expect(isExternalHref('//cdn.cadence.test/x')).toBe(true);
    expect(isExternalHref('/home')).toBe(false);
    expect(isExternalHref('settings/overview')).toBe(false);
  });

  it('keeps external hrefs and resolves app paths', () => {
    // renderWithRelay renders inside UiProvider, as the app does.
    renderWithRelay(
      <>
        <Link href="https://support.cadence.test/help">Help</Link>
        <Link href="mailto:support@cadence.test">Mail</Link>
        <Link href="/home">Home</Link>
      </>,
      { at: '/user' },
    );
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('https://support.cadence.test/help');
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:support@cadence.test');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
  });
});
