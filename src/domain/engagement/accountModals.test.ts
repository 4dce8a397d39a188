import { describe, expect, it } from 'vitest';
import { noAccountModalShown, termsModalShown } from './accountModals';

describe('the terms modal (navigation.md 4)', () => {
  it.each([
    ['never accepted', { termsType: 'general', acceptance: null }, true],
    ['accepted_by missing', { termsType: 'general', acceptance: { acceptedBy: null, termsType: 'general' } }, true],
    ['accepted_by empty', { termsType: 'general', acceptance: { acceptedBy: '', termsType: 'general' } }, true],
    ['other terms accepted', { termsType: 'us', acceptance: { acceptedBy: 'u1', termsType: 'general' } }, true],
    ['these terms accepted', { termsType: 'general', acceptance: { acceptedBy: 'u1', termsType: 'general' } }, false],
    ['accepted, the account names no terms', { termsType: null, acceptance: { acceptedBy: 'u1', termsType: 'general' } }, false],
  ] as const)('%s: shown %s', (_case, facts, shown) => {
    expect(termsModalShown(facts)).toBe(shown);
  });
});

describe('the no-account modal (navigation.md 2.14, 4)', () => {
  const facts = { hasAccounts: false, dismissed: false, pathname: '/home' };
  it.each([
    ['no accounts', {}, true],
    ['with accounts', { hasAccounts: true }, false],
    ['dismissed', { dismissed: true }, false],
    ['on signup', { pathname: '/signup' }, false],
    ['on a signup step', { pathname: '/signup/company' }, false],
    ['on partner signup', { pathname: '/partner-signup' }, false],
    ['on checkout', { pathname: '/accounts/a1/checkout' }, false],
    ['on a page named like signup', { pathname: '/signups-report' }, true],
  ] as const)('%s: shown %s', (_case, change, shown) => {
    expect(noAccountModalShown({ ...facts, ...change })).toBe(shown);
  });
});
