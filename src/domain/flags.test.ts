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
