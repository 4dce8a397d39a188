import { describe, expect, it, vi } from 'vitest';
import homeTexts from './en/home.json';
import { createI18n, loadI18n, registerTexts } from './i18n';

describe('the i18n instance', () => {
  it('resolves message keys to English texts, synchronously', () => {
    const i18n = createI18n();
    expect(i18n.t('errors.notFound')).toBe("We couldn't find what you were looking for.");
    expect(i18n.t('soundZone.activation.noPermission')).not.toBe('soundZone.activation.noPermission');
  });

  it('shows developer ids in cimode', () => {
    expect(createI18n('cimode').t('errors.notFound')).toBe('errors.notFound');
  });

  // An area's texts, once registered, stay for the module's life: a fresh module has none registered.
  it("has an area's texts once a page of the area registers them, in instances made before and after", async () => {
    vi.resetModules();
    const { createI18n, registerTexts } = await import('./i18n');
    const before = createI18n();
    expect(before.exists('home.zoneCount_other')).toBe(false);
    registerTexts(homeTexts);
    expect(before.t('home.zoneCount', { count: 2 })).toBe('2 zones');
    expect(createI18n().t('home.zoneCount', { count: 2 })).toBe('2 zones');
    expect(createI18n('cimode').t('home.zoneCount', { count: 2 })).toBe('home.zoneCount');
    // The core texts are still there.
    expect(before.t('errors.notFound')).toBe("We couldn't find what you were looking for.");
  });

  it('formats counts for the language', async () => {
    registerTexts(homeTexts);
    expect(createI18n('en').t('home.zoneCount', { count: 5000 })).toBe('5,000 zones');
    expect(createI18n('en').t('home.zoneCount', { count: 1 })).toBe('1 zone');
    // Swedish groups with a no-break space.
    expect((await loadI18n('svdev')).t('home.zoneCount', { count: 5000 })).toBe('5\u00a0000 zoner');
  });
});
