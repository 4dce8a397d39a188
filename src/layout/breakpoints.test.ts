// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { BREAKPOINTS, atLeast, breakpointFor, sidebarVisible, useBreakpoint } from './breakpoints';
import { installMatchMedia } from './testing/matchMedia';

describe('breakpoints (navigation.md 2.7)', () => {
  it('are xxs 320, xs 360, s 420, sm 600, m 720, l 1000, xl 1240, xxl 1600', () => {
    expect(BREAKPOINTS).toEqual({ xxs: 320, xs: 360, s: 420, sm: 600, m: 720, l: 1000, xl: 1240, xxl: 1600 });
  });

  it.each([
    [300, null],
    [320, 'xxs'],
    [359, 'xxs'],
    [360, 'xs'],
    [420, 's'],
    [600, 'sm'],
    [719, 'sm'],
    [720, 'm'],
    [999, 'm'],
    [1000, 'l'],
    [1240, 'xl'],
    [1599, 'xl'],
    [1600, 'xxl'],
    [2560, 'xxl'],
  ])('%i px is %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it('compares breakpoints', () => {
    expect(atLeast('m', 'm')).toBe(true);
    expect(atLeast('xxl', 'm')).toBe(true);
    expect(atLeast('sm', 'm')).toBe(false);
    expect(atLeast(null, 'xxs')).toBe(false);
  });
});

describe('sidebarVisible', () => {
  it.each([
    ['719 px wide', { breakpoint: breakpointFor(719), pathname: '/home', showSidebarInSetupGuide: false }, false],
    ['720 px wide', { breakpoint: breakpointFor(720), pathname: '/home', showSidebarInSetupGuide: false }, true],
    ['on /guide', { breakpoint: 'l' as const, pathname: '/guide', showSidebarInSetupGuide: false }, false],
    ['on a guide task page', { breakpoint: 'l' as const, pathname: '/guide/user-invite', showSidebarInSetupGuide: false }, false],
    ['on /guide with showSidebarInSetupGuide', { breakpoint: 'l' as const, pathname: '/guide', showSidebarInSetupGuide: true }, true],
    ['on /guide with the flag but narrow', { breakpoint: 'sm' as const, pathname: '/guide', showSidebarInSetupGuide: true }, false],
    ['on a path that only starts like the guide', { breakpoint: 'l' as const, pathname: '/guidelines', showSidebarInSetupGuide: false }, true],
  ])('%s', (_name, input, expected) => {
    expect(sidebarVisible(input)).toBe(expected);
  });
});

describe('useBreakpoint', () => {
  it('follows the viewport width through matchMedia', () => {
    const media = installMatchMedia(1280);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('xl');
    act(() => media.resize(700));
    expect(result.current).toBe('sm');
    act(() => media.resize(1600));
    expect(result.current).toBe('xxl');
    media.uninstall();
  });
});
