// What the app does after it plays or assigns a source (core.md 4 'Playback'): a success that is not
// immediate shows 'will play next'; no licence shows the 'zone has no subscription' dialog; a single
// track on a tier that may not choose tracks shows the insufficient-tier dialog; an invalid source or
// any other failure to assign shows the 'assign source error' toast. Queuing refused for the tier is
// only logged. Pure, so the table of outcomes is tested on its own.
import type { AppError } from '../../errors/AppError';

export type AssignOutcome =
  | { kind: 'none' }
  | { kind: 'willPlayNext' }
  | { kind: 'noSubscription'; zoneId: string }
  | { kind: 'insufficientTier' }
  | { kind: 'assignError' }
  /** Nothing to show: the refusal is only reported. */
  | { kind: 'logged' };

export interface AssignAttempt {
  /** Assign a source (with or without a chosen track) or queue tracks. */
  action: 'assign' | 'queue';
  immediate: boolean;
  zoneIds: readonly string[];
}

export function assignOutcome(attempt: AssignAttempt, failure: AppError | null): AssignOutcome {
  if (!failure) return attempt.immediate ? { kind: 'none' } : { kind: 'willPlayNext' };
  if (failure.errorType === 'no_subscription') return { kind: 'noSubscription', zoneId: attempt.zoneIds[0] ?? '' };
  if (failure.errorType === 'insufficient_tier' || (attempt.action === 'queue' && failure.kind === 'forbidden')) {
    return attempt.action === 'queue' ? { kind: 'logged' } : { kind: 'insufficientTier' };
  }
  return { kind: 'assignError' };
}
