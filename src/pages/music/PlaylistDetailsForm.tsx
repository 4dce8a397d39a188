// A manual playlist's details in its editor (core.md 7 PlaylistEditorMetadata and the playback-mode
// operation): the name (required: 'Cannot be empty'), the description, and the playback order, which
// is saved as soon as it is chosen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import * as z from 'zod/mini';
import type { PlaylistDetailsFormMetadataMutation } from '../../__generated__/PlaylistDetailsFormMetadataMutation.graphql';
import type { PlaylistDetailsFormPlaybackModeMutation } from '../../__generated__/PlaylistDetailsFormPlaybackModeMutation.graphql';
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
        presets {
          playbackMode
        }
      }
    `,
    key,
  );
  const savedMode = playlist.presets.playbackMode === 'linear' ? 'linear' : 'shuffle';
  const form = useZodForm(playlistDetailsSchema, { name: playlist.name, description: playlist.description ?? '' });
  const [mode, setMode] = useState<PlaybackMode>(savedMode);
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await commitMutationAsync<PlaylistDetailsFormMetadataMutation>(environment, metadataMutation, { input: { id: playlist.id, name: values.name, description: values.description } });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    form.reset(values);
    toasts.show({ type: 'success', message: t('playlists.details.saved') });
  });

  const saveMode = async (playbackMode: PlaybackMode) => {
    setMode(playbackMode);
    try {
      await commitMutationAsync<PlaylistDetailsFormPlaybackModeMutation>(environment, playbackModeMutation, { input: { id: playlist.id, presets: { playbackMode } } });
    } catch (error) {
      setMode(savedMode);
      toasts.show({ type: 'error', message: errorMessage(error, t) });
    }
  };

  const { control } = form;
  return (
    <section className="playlist-details" aria-labelledby="playlist-details-title">
      <h2 id="playlist-details-title">{t('playlists.details.title')}</h2>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="playlist-details-title" className="playlist-details__form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={control} name="name" label={t('playlists.details.name')} maxLength={PLAYLIST_NAME_MAX} />
      <FormTextField control={control} name="description" label={t('playlists.details.description')} maxLength={PLAYLIST_DESCRIPTION_MAX} />
      <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
        {t('playlists.details.save')}
      </Button>
      </Form>
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
