import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { CONSENT_COOKIE, CONSENT_POLICY_PATHS } from '../../domain/engagement/consent';
import { CONSENT_TEXTS } from './consentTexts';
import { ConsentGate } from './ConsentGate';
import { createConsentStore } from './consentStore';
import type { ConsentStore } from './consentStore';

const clearCookie = () => (document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`);
const storedCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))?.split('=')[1];

function storeIn(timeZone: string | undefined): ConsentStore {
  return createConsentStore({ timeZone: () => timeZone, now: () => new Date('2026-01-15T12:00:00Z'), report: vi.fn() });
}

let languages: string[];

beforeEach(() => {
  clearCookie();
  languages = ['en-GB'];
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => languages);
});

afterEach(() => {
  vi.restoreAllMocks();
  clearCookie();
});

const buttons = () => within(screen.getByRole('dialog')).getAllByRole('button').map((button) => button.textContent);

describe('the consent modal (navigation.md 2.16)', { timeout: 30_000 }, () => {
  it('asks in a time zone that must be asked, with Preferences, Reject all and Accept all, accessibly', async () => {
    renderWithRelay(<ConsentGate store={storeIn('Europe/Stockholm')} />, { at: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'We value your privacy' });
    expect(buttons()).toEqual(['Preferences', 'Reject all', 'Accept all']);
    expect(within(dialog).getByRole('link', { name: 'cookie policy' }).getAttribute('href')).toMatch(/\/legal\/cookie-policy$/);
    expect(within(dialog).getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toMatch(/\/legal\/privacy-policy$/);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await expectNoAxeViolations();
  });

  it('does not ask where Marketing is implied, nor on the policy pages', async () => {
    const { unmount } = renderWithRelay(<ConsentGate store={storeIn('Asia/Tokyo')} />, { at: '/home' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    for (const path of Object.values(CONSENT_POLICY_PATHS)) {
      const rendered = renderWithRelay(<ConsentGate store={storeIn('Europe/Stockholm')} />, { at: path });
      await act(async () => {});
      expect(screen.queryByRole('dialog'), path).toBeNull();
      rendered.unmount();
    }
  });

  it('shows on a policy page when forced', async () => {
    const store = storeIn('Asia/Tokyo');
    renderWithRelay(<ConsentGate store={store} />, { at: CONSENT_POLICY_PATHS.cookieTable });
    act(() => store.openSettings());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('keeps Accept all at Marketing in its cookie and closes', async () => {
    const user = userEvent.setup();
    const store = storeIn('Europe/Stockholm');
    renderWithRelay(<ConsentGate store={store} />, { at: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(storedCookie()).toBe('3.acceptall');
    expect(store.getState().stored).toEqual({ level: 3, method: 'acceptall' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The next visit reads the cookie and does not ask.
    expect(createConsentStore().getState().stored).toEqual({ level: 3, method: 'acceptall' });
  });

  it('keeps Reject all at Necessary', async () => {
    const user = userEvent.setup();
    renderWithRelay(<ConsentGate store={storeIn('Europe/Stockholm')} />, { at: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(storedCookie()).toBe('1.rejectall');
  });

  it('reveals the categories under Preferences and saves the highest checked, from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithRelay(<ConsentGate store={storeIn('Europe/Stockholm')} />, { at: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Preferences' }));
    expect(buttons()).toEqual(['Save choices', 'Reject all', 'Accept all']);
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('Necessary').checked, box('Analytics').checked, box('Marketing').checked]).toEqual([true, false, false]);
    expect(box('Necessary').disabled).toBe(true);
    expect(document.getElementById(box('Marketing').getAttribute('aria-describedby')!)?.textContent).toBe(CONSENT_TEXTS.en.categories.marketing.description);
    await expectNoAxeViolations();

    // Marketing checks Analytics with it; unchecking Analytics unchecks Marketing.
    box('Marketing').focus();
    await user.keyboard(' ');
    expect([box('Analytics').checked, box('Marketing').checked]).toEqual([true, true]);
    box('Analytics').focus();
    await user.keyboard(' ');
    expect([box('Analytics').checked, box('Marketing').checked]).toEqual([false, false]);
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Save choices');
    await user.keyboard('{Enter}');
    expect(storedCookie()).toBe('2.multichoice');
  });

  it('is not closed by Escape before a choice', async () => {
    const user = userEvent.setup();
    renderWithRelay(<ConsentGate store={storeIn('Europe/Stockholm')} />, { at: '/home' });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    ['sv-SE', 'sv'],
    ['nl-BE', 'nl'],
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
    ['es-ES', 'es'],
    ['pt-BR', 'en'],
  ] as const)('speaks the browser’s %s as %s', async (browserLanguage, language) => {
    languages = [browserLanguage];
    renderWithRelay(<ConsentGate store={storeIn('Europe/Stockholm')} />, { at: '/home' });
    const texts = CONSENT_TEXTS[language];
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(dialog.getAttribute('lang')).toBe(language);
    expect(buttons()).toEqual([texts.preferences, texts.rejectAll, texts.acceptAll]);
    expect(within(dialog).getByRole('link', { name: texts.cookiePolicy })).toBeTruthy();
  });

  it('has every text in all six languages, each its own', () => {
    const english = JSON.stringify(CONSENT_TEXTS.en);
    for (const [language, texts] of Object.entries(CONSENT_TEXTS)) {
      expect(texts.policies, language).toContain('{cookiePolicy}');
      expect(texts.policies, language).toContain('{privacyPolicy}');
      if (language !== 'en') expect(JSON.stringify(texts), language).not.toBe(english);
      expect(new Set([texts.preferences, texts.saveChoices, texts.rejectAll, texts.acceptAll]).size, language).toBe(4);
    }
    expect(Object.keys(CONSENT_TEXTS).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'sv']);
  });
});
