import { describe, expect, it } from 'vitest';
import { GUIDE_TASKS, PARTNER_STEP_CHOICES, guideCards, isPartnerStep, listedGuideResources, nextOnboardingStep, onboardingDestination, onboardingSteps } from './onboarding';
import type { GuideTaskState, OnboardingMode } from './onboarding';

describe('onboarding steps by mode (navigation.md 2.11)', () => {
  it.each<[string, OnboardingMode, string[]]>([
    ['default: all except ai-playlist', {}, ['setup', 'get-started', 'business-description', 'spotify-import', 'explicit-setting']],
    ['an AI playlist prompt: without get-started, business-description and the import', { aiPrompt: true }, ['setup', 'ai-playlist', 'explicit-setting']],
    ['the pairing guide: up to and including setup', { pairingGuide: true }, ['setup']],
    ['the pairing guide wins over a prompt', { pairingGuide: true, aiPrompt: true }, ['setup']],
    ['partner onboarding: only the partner steps', { partner: true }, ['partner-business-type', 'partner-business-size']],
    ['partner wins over everything', { partner: true, aiPrompt: true, pairingGuide: true }, ['partner-business-type', 'partner-business-size']],
  ])('%s', (_name, mode, steps) => {
    expect(onboardingSteps(mode)).toEqual(steps);
  });

  it('ends in the partner portal for a partner, else in the setup guide', () => {
    expect(onboardingDestination({ partner: true }, 'acc 1')).toBe('/partner-portal/acc%201');
    expect(onboardingDestination({ aiPrompt: true }, 'acc-1')).toBe('/guide');
    expect(onboardingDestination({ pairingGuide: true }, 'acc-1')).toBe('/guide');
  });

  it('gives each partner step its answers', () => {
    expect(PARTNER_STEP_CHOICES).toEqual({
      'partner-business-type': ['reseller', 'av_integrator', 'installer', 'agency', 'franchise', 'other'],
      'partner-business-size': ['up_to_10', '11_to_50', '51_to_200', 'over_200'],
    });
    expect(isPartnerStep('partner-business-size')).toBe(true);
    expect(isPartnerStep('setup')).toBe(false);
  });

  it('moves to the next shown step, and ends after the last', () => {
    const steps = onboardingSteps({});
    expect(nextOnboardingStep(steps, 'setup')).toBe('get-started');
    expect(nextOnboardingStep(steps, 'explicit-setting')).toBeNull();
    expect(nextOnboardingStep(steps, 'ai-playlist')).toBe('setup');
  });
});

describe('setup guide cards (navigation.md 2.11)', () => {
  const all = (override: Partial<Record<string, Partial<GuideTaskState>>> = {}): GuideTaskState[] => GUIDE_TASKS.map((id) => ({ id, completed: false, available: true, ...override[id] }));

  it.each<[string, GuideTaskState[], string[]]>([
    ['every open available task in guide order', all(), [...GUIDE_TASKS]],
    ['completed tasks leave', all({ setup: { completed: true }, 'explicit-setting': { completed: true } }), ['business-description', 'spotify-import', 'qr-app-login', 'user-invite', 'app-pairing', 'added-payment']],
    ['unavailable tasks never show', all({ 'qr-app-login': { available: false }, 'added-payment': { available: false } }), ['setup', 'business-description', 'spotify-import', 'user-invite', 'app-pairing', 'explicit-setting']],
    ['the completed card when none remain', all(Object.fromEntries(GUIDE_TASKS.map((id) => [id, { completed: true }]))), ['completed']],
    ['the completed card when the rest is unavailable', all(Object.fromEntries(GUIDE_TASKS.map((id, i) => [id, i % 2 ? { completed: true } : { available: false }]))), ['completed']],
  ])('%s', (_name, tasks, ids) => {
    expect(guideCards(tasks).map((card) => card.id)).toEqual(ids);
  });

  it('features added payment, app pairing, QR app login, setup and completed', () => {
    expect(guideCards(all()).filter((card) => card.featured).map((card) => card.id)).toEqual(['setup', 'qr-app-login', 'app-pairing', 'added-payment']);
    expect(guideCards(all(Object.fromEntries(GUIDE_TASKS.map((id) => [id, { completed: true }]))))).toEqual([{ id: 'completed', featured: true }]);
  });

  it('lists the legal certificate for US accounts only, and never the hotel article', () => {
    expect(listedGuideResources('US').map((r) => r.id)).toContain('custom-legal-certificate');
    expect(listedGuideResources('SE').map((r) => r.id)).not.toContain('custom-legal-certificate');
    expect(listedGuideResources('US').map((r) => r.id)).not.toContain('hotel');
    expect(listedGuideResources('US').filter((r) => r.type === 'video').map((r) => r.id)).toEqual(['desktop-player', 'messaging', 'scheduling']);
  });
});
