// Onboarding and the setup guide (navigation.md 2.11, 3, 4): which onboarding steps show in which mode,
// the business types the business-description step offers, and the guide's task cards. Shared by the
// web app and the server.

/** Onboarding step ids in their default order (navigation.md 2.11; {streaming-service} is spotify). */
export const ONBOARDING_STEP_ORDER = ['setup', 'get-started', 'business-description', 'spotify-import', 'ai-playlist', 'explicit-setting'] as const;
/** The partner onboarding's steps. */
export const PARTNER_ONBOARDING_STEPS = ['partner-business-type', 'partner-business-size'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_ORDER)[number] | (typeof PARTNER_ONBOARDING_STEPS)[number];

export interface OnboardingMode {
  /** Started from the pairing guide. */
  pairingGuide?: boolean;
  /** An AI playlist prompt came along (the search's type, atmospheres or genres). */
  aiPrompt?: boolean;
  /** The partner onboarding. */
  partner?: boolean;
}

/** The steps shown, in order, for a mode (navigation.md 2.11). */
export function onboardingSteps(mode: OnboardingMode): OnboardingStepId[] {
  if (mode.partner) return [...PARTNER_ONBOARDING_STEPS];
  const steps: OnboardingStepId[] = [...ONBOARDING_STEP_ORDER];
  if (mode.pairingGuide) return steps.slice(0, steps.indexOf('setup') + 1).filter((step) => step !== 'ai-playlist');
  if (mode.aiPrompt) return steps.filter((step) => step !== 'get-started' && step !== 'business-description' && step !== 'spotify-import');
  return steps.filter((step) => step !== 'ai-playlist');
}

/** What a partner answers in the partner onboarding's steps (DECISIONS.md leaves them open: the kinds of reseller and how many businesses they serve). */
export const PARTNER_BUSINESS_TYPES = ['reseller', 'av_integrator', 'installer', 'agency', 'franchise', 'other'] as const;
export const PARTNER_BUSINESS_SIZES = ['up_to_10', '11_to_50', '51_to_200', 'over_200'] as const;

/** The answers each partner step takes; completing one of them needs one of its answers. */
export const PARTNER_STEP_CHOICES: Readonly<Record<(typeof PARTNER_ONBOARDING_STEPS)[number], readonly string[]>> = {
  'partner-business-type': PARTNER_BUSINESS_TYPES,
  'partner-business-size': PARTNER_BUSINESS_SIZES,
};

export const isPartnerStep = (step: string): step is (typeof PARTNER_ONBOARDING_STEPS)[number] => (PARTNER_ONBOARDING_STEPS as readonly string[]).includes(step);

/** Where onboarding ends: a partner's portal, else the setup guide (navigation.md 2.5: the guide is the default destination). */
export const onboardingDestination = (mode: OnboardingMode, accountId: string) => (mode.partner ? `/partner-portal/${encodeURIComponent(accountId)}` : '/guide');

/** The step after `step` among `steps`, or null after the last. */
export function nextOnboardingStep(steps: readonly OnboardingStepId[], step: OnboardingStepId): OnboardingStepId | null {
  const at = steps.indexOf(step);
  return at < 0 ? (steps[0] ?? null) : (steps[at + 1] ?? null);
}

/** Business types the business-description step offers (snake_case, as accounts store them). */
export const BUSINESS_TYPES = ['cafe', 'restaurant', 'bar', 'hotel', 'retail', 'beauty_salon', 'gym', 'bakery', 'office', 'healthcare', 'other'] as const;

/** The pattern and length of a stored business type (the contract's AccountUpdate.business_type). */
export const BUSINESS_TYPE_PATTERN = /^[a-z0-9_]{1,64}$/;

export const onboardingMessages = {
  businessTypeRequired: 'Choose the kind of business',
  businessTypeInvalid: 'Must be lowercase letters, digits or underscores (at most 64)',
  filterExplicitRequired: 'Choose whether explicit tracks may play',
  notForThisStep: 'Not used by this step',
  choiceRequired: 'Choose one of the options',
  choiceInvalid: 'Not one of the options',
} as const;

/** Setup guide tasks in guide order (navigation.md 2.11). */
export const GUIDE_TASKS = ['setup', 'business-description', 'spotify-import', 'qr-app-login', 'user-invite', 'app-pairing', 'explicit-setting', 'added-payment'] as const;
export type GuideTaskId = (typeof GUIDE_TASKS)[number];

/** Tasks with a featured card (navigation.md 2.11); 'completed' is featured too. */
export const FEATURED_GUIDE_TASKS: readonly GuideTaskId[] = ['added-payment', 'app-pairing', 'qr-app-login', 'setup'];

export interface GuideTaskState {
  id: GuideTaskId;
  completed: boolean;
  available: boolean;
}

export interface GuideCard {
  id: GuideTaskId | 'completed';
  featured: boolean;
}

/** One card per incomplete available task in guide order, or the featured 'completed' card when none remain. */
export function guideCards(tasks: readonly GuideTaskState[]): GuideCard[] {
  const open = GUIDE_TASKS.filter((id) => tasks.some((task) => task.id === id && task.available && !task.completed));
  if (!open.length) return [{ id: 'completed', featured: true }];
  return open.map((id) => ({ id, featured: FEATURED_GUIDE_TASKS.includes(id) }));
}

/** The guide pair actions (DECISIONS.md). */
export const GUIDE_PAIR_ACTIONS = ['app', 'hardware', 'browser', 'desktop'] as const;

/** Guide resources (navigation.md 2.11, 3 'Guide resource'): articles, custom items and videos. */
export interface GuideResource {
  id: string;
  type: 'article' | 'custom' | 'video';
  /** Shown in the list (the hotel article exists but is not listed). */
  listed: boolean;
  /** Listed only for US accounts. */
  usOnly?: boolean;
  /** A sub-page of another resource. */
  parent?: string;
  /** Where a custom item leads. */
  href?: string;
}

export const GUIDE_RESOURCES: readonly GuideResource[] = [
  { id: 'getting-started', type: 'article', listed: true },
  { id: 'pairing-players', type: 'article', listed: true },
  { id: 'pairing-hardware', type: 'article', listed: false, parent: 'pairing-players' },
  { id: 'hotel', type: 'article', listed: false },
  { id: 'custom-legal-certificate', type: 'custom', listed: true, usOnly: true, href: '/legal-certificate' },
  { id: 'desktop-player', type: 'video', listed: true },
  { id: 'messaging', type: 'video', listed: true },
  { id: 'scheduling', type: 'video', listed: true },
];

/** The resources listed for an account of a country. */
export const listedGuideResources = (country: string): GuideResource[] => GUIDE_RESOURCES.filter((resource) => resource.listed && (!resource.usOnly || country === 'US'));

export const guideResource = (id: string): GuideResource | null => GUIDE_RESOURCES.find((resource) => resource.id === id) ?? null;
