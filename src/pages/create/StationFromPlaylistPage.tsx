// /create/station/from-playlist (core.md 2 'Create'): the user picks a playlist of the account's library
// as the seed and names the station; the station grows from the playlist's first tracks (a seed
// composer) with tracks like them.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import * as z from 'zod/mini';
import type { StationFromPlaylistPageQuery } from '../../__generated__/StationFromPlaylistPageQuery.graphql';
import { STATION_NAME_MAX } from '../../domain/musicTags';
import { messages, requiredString } from '../../domain/validation';
import createTexts from '../../i18n/en/create.json';
import { registerTexts } from '../../i18n/i18n';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { FormRadioGroup } from '../../ui/choiceFields';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { CREATE_PATH } from './createQueries';
import { useCreateStation } from './useCreateStation';
import './CreatePages.css';

registerTexts(createTexts);

const query = graphql`
  query StationFromPlaylistPageQuery($owner: ID!, $first: Int!) @preloadable {
    library(owner: $owner) {
      items(first: $first, query: { kinds: [PLAYLIST], sort: { field: NAME, order: ASC } }) {
        edges {
          node {
            __typename
            ... on Playlist {
              id
              name
              presentAs
            }
          }
        }
      }
    }
  }
`;

const seedSchema = z.object({ seedPlaylist: requiredString, name: requiredString.check(z.maxLength(STATION_NAME_MAX, messages.maxLength(STATION_NAME_MAX))) });

export function StationFromPlaylistPage() {
  const { t } = useTranslation();
  return (
    <div className="create-page">
      <Link href={CREATE_PATH}>{t('create.prompt.back')}</Link>
      <h1 id="station-playlist-title">{t('create.station.playlistTitle')}</h1>
      <p className="create-page__intro">{t('create.station.playlistIntro')}</p>
      <Suspense
        fallback={
          <LoadingRegion label={t('create.loading')}>
            <Skeleton height="12rem" />
          </LoadingRegion>
        }
      >
        <SeedForm />
      </Suspense>
    </div>
  );
}

function SeedForm() {
  const { t } = useTranslation();
  const accountId = useSelectedAccountId();
  const createStation = useCreateStation();
  const data = usePreloadedQuery<StationFromPlaylistPageQuery>(query, useLoaderData<PreloadedQuery<StationFromPlaylistPageQuery>>());
  const edges = data.library?.items.edges;
  // Stations are not seeds: a station grows from a playlist's own tracks.
  const playlists = useMemo(() => (edges ?? []).flatMap(({ node }) => (node.__typename === 'Playlist' && node.presentAs !== 'STATION' ? [{ value: node.id, label: node.name }] : [])), [edges]);
  const form = useZodForm(seedSchema, { seedPlaylist: '', name: '' });
  const [formError, setFormError] = useState<string>();
  useEffect(() => {
    // The name follows the chosen playlist until the user changes it.
    const subscription = form.watch((values, { name }) => {
      const chosen = playlists.find((playlist) => playlist.value === values.seedPlaylist);
      if (name === 'seedPlaylist' && chosen && !form.getFieldState('name').isDirty) form.setValue('name', t('create.station.nameFromPlaylist', { name: chosen.label }));
    });
    return () => subscription.unsubscribe();
  }, [form, playlists, t]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!accountId) return;
    setFormError(undefined);
    try {
      await createStation({ owner: accountId, name: values.name, seedPlaylist: values.seedPlaylist });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  if (!playlists.length) return <p>{t('create.station.noPlaylists')}</p>;
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="station-playlist-title" className="create-form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormRadioGroup control={form.control} name="seedPlaylist" label={t('create.station.seedPlaylist')} choices={playlists} />
      <FormTextField control={form.control} name="name" label={t('create.station.name')} maxLength={STATION_NAME_MAX} />
      <div>
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting} isDisabled={!accountId}>
          {t('create.station.create')}
        </Button>
      </div>
    </Form>
  );
}
