// Client-side A/B experiments (navigation.md 3 'Experiment', 4, 9; billing.md 9 for RE20): each
// experiment splits its units (users, or visitors before they sign in) by weights over three
// variations, the same way every time for the same unit; the 'exp' search parameter and, for RE20,
// a cookie force a variation.

export const VARIATIONS = ['original', 'treatment', 'not-participating'] as const;
export type Variation = (typeof VARIATIONS)[number];
/** Weights of original, treatment and not-participating. */
export type Weights = readonly [number, number, number];

export interface ParticipantFacts {
  /** The account's distributor; the product's own for accounts sold directly. */
  distributor: string | null;
  billingVoucher: string | null;
}

export interface Experiment {
  name: string;
  /** Mixed into the unit's hash, so that two experiments split the same units independently. */
  seed: string;
  /** Equal by default. */
  weights?: Weights;
  /** A cookie whose value, a variation, forces it (billing.md 9: RE20). */
  overrideCookie?: string;
  /** Who takes part; the rest are not participating. */
  participant?: (facts: ParticipantFacts) => boolean;
}

/** The product's own distributor code (DECISIONS.md): its accounts are sold directly. */
export const DIRECT_DISTRIBUTOR = 'cadence';
/** navigation.md 6: 'Some experiments apply only to accounts sold directly without a billing voucher' (the money ones). */
export const soldDirectlyWithoutVoucher = ({ distributor, billingVoucher }: ParticipantFacts) => distributor === DIRECT_DISTRIBUTOR && !billingVoucher;

export const EXPERIMENTS = {
  RE13: { name: 'Product Expert 6+ locations v3', seed: 're13-v3', weights: [1, 1, 0] },
  // The spec does not give RE17's weights: equal, the default.
  RE17: { name: 'New Activation Layout v2', seed: 're17-v2', participant: soldDirectlyWithoutVoucher },
  GE82: { name: 'New Welcome Email', seed: 'ge82', weights: [0, 0, 1] },
  RE20: { name: 'Tier 3 as Addon v3', seed: 're20-v3', weights: [1, 1, 0], overrideCookie: 'cadence_exp_re20', participant: soldDirectlyWithoutVoucher },
  GE83: { name: 'Get Started Redesign', seed: 'ge83', weights: [1, 1, 0] },
  GE84: { name: 'Create Schedule Promo', seed: 'ge84', weights: [0, 0, 1] },
  GE85: { name: 'Improve setup guide ui', seed: 'ge85', weights: [1, 1, 0] },
} as const satisfies Record<string, Experiment>;

export type ExperimentId = keyof typeof EXPERIMENTS;

export const isVariation = (value: unknown): value is Variation => (VARIATIONS as readonly unknown[]).includes(value);
export const isExperimentId = (value: string): value is ExperimentId => Object.hasOwn(EXPERIMENTS, value);

/** A unit's place in [0, 1) for a seed: FNV-1a with a final avalanche, so near ids land far apart. */
export function unitPosition(seed: string, unitId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${unitId}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/** The variation whose share of the weights holds the unit's position. */
export function assignVariation(experiment: Pick<Experiment, 'seed' | 'weights'>, unitId: string): Variation {
  const weights = experiment.weights ?? [1, 1, 1];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return 'not-participating';
  let threshold = unitPosition(experiment.seed, unitId) * total;
  for (const [index, weight] of weights.entries()) {
    if (threshold < weight) return VARIATIONS[index]!;
    threshold -= weight;
  }
  return 'not-participating';
}

/**
 * The 'exp' parameter's forced variations: 'RE20:treatment', several separated by commas. Unknown
 * experiments and variations are dropped (navigation.md 2.1: invalid optional parameters are dropped).
 */
export function parseExpParam(value: string | null): Partial<Record<ExperimentId, Variation>> {
  const forced: Partial<Record<ExperimentId, Variation>> = {};
  for (const entry of (value ?? '').split(',')) {
    const [id, variation] = entry.trim().split(':');
    if (id && isExperimentId(id) && isVariation(variation)) forced[id] = variation;
  }
  return forced;
}

export interface VariationSources {
  unitId: string;
  /** Forced by an 'exp' parameter on this or an earlier visit (kept with the chosen variations). */
  forced?: Variation;
  /** The experiment's override cookie's value, if it has one. */
  cookie?: string;
  /** The variation chosen before, kept per experiment. */
  stored?: Variation;
  participant?: ParticipantFacts;
}

/**
 * A unit's variation: forced by 'exp', else by the override cookie, else as chosen before, else not
 * participating outside the experiment's participants, else drawn by the weights.
 */
export function variationOf(id: ExperimentId, { unitId, forced, cookie, stored, participant }: VariationSources): Variation {
  const experiment: Experiment = EXPERIMENTS[id];
  if (forced) return forced;
  if (experiment.overrideCookie && isVariation(cookie)) return cookie;
  if (stored) return stored;
  if (experiment.participant && !(participant && experiment.participant(participant))) return 'not-participating';
  return assignVariation(experiment, unitId);
}
