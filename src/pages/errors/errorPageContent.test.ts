import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import svdev from '../../i18n/svdev.json';
import { errorPageActions, errorPageTexts } from './errorPageContent';
import { PAGE_ERROR_CODES } from '../../errors/fromUnknown';

const situation = { unexpected: false, reported: false };

describe('errorPageTexts', () => {
  it('uses the default texts for unexpected errors, with the code', () => {
    expect(errorPageTexts({ code: 'client', unexpected: true, reported: true })).toEqual({ title: 'errorPage.default.title', body: 'errorPage.default.body', values: { code: 'client' } });
  });

  it('uses each code its own texts otherwise, and every locale has them', () => {
    for (const code of PAGE_ERROR_CODES) {
      const texts = errorPageTexts({ code, ...situation });
      expect(texts).toEqual({ title: `errorPage.${code}.title`, body: `errorPage.${code}.body`, values: { code } });
      for (const bundle of [en, svdev]) {
        const entry = (bundle.errorPage as Record<string, { title?: string; body?: string }>)[code];
        expect(entry?.title, `${code} title`).toBeTruthy();
        expect(entry?.body, `${code} body`).toBeTruthy();
      }
    }
  });
});

describe('errorPageActions', () => {
  it('offers log in for unauthorized', () => {
    expect(errorPageActions({ code: 'unauthorized', ...situation })).toEqual(['logIn']);
  });

  it('offers contact support for forbidden', () => {
    expect(errorPageActions({ code: 'forbidden', ...situation })).toEqual(['contactSupport']);
  });

  it('offers no action for notFound (the Home and Create links lead on)', () => {
    expect(errorPageActions({ code: 'notFound', ...situation })).toEqual([]);
  });

  it('offers reload when trying again can help', () => {
    expect(errorPageActions({ code: 'offline', ...situation })).toEqual(['reload']);
    expect(errorPageActions({ code: 'unavailable', ...situation })).toEqual(['reload']);
    expect(errorPageActions({ code: 'server', ...situation })).toEqual(['reload', 'contactSupport']);
    expect(errorPageActions({ code: 'client', ...situation })).toEqual(['reload', 'resetLocalData', 'contactSupport']);
  });

  it('offers everything for an unexpected error, and a report when it was reported', () => {
    expect(errorPageActions({ code: 'client', unexpected: true, reported: true })).toEqual(['reload', 'resetLocalData', 'reportIssue', 'contactSupport']);
    expect(errorPageActions({ code: 'client', unexpected: true, reported: false })).toEqual(['reload', 'resetLocalData', 'contactSupport']);
    expect(errorPageActions({ code: 'server', unexpected: false, reported: true })).toEqual(['reload', 'reportIssue', 'contactSupport']);
  });
});
