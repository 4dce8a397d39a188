// Creating, changing and deleting an account's overrides. Each answer (and each change another browser
// makes, through useOverrideUpdates) brings the override's fields the list and the form show; a new one
// joins the loaded lists as it is answered, a deleted one leaves them at once and comes back if refused.
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { overrideMutationsCreateMutation } from '../../__generated__/overrideMutationsCreateMutation.graphql';
import type { overrideMutationsDeleteMutation } from '../../__generated__/overrideMutationsDeleteMutation.graphql';
import type { overrideMutationsUpdateMutation } from '../../__generated__/overrideMutationsUpdateMutation.graphql';
import { overrideInputOf } from '../../domain/playbackOverrides';
import type { OverrideFormValues } from '../../domain/playbackOverrides';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { addOverride, removeOverride } from './overrideStore';

// The payloads spread the fragments of the row and the form, which show the override.
const createMutation = graphql`
  mutation overrideMutationsCreateMutation($input: CreatePlaybackOverrideInput!) {
    createPlaybackOverride(input: $input) {
      playbackOverride {
        id
        ...OverrideRow_override
        ...OverrideFormDialog_override
      }
    }
  }
`;

const updateMutation = graphql`
  mutation overrideMutationsUpdateMutation($input: UpdatePlaybackOverrideInput!) {
    updatePlaybackOverride(input: $input) {
      playbackOverride {
        id
        ...OverrideRow_override
        ...OverrideFormDialog_override
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation overrideMutationsDeleteMutation($input: DeletePlaybackOverrideInput!) {
    deletePlaybackOverride(input: $input) {
      deletedId
    }
  }
`;

/** What the form saves: a new override of the account, or changes to one. */
export type OverrideSaveTarget = { kind: 'create'; accountId: string } | { kind: 'update'; accountId: string; overrideId: string };

/** Saves the form's values; rejects with the server's refusal (its field messages included). */
export async function saveOverride(environment: IEnvironment, target: OverrideSaveTarget, values: OverrideFormValues): Promise<void> {
  const fields = overrideInputOf(values);
  if (target.kind === 'update') {
    await commitMutationAsync<overrideMutationsUpdateMutation>(environment, updateMutation, { input: { id: target.overrideId, ...fields } });
    return;
  }
  await commitMutationAsync<overrideMutationsCreateMutation>(
    environment,
    createMutation,
    { input: { account: target.accountId, ...fields } },
    { updater: (store) => addOverride(store, target.accountId, store.getRootField('createPlaybackOverride')?.getLinkedRecord('playbackOverride')) },
  );
}

/** Deletes an override: it leaves the lists at once, and comes back when the server refuses. */
export async function deleteOverride(environment: IEnvironment, accountId: string, overrideId: string): Promise<void> {
  const remove = (store: Parameters<typeof removeOverride>[0]) => removeOverride(store, accountId, overrideId);
  await commitMutationAsync<overrideMutationsDeleteMutation>(environment, deleteMutation, { input: { id: overrideId } }, { optimisticUpdater: remove, updater: remove });
}
