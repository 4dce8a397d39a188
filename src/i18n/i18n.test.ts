import { describe, expect, it } from 'vitest';
import { createI18n, loadI18n } from './i18n';

describe('the i18n instance', () => {
  it('resolves message keys to English texts, synchronously', () => {
    const i18n = createI18n();
    expect(i18n.t('errors.notFound')).toBe("We couldn't find what you were looking for.");
    expect(i18n.t('soundZone.activation.noPermission')).not.toBe('soundZone.activation.noPermission');
  });

  it('shows developer ids in cimode', () => {
    expect(createI18n('cimode').t('errors.notFound')).toBe('errors.notFound');
  });

  it('formats counts for the language', async () => {
    expect(createI18n('en').t('home.zoneCount', { count: 5000 })).toBe('5,000 zones');
    expect(createI18n('en').t('home.zoneCount', { count: 1 })).toBe('1 zone');
    // Swedish groups with a no-break space.
    expect((await loadI18n('svdev')).t('home.zoneCount', { count: 5000 })).toBe('5\u00a0000 zoner');
  });
});
