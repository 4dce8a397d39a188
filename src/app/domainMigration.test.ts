// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateOnStartup } from './domainMigration';

describe('migrateOnStartup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('writes the bundle back on the new domain and shows the persistent success toast', async () => {
    window.history.replaceState(null, '', '/zones?domain-migration=m_1');
    const fetch = vi.fn(async () => Response.json({ cookies: { cadence_consent: '3' }, localStorage: { 'cadence.session': '{"token":"t"}' } }));
    vi.stubGlobal('fetch', fetch);
    const toasts = { show: vi.fn(() => 'id') };
    const outcome = await migrateOnStartup({ source: 'https://old.example.com', destination: window.location.origin }, { report: vi.fn(), translate: (key) => `text of ${key}`, toasts });
    expect(outcome).toBe('success');
    expect(fetch).toHaveBeenCalledWith('/migrator?id=m_1', undefined);
    expect(localStorage.getItem('cadence.session')).toBe('{"token":"t"}');
    expect(window.location.pathname + window.location.search).toBe('/zones');
    expect(toasts.show).toHaveBeenCalledWith({ id: 'domainMigration.success', type: 'success', message: 'text of domainMigration.success', duration: Infinity });
  });

  it('does nothing without a valid configuration', async () => {
    const toasts = { show: vi.fn(() => 'id') };
    expect(await migrateOnStartup({ source: 'nonsense', destination: window.location.origin }, { report: vi.fn(), translate: (key) => key, toasts })).toBe('inactive');
    expect(toasts.show).not.toHaveBeenCalled();
  });
});
