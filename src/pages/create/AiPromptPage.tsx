// /create/ai-playlist and /create/ai-station (core.md 2 'Create', 7 getTracksFromPrompt): the user
// describes the music, the assistant's tracks for the prompt in the URL show as a preview, and the
// playlist page saves them as a manual playlist in the account's library while the station page makes a
// station from the same prompt. A new prompt goes into the URL, so the route's loader asks the assistant,
// for the selected account: its country, explicit filter, blocks and plan shape what it suggests.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import type { CreateManualPlaylistMutation as CreateManualPlaylist } from '../../__generated__/CreateManualPlaylistMutation.graphql';
import type { AiPromptPageQuery } from '../../__generated__/AiPromptPageQuery.graphql';
import { PROMPT_MAX_LENGTH } from '../../domain/musicTags';
import { messages, requiredString } from '../../domain/validation';
import { errorMessage } from '../../errors/errorMessage';
import { TrackRow } from '../../fragments/TrackRow';
import createTexts from '../../i18n/en/create.json';
import { registerTexts } from '../../i18n/i18n';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { parseSearch } from '../../routing/searchParams';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { CreateManualPlaylistMutation } from '../music/CreateManualPlaylistMutation';
import { musicPath } from '../music/musicQueries';
import { CREATE_PATH, aiPromptPath, createPromptSearch } from './createQueries';
import { useCreateStation } from './useCreateStation';
import './CreatePages.css';

registerTexts(createTexts);

type PromptKind = 'playlist' | 'station';

/** Prompts offered to start from. */
export const PROMPT_SUGGESTIONS = ['Mellow jazz for a slow dinner', 'Upbeat indie pop for a boutique', 'Calm piano with no vocals for focus', '80s soul and funk'] as const;

const query = graphql`
  query AiPromptPageQuery($prompt: String!, $hasPrompt: Boolean!, $account: ID) @preloadable {
    getTracksFromPrompt(prompt: $prompt, account: $account) @include(if: $hasPrompt) {
      title
      description
      tracks {
        id
        ...TrackRow_track
      }
    }
  }
`;

const promptSchema = z.object({ prompt: requiredString.check(z.maxLength(PROMPT_MAX_LENGTH, messages.maxLength(PROMPT_MAX_LENGTH))) });

export const AiPlaylistPage = () => <AiPromptPage kind="playlist" />;
export const AiStationPage = () => <AiPromptPage kind="station" />;

function AiPromptPage({ kind }: { kind: PromptKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { prompt } = parseSearch(createPromptSearch, params);
  return (
    <div className="create-page">
      <Link href={CREATE_PATH}>{t('create.prompt.back')}</Link>
      <h1>{t(kind === 'playlist' ? 'create.prompt.playlistTitle' : 'create.prompt.stationTitle')}</h1>
      <p className="create-page__intro">{t('create.prompt.intro')}</p>
      <PromptForm key={prompt} kind={kind} prompt={prompt} />
      <section aria-labelledby="prompt-suggestions">
        <h2 id="prompt-suggestions">{t('create.prompt.suggestions')}</h2>
        <ul className="create-suggestions">
          {PROMPT_SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <Link href={aiPromptPath(kind, suggestion)}>{suggestion}</Link>
            </li>
          ))}
        </ul>
      </section>
      <Suspense
        fallback={
          <LoadingRegion label={t('create.loading')}>
            <Skeleton height="2rem" />
            <Skeleton height="12rem" />
          </LoadingRegion>
        }
      >
        <PromptResults kind={kind} prompt={prompt} />
      </Suspense>
    </div>
  );
}

function PromptForm({ kind, prompt }: { kind: PromptKind; prompt: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(promptSchema, { prompt });
  const onSubmit = form.handleSubmit(({ prompt: asked }) => navigate(aiPromptPath(kind, asked)));
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} className="create-form" aria-label={t('create.prompt.label')}>
      <FormTextField control={form.control} name="prompt" label={t('create.prompt.label')} description={t('create.prompt.description')} maxLength={PROMPT_MAX_LENGTH} />
      <Button type="submit" variant="secondary">
        {t('create.prompt.submit')}
      </Button>
    </Form>
  );
}

function PromptResults({ kind, prompt }: { kind: PromptKind; prompt: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const createStation = useCreateStation();
  const accountId = useSelectedAccountId();
  const data = usePreloadedQuery<AiPromptPageQuery>(query, useLoaderData<PreloadedQuery<AiPromptPageQuery>>());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const suggestion = data.getTracksFromPrompt;
  if (!suggestion) return null;

  const create = async () => {
    if (!accountId) return;
    setPending(true);
    setError(undefined);
    try {
      if (kind === 'station') {
        await createStation({ owner: accountId, name: suggestion.title, prompt });
      } else {
        const input = { owner: accountId, name: suggestion.title, description: suggestion.description, trackIds: suggestion.tracks.map((track) => track.id), addToLibrary: true };
        const { createManualPlaylist } = await commitMutationAsync<CreateManualPlaylist>(environment, CreateManualPlaylistMutation, { input });
        await navigate(musicPath(createManualPlaylist.playlist.id));
      }
    } catch (failure) {
      setError(errorMessage(failure, t));
      setPending(false);
    }
  };

  return (
    <section className="create-results" aria-labelledby="prompt-results">
      <h2 id="prompt-results">{suggestion.title}</h2>
      <p>{suggestion.description}</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {suggestion.tracks.length === 0 ? (
        <p>{t('create.prompt.noTracks')}</p>
      ) : (
        <>
          <div>
            <Button variant="primary" isPending={pending} isDisabled={!accountId} onPress={() => void create()}>
              {t(kind === 'playlist' ? 'create.prompt.createPlaylist' : 'create.prompt.createStation')}
            </Button>
          </div>
          <ul className="create-results__tracks" aria-label={t('create.prompt.results')}>
            {suggestion.tracks.map((track) => (
              <li key={track.id}>
                <TrackRow track={track} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
