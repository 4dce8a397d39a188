// The browser's side of experiments (navigation.md 2.1, 3): the variations forced by an 'exp'
// parameter and those chosen, kept per experiment in local storage, and the override cookies.
import { readCookie } from '../app/cookies';
import { EXPERIMENTS, isExperimentId, isVariation, parseExpParam, variationOf } from '../domain/engagement/experiments';
import type { Experiment, ExperimentId, ParticipantFacts, Variation } from '../domain/engagement/experiments';

export const EXPERIMENTS_STORAGE_KEY = 'cadence.experiments';

interface KeptVariations {
  forced: Partial<Record<ExperimentId, Variation>>;
  chosen: Partial<Record<ExperimentId, Variation>>;
}

function onlyVariations(value: unknown): Partial<Record<ExperimentId, Variation>> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([id, variation]) => isExperimentId(id) && isVariation(variation)));
}

function readKept(storage: Storage): KeptVariations {
  try {
    const value = JSON.parse(storage.getItem(EXPERIMENTS_STORAGE_KEY) ?? '{}') as Partial<KeptVariations>;
    return { forced: onlyVariations(value.forced), chosen: onlyVariations(value.chosen) };
  } catch {
    return { forced: {}, chosen: {} };
  }
}

const writeKept = (storage: Storage, kept: KeptVariations) => storage.setItem(EXPERIMENTS_STORAGE_KEY, JSON.stringify(kept));

/** Keeps the variations an 'exp' parameter's value forces (the router takes it out of the URL, src/routes.tsx). */
export function forceExperiments(value: string, storage: Storage = localStorage): void {
  const kept = readKept(storage);
  writeKept(storage, { ...kept, forced: { ...kept.forced, ...parseExpParam(value) } });
}

/** The unit's variation in an experiment, kept so that it does not change for this browser. */
export function experimentVariation(id: ExperimentId, unitId: string, participant?: ParticipantFacts, storage: Storage = localStorage): Variation {
  const kept = readKept(storage);
  const experiment: Experiment = EXPERIMENTS[id];
  const variation = variationOf(id, {
    unitId,
    participant,
    forced: kept.forced[id],
    stored: kept.chosen[id],
    cookie: experiment.overrideCookie ? readCookie(experiment.overrideCookie) : undefined,
  });
  if (kept.chosen[id] !== variation) writeKept(storage, { ...kept, chosen: { ...kept.chosen, [id]: variation } });
  return variation;
}
