// Playing or assigning a source to one or many zones from wherever a source appears, with the outcomes
// of core.md 4 'Playback' (assignOutcome): the toast, the dialog, or nothing.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { usePlaySourceAssignMutation } from '../../__generated__/usePlaySourceAssignMutation.graphql';
import { openModal } from '../../app/modals/modalStore';
import { useToasts } from '../../app/toasts/useToasts';
import { isAppError } from '../../errors/AppError';
import { reportError } from '../../errors/report';
import playSourceTexts from '../../i18n/en/playSource.json';
import { registerTexts } from '../../i18n/i18n';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { zonePath } from '../../routing/paths';
import { assignOutcome } from './assignOutcome';
import { openNoSubscription } from './openNoSubscription';
import { InsufficientTierDialog } from './PlaySourceDialogs';

registerTexts(playSourceTexts);

const assignMutation = graphql`
  mutation usePlaySourceAssignMutation($input: SoundZoneAssignSourceInput!) {
    soundZoneAssignSource(input: $input) {
      soundZones
    }
  }
`;

export interface PlaySourceRequest {
  accountId: string;
  source: { id: string; title: string };
  zoneIds: readonly string[];
  /** Switch now rather than after the current track. */
  immediate?: boolean;
  /** Start with this track of the source (tier 3 only). */
  trackId?: string;
}

/** Plays a source in zones and shows what came of it; resolves true when it was assigned. */
export function usePlaySource(): (request: PlaySourceRequest) => Promise<boolean> {
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const play = useCallback(
    async (request: PlaySourceRequest): Promise<boolean> => {
      const { source, zoneIds, immediate = false, trackId } = request;
      let failure = null;
      try {
        await commitMutationAsync<usePlaySourceAssignMutation>(environment, assignMutation, { input: { soundZones: [...zoneIds], source: source.id, immediate, track: trackId ?? null } });
      } catch (error) {
        if (!isAppError(error)) throw error;
        failure = error;
      }
      const outcome = assignOutcome({ action: 'assign', immediate, zoneIds }, failure);
      switch (outcome.kind) {
        case 'willPlayNext':
          toasts.show({ type: 'success', message: zoneIds.length > 1 ? t('playSource.willPlayNextIn', { source: source.title, count: zoneIds.length }) : t('playSource.willPlayNext', { source: source.title }) });
          break;
        case 'noSubscription':
          openNoSubscription(source.title, () => void navigate(zonePath(request.accountId, outcome.zoneId, '/player')));
          break;
        case 'insufficientTier':
          openModal(InsufficientTierDialog, { source: source.title, onPlay: () => void play({ ...request, trackId: undefined }) });
          break;
        case 'assignError':
          reportError(failure);
          toasts.show({ type: 'error', message: t('playSource.assignError', { source: source.title }) });
          break;
        case 'logged':
          reportError(failure);
          break;
        case 'none':
          break;
      }
      return failure === null;
    },
    [environment, navigate, t, toasts],
  );
  return play;
}
