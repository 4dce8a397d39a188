import { describe, expect, it } from 'vitest';
import { FLAG_CATALOGUE, resolveFlags } from './flags';

describe('the flag catalogue', () => {
  it('has the defaults of navigation.md 9', () => {
    for (const name of ['theme-select', 'theme-select-banner', 'survey-zones-page', 'web-remote-v1-link', 'playlist-page-refresh', 'location-users', 'location-users-banner-company-users', 'mx-smart-shuffle-controls', 're18-checkout-survey', 'survey-nps-survey', 'feature-guide-enabled', 'install-app-promo'] as const) {
      expect(FLAG_CATALOGUE[name], name).toEqual({ enabled: false });
    }
    expect(FLAG_CATALOGUE['mp-session-replay']).toEqual({ enabled: false, startOnMount: false });
    expect(FLAG_CATALOGUE['mx-playlist-page-refresh-2']).toEqual({ variant: 'original' });
    expect(FLAG_CATALOGUE['company-logo']).toEqual({ enabled: true, showPromo: false });
    expect(FLAG_CATALOGUE['create-schedule']).toEqual({ enabled: true, showPromo: false });
    expect(FLAG_CATALOGUE['web-playback']).toEqual({ enabled: false, showSidebarInSetupGuide: false });
  });

  it('merges a deployment override over the default of the same flag only', () => {
    const flags = new Map(resolveFlags({ 'theme-select': { enabled: true } }).map((f) => [f.name, f.properties]));
    expect(flags.get('theme-select')).toEqual({ enabled: true });
    expect(flags.get('web-playback')).toEqual({ enabled: false, showSidebarInSetupGuide: false });
    expect(flags.size).toBe(Object.keys(FLAG_CATALOGUE).length);
  });
});

describe('the context flags resolve in (navigation.md 7)', () => {
  const resolved = (context: { key: string; value: string }[], overrides = {}) => new Map(resolveFlags(overrides, context).map((f) => [f.name, f.properties]));

  it('stops offering a promo the user dismissed or completed, even where a deployment turns it on', () => {
    const overrides = { 'company-logo': { showPromo: true }, 'create-schedule': { showPromo: true }, 'install-app-promo': { enabled: true } };
    expect(resolved([], overrides).get('company-logo')).toEqual({ enabled: true, showPromo: true });
    const after = resolved(
      [
        { key: 'user.promos.company-logo.interaction', value: 'dismissed' },
        { key: 'user.promos.install-app.interaction', value: 'completed' },
      ],
      overrides,
    );
    expect(after.get('company-logo')).toEqual({ enabled: true, showPromo: false });
    expect(after.get('install-app-promo')).toEqual({ enabled: false });
    expect(after.get('create-schedule')).toEqual({ enabled: true, showPromo: true });
  });

  it('turns the install-app promo off in the desktop shell and session replay off in an automated session', () => {
    const overrides = { 'install-app-promo': { enabled: true }, 'mp-session-replay': { enabled: true, startOnMount: true } };
    expect(resolved([{ key: 'app.platform', value: 'business' }], overrides).get('install-app-promo')).toEqual({ enabled: true });
    expect(resolved([{ key: 'app.platform', value: 'desktop' }], overrides).get('install-app-promo')).toEqual({ enabled: false });
    expect(resolved([{ key: 'app.is_e2e', value: 'false' }], overrides).get('mp-session-replay')).toEqual({ enabled: true, startOnMount: true });
    expect(resolved([{ key: 'app.is_e2e', value: 'true' }], overrides).get('mp-session-replay')).toEqual({ enabled: false, startOnMount: false });
  });
});
