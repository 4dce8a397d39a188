// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_COLOR_MODE, applyTheme, resolveTheme, useAppliedTheme } from './theme';
import { installMatchMedia } from './testing/matchMedia';
import type { FakeMedia } from './testing/matchMedia';

describe('resolveTheme (navigation.md 2.7)', () => {
  it('defaults to system', () => {
    expect(DEFAULT_COLOR_MODE).toBe('system');
  });

  it.each([
    ['flag off, dark chosen', { colorMode: 'dark' as const, themeSelectEnabled: false, prefersDark: true }, 'light'],
    ['flag off, system on a dark system', { colorMode: 'system' as const, themeSelectEnabled: false, prefersDark: true }, 'light'],
    ['flag on, light', { colorMode: 'light' as const, themeSelectEnabled: true, prefersDark: true }, 'light'],
    ['flag on, dark', { colorMode: 'dark' as const, themeSelectEnabled: true, prefersDark: false }, 'dark'],
    ['flag on, system on a dark system', { colorMode: 'system' as const, themeSelectEnabled: true, prefersDark: true }, 'dark'],
    ['flag on, system on a light system', { colorMode: 'system' as const, themeSelectEnabled: true, prefersDark: false }, 'light'],
    ['flag on, no setting (default system) on a dark system', { colorMode: null, themeSelectEnabled: true, prefersDark: true }, 'dark'],
    ['flag on, dark, on a route with its own light theme', { colorMode: 'dark' as const, themeSelectEnabled: true, prefersDark: true, forcedLight: true }, 'light'],
  ])('%s', (_name, input, expected) => {
    expect(resolveTheme(input)).toBe(expected);
  });
});

describe('applying the theme', () => {
  let media: FakeMedia | undefined;
  afterEach(() => {
    media?.uninstall();
    delete document.documentElement.dataset.theme;
  });

  it('sets data-theme on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('follows prefers-color-scheme for system while the flag is on', () => {
    media = installMatchMedia(1280, 'light');
    const { result, rerender } = renderHook((props: { themeSelectEnabled: boolean }) => useAppliedTheme({ colorMode: 'system', ...props }), { initialProps: { themeSelectEnabled: true } });
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => media!.setColorScheme('dark'));
    expect(result.current).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    rerender({ themeSelectEnabled: false });
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('the theme transition (navigation.md 2.7)', () => {
  it('lasts 400 ms and animates the page colours', () => {
    const themeCss = readFileSync('src/ui/theme.css', 'utf8');
    expect(themeCss).toMatch(/--theme-transition:\s*400ms/);
    expect(themeCss).toMatch(/transition:[^;]*background-color var\(--theme-transition\)/);
  });
});
