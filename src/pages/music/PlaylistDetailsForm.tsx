// A playlist's details in its editor (core.md 7 PlaylistEditorMetadata, Legacy{StreamingService}
// PlaylistMetadata and the playback-mode operations): the name (required: 'Cannot be empty') and the
// description of a manual or copied playlist, and the playback order of those and of a synced one, saved
// as soon as it is chosen. Each kind has its own mutations; editableParts says which parts it offers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import * as z from 'zod/mini';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { PlaylistDetailsForm_playlist$key } from '../../__generated__/PlaylistDetailsForm_playlist.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from '../../domain/playlists';
import { messages, requiredString } from '../../domain/validation';
import { errorMessage } from '../../errors/errorMessage';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { Button } from '../../ui/Button';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import '../../ui/choiceFields.css';
import { editableParts } from './editableParts';
import type { EditableKind } from './editableParts';

const PLAYBACK_MODES = ['linear', 'shuffle'] as const;
type PlaybackMode = (typeof PLAYBACK_MODES)[number];

export const playlistDetailsSchema = z.object({
  name: requiredString.check(z.maxLength(PLAYLIST_NAME_MAX, messages.maxLength(PLAYLIST_NAME_MAX))),
  description: z.string().check(z.maxLength(PLAYLIST_DESCRIPTION_MAX, messages.maxLength(PLAYLIST_DESCRIPTION_MAX))),
});

const metadataMutation = graphql`
  mutation PlaylistDetailsFormMetadataMutation($input: UpdateManualPlaylistInput!) {
    updateManualPlaylist(input: $input) {
      id
      name
      description
      updatedAt
      presets {
        playbackMode
      }
      display {
        title
      }
    }
  }
`;

const spotifyMetadataMutation = graphql`
  mutation PlaylistDetailsFormSpotifyMetadataMutation($input: UpdateSpotifyPlaylistInput!) {
    updateSpotifyPlaylist(input: $input) {
      id
      name
      description
      updatedAt
      presets {
        playbackMode
      }
      display {
        title
      }
    }
  }
`;

const playbackModeMutation = graphql`
  mutation PlaylistDetailsFormPlaybackModeMutation($input: UpdateManualPlaylistInput!) {
    updateManualPlaylist(input: $input) {
      id
      permissions
      presets {
        playbackMode
      }
    }
  }
`;

const spotifyPlaybackModeMutation = graphql`
  mutation PlaylistDetailsFormSpotifyPlaybackModeMutation($input: UpdateSpotifyPlaylistInput!) {
    updateSpotifyPlaylist(input: $input) {
      id
      permissions
      presets {
        playbackMode
      }
    }
  }
`;

const syncedPlaybackModeMutation = graphql`
  mutation PlaylistDetailsFormSyncedPlaybackModeMutation($input: UpdateSpotifySyncedPlaylistInput!) {
    updateSpotifySyncedPlaylist(input: $input) {
      id
      permissions
      presets {
        playbackMode
      }
    }
  }
`;

/** Each kind's mutations of its details (none for a synced playlist, named by the service) and of its playback order. */
const MUTATIONS: Record<EditableKind, { metadata: GraphQLTaggedNode | null; playbackMode: GraphQLTaggedNode }> = {
  MANUAL: { metadata: metadataMutation, playbackMode: playbackModeMutation },
  EXTERNAL_SPOTIFY: { metadata: spotifyMetadataMutation, playbackMode: spotifyPlaybackModeMutation },
  SPOTIFY: { metadata: null, playbackMode: syncedPlaybackModeMutation },
};

/** What every kind's mutations take: its input type differs only in which of these it accepts. */
interface DetailsMutation {
  variables: { input: { id: string; name?: string; description?: string; presets?: { playbackMode: PlaybackMode } } };
  response: Record<string, unknown>;
}

export function PlaylistDetailsForm({ playlist: key }: { playlist: PlaylistDetailsForm_playlist$key }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const playlist = useFragment(
    graphql`
      fragment PlaylistDetailsForm_playlist on Playlist {
        id
        name
        description
        composerType
        permissions
        presets {
          playbackMode
        }
      }
    `,
    key,
  );
  const parts = editableParts(playlist.composerType, playlist.permissions);
  const savedMode = playlist.presets.playbackMode === 'linear' ? 'linear' : 'shuffle';
  const form = useZodForm(playlistDetailsSchema, { name: playlist.name, description: playlist.description ?? '' });
  const [mode, setMode] = useState<PlaybackMode>(savedMode);
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const mutation = parts && MUTATIONS[parts.kind].metadata;
      if (!mutation) return;
      await commitMutationAsync<DetailsMutation>(environment, mutation, { input: { id: playlist.id, name: values.name, description: values.description } });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    form.reset(values);
    toasts.show({ type: 'success', message: t('playlists.details.saved') });
  });

  const saveMode = async (playbackMode: PlaybackMode) => {
    if (!parts) return;
    setMode(playbackMode);
    try {
      await commitMutationAsync<DetailsMutation>(environment, MUTATIONS[parts.kind].playbackMode, { input: { id: playlist.id, presets: { playbackMode } } });
    } catch (error) {
      setMode(savedMode);
      toasts.show({ type: 'error', message: errorMessage(error, t) });
    }
  };

  const { control } = form;
  return (
    <section className="playlist-details" aria-labelledby="playlist-details-title">
      <h2 id="playlist-details-title">{t('playlists.details.title')}</h2>
      {parts?.details && (
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="playlist-details-title" className="playlist-details__form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={control} name="name" label={t('playlists.details.name')} maxLength={PLAYLIST_NAME_MAX} />
      <FormTextField control={control} name="description" label={t('playlists.details.description')} maxLength={PLAYLIST_DESCRIPTION_MAX} />
      <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
        {t('playlists.details.save')}
      </Button>
      </Form>
      )}
      <RadioGroup className="field" value={mode} onChange={(value) => void saveMode(value as PlaybackMode)}>
        <Label className="field__label">{t('playlists.details.playbackMode')}</Label>
        <div className="choice-radios">
          {PLAYBACK_MODES.map((value) => (
            <Radio key={value} value={value} className="choice-radio">
              <span className="choice-radio__dot" aria-hidden="true" />
              {t(`playlists.details.${value}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </section>
  );
}
