import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { suggestablePaths } from './notFound';
import { MAX_ROUTE_SUGGESTIONS, routeSuggestions } from './routeSuggestions';

const Page = () => null;

const table: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, middleware: [() => undefined] },
      { path: 'home', Component: Page },
      { path: 'home/:page', Component: Page },
      { path: 'logout', Component: Page, handle: { suggest: false } },
      { path: 'discover', middleware: [() => undefined] },
      { id: 'group', children: [{ path: 'login', lazy: async () => ({ Component: Page }) }, { path: 'forgot-password', Component: Page }] },
      { path: 'user', Component: Page, children: [{ path: 'edit', Component: Page }, { path: 'change-email', Component: Page }, { path: 'change-password', Component: Page }] },
      { path: 'accounts/:accountId', children: [{ path: 'zones', Component: Page }, { path: 'zones/:zoneId', Component: Page }] },
      { path: '*', Component: Page },
    ],
  },
];

describe('not-found suggestions', () => {
  it('offer the pages without parameters, account pages for the current account', () => {
    expect(suggestablePaths(table).sort()).toEqual(
      ['/home', '/login', '/forgot-password', '/user', '/user/edit', '/user/change-email', '/user/change-password', '/accounts/_/zones'].sort(),
    );
  });

  it.each([
    ['/logn', '/login'],
    ['/hom', '/home'],
    ['/usr/edit', '/user/edit'],
    ['/user/change-emial', '/user/change-email'],
    ['/forgot-pasword', '/forgot-password'],
    ['/accounts/_/zone', '/accounts/_/zones'],
  ])('%s suggests %s first', (path, best) => {
    expect(routeSuggestions(path, suggestablePaths(table))[0]).toBe(best);
  });

  it('offer at most three, and nothing for a path far from every page', () => {
    expect(routeSuggestions('/user/', suggestablePaths(table)).length).toBeLessThanOrEqual(MAX_ROUTE_SUGGESTIONS);
    expect(routeSuggestions('/qqqqqqqqqqqqxz', suggestablePaths(table))).toEqual([]);
  });

  it('never offer the unknown path itself', () => {
    expect(routeSuggestions('/home/', ['/home', '/homes'])).not.toContain('/home');
  });
});
