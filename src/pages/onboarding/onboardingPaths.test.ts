import { describe, expect, it } from 'vitest';
import { onboardingSteps } from '../../domain/onboarding';
import { ONBOARDING_OVERRIDES_KEY, ONBOARDING_ROUTE_STEPS, aiPlaylistPrompt, onboardingModeOf, onboardingPath, parseOnboardingSearch, readOnboardingOverrides, storeOnboardingOverrides } from './onboardingPaths';

const business = { isPartner: false };
const stepsForSearch = (search: ReturnType<typeof parseOnboardingSearch>) => onboardingSteps(onboardingModeOf(search, business, {}));

describe('onboarding search (navigation.md 2.4)', () => {
  it('validates singleStep, type, atmospheres and genres, dropping what is invalid', () => {
    expect(parseOnboardingSearch(new URLSearchParams('singleStep=true&type=cafe&atmospheres=calm&atmospheres=warm&genres=jazz'))).toEqual({ singleStep: true, type: 'cafe', atmospheres: ['calm', 'warm'], genres: ['jazz'] });
    expect(parseOnboardingSearch(new URLSearchParams('singleStep=maybe'))).toEqual({ singleStep: undefined, type: undefined, atmospheres: [], genres: [] });
  });

  it('shows the AI playlist steps when the search describes music', () => {
    expect(stepsForSearch(parseOnboardingSearch(new URLSearchParams('genres=jazz')))).toEqual(['setup', 'ai-playlist', 'explicit-setting']);
    expect(stepsForSearch(parseOnboardingSearch(new URLSearchParams('')))).not.toContain('ai-playlist');
    expect(aiPlaylistPrompt(parseOnboardingSearch(new URLSearchParams('type=beauty_salon&atmospheres=calm&genres=jazz')))).toBe('calm, jazz for a beauty salon');
  });

  it('chooses the mode from the account, the pairing guide\'s overrides and the search (navigation.md 2.11)', () => {
    const prompt = parseOnboardingSearch(new URLSearchParams('genres=jazz'));
    expect(onboardingSteps(onboardingModeOf(prompt, { isPartner: true }, {}))).toEqual(['partner-business-type', 'partner-business-size']);
    expect(onboardingSteps(onboardingModeOf(prompt, business, { pairingGuide: true }))).toEqual(['setup']);
    expect(onboardingSteps(onboardingModeOf(prompt, business, { pairingGuide: false }))).toEqual(['setup', 'ai-playlist', 'explicit-setting']);
    expect(ONBOARDING_ROUTE_STEPS).toEqual(['setup', 'get-started', 'business-description', 'spotify-import', 'ai-playlist', 'explicit-setting', 'partner-business-type', 'partner-business-size']);
  });

  it('reads the overrides the pairing guide stores, and nothing from what is unreadable', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    expect(readOnboardingOverrides(store)).toEqual({});
    storeOnboardingOverrides(store, { pairingGuide: true });
    expect(readOnboardingOverrides(store)).toEqual({ pairingGuide: true });
    storage.set(ONBOARDING_OVERRIDES_KEY, '{"pairingGuide":"yes"}');
    expect(readOnboardingOverrides(store)).toEqual({});
    storage.set(ONBOARDING_OVERRIDES_KEY, 'not json');
    expect(readOnboardingOverrides(store)).toEqual({});
  });

  it('keeps the search from step to step', () => {
    expect(onboardingPath('a1', 'explicit-setting', parseOnboardingSearch(new URLSearchParams('type=cafe&genres=jazz&genres=soul')))).toBe('/accounts/a1/onboarding/explicit-setting?type=cafe&genres=jazz&genres=soul');
  });
});
