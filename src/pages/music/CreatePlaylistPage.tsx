// /create/playlist (core.md 2 'Create'): a new manual playlist of the selected account, in its library,
// then its editor.
// Left as it is, the name is the default, which the server numbers one above the account's highest
// 'Playlist N' (core.md 4).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import type { CreateManualPlaylistMutation as CreateManualPlaylist } from '../../__generated__/CreateManualPlaylistMutation.graphql';
import { DEFAULT_PLAYLIST_NAME, PLAYLIST_NAME_MAX } from '../../domain/playlists';
import { messages, requiredString } from '../../domain/validation';
import playlistTexts from '../../i18n/en/playlists.json';
import { registerTexts } from '../../i18n/i18n';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { CreateManualPlaylistMutation } from './CreateManualPlaylistMutation';
import { playlistEditPath } from './musicQueries';
import './MusicPage.css';
import './PlaylistEditPage.css';

registerTexts(playlistTexts);

const createSchema = z.object({ name: requiredString.check(z.maxLength(PLAYLIST_NAME_MAX, messages.maxLength(PLAYLIST_NAME_MAX))) });

export function CreatePlaylistPage() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const accountId = useSelectedAccountId();
  const form = useZodForm(createSchema, { name: DEFAULT_PLAYLIST_NAME });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (!accountId) return;
    setFormError(undefined);
    try {
      const { createManualPlaylist } = await commitMutationAsync<CreateManualPlaylist>(environment, CreateManualPlaylistMutation, { input: { owner: accountId, name, addToLibrary: true } });
      await navigate(playlistEditPath(createManualPlaylist.playlist.id));
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <div className="music-page">
      <section className="create-playlist" aria-labelledby="create-playlist-title">
        <h1 id="create-playlist-title">{t('playlists.create.title')}</h1>
        <p>{t('playlists.create.intro')}</p>
        {accountId ? (
          <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="create-playlist-title" className="playlist-details__form">
            {formError && <FormMessage tone="error">{formError}</FormMessage>}
            <FormTextField control={form.control} name="name" label={t('playlists.create.name')} description={t('playlists.create.nameDescription')} maxLength={PLAYLIST_NAME_MAX} />
            <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
              {t('playlists.create.submit')}
            </Button>
          </Form>
        ) : (
          <p>{t('playlists.create.noAccount')}</p>
        )}
      </section>
    </div>
  );
}
