// The account feature flag each add-on turns on (billing.md 3.1 names the first three; the add-ons are in ./plans.ts).
import type { Addon } from './plans';

export const ADDON_FLAGS: Record<Addon, string> = {
  hifi: 'extreme_audio_quality_option_enabled',
  sso: 'saml_enabled',
  messaging: 'messaging_enabled',
  curation: 'curation_enabled',
};
