import { describe, expect, it } from 'vitest';
import { aiPlaylistPrompt, onboardingPath, parseOnboardingSearch, stepsForSearch } from './onboardingPaths';

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

  it('keeps the search from step to step', () => {
    expect(onboardingPath('a1', 'explicit-setting', parseOnboardingSearch(new URLSearchParams('type=cafe&genres=jazz&genres=soul')))).toBe('/accounts/a1/onboarding/explicit-setting?type=cafe&genres=jazz&genres=soul');
  });
});
