// Adding to and removing from a library (core.md 4 'Library'): applied optimistically, rolled back when
// the server refuses; a change that went through shows an 'added' or 'removed' toast whose undo makes
// the opposite change.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { useLibraryChangeAddMutation } from '../../__generated__/useLibraryChangeAddMutation.graphql';
import type { useLibraryChangeRemoveMutation } from '../../__generated__/useLibraryChangeRemoveMutation.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import libraryTexts from '../../i18n/en/library.json';
import { registerTexts } from '../../i18n/i18n';
import type { LibraryItemKind } from '../../domain/library';
import { writeLibraryChange, writeLibraryState } from './libraryStore';

registerTexts(libraryTexts);

const addMutation = graphql`
  mutation useLibraryChangeAddMutation($owner: ID!, $input: AddToLibraryInput!) {
    addToLibrary(owner: $owner, input: $input) {
      owner
      version
      ids
    }
  }
`;

const removeMutation = graphql`
  mutation useLibraryChangeRemoveMutation($owner: ID!, $input: RemoveFromLibraryInput!) {
    removeFromLibrary(owner: $owner, input: $input) {
      owner
      version
      ids
    }
  }
`;

export interface LibraryItem {
  id: string;
  kind: LibraryItemKind;
  /** Shown in the toasts. */
  name: string;
}

export type LibraryAction = 'add' | 'remove';

/** Changes an owner's library: `change('add' | 'remove', owner, item)`. */
export function useLibraryChange(): (action: LibraryAction, owner: string, item: LibraryItem) => void {
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const { t } = useTranslation();

  const change = useCallback(
    (action: LibraryAction, owner: string, item: LibraryItem) => {
      const onError = () => void toasts.show({ type: 'error', message: t('library.failed') });
      const onDone = () =>
        toasts.show({
          type: 'success',
          message: t(action === 'add' ? 'library.added' : 'library.removed', { name: item.name }),
          action: { label: t('library.undo'), onClick: () => change(action === 'add' ? 'remove' : 'add', owner, item) },
        });
      const optimisticUpdater = (store: Parameters<typeof writeLibraryChange>[0]) => writeLibraryChange(store, { owner, [action]: [item.id] });
      if (action === 'add') {
        commitMutation<useLibraryChangeAddMutation>(environment, {
          mutation: addMutation,
          variables: { owner, input: { items: [{ id: item.id, itemKind: item.kind }] } },
          optimisticUpdater,
          updater: (store, data) => data?.addToLibrary && writeLibraryState(store, data.addToLibrary),
          onCompleted: (_response, errors) => (errors?.length ? onError() : onDone()),
          onError,
        });
      } else {
        commitMutation<useLibraryChangeRemoveMutation>(environment, {
          mutation: removeMutation,
          variables: { owner, input: { itemIds: [item.id] } },
          optimisticUpdater,
          updater: (store, data) => data?.removeFromLibrary && writeLibraryState(store, data.removeFromLibrary),
          onCompleted: (_response, errors) => (errors?.length ? onError() : onDone()),
          onError,
        });
      }
    },
    [environment, toasts, t],
  );
  return change;
}
