// Finding tracks to add to a playlist: the catalogue's tracks whose title has the words typed
// (tracksByTitle), each to add alone or all at once. The field waits 250 ms after typing (core.md 9).
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, SearchField } from 'react-aria-components';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { AddTracksQuery } from '../../__generated__/AddTracksQuery.graphql';
import { TrackRow } from '../../fragments/TrackRow';
import { Button } from '../../ui/Button';
import { TrackRowSkeleton } from './Tracklist';
import type { ListedTrack } from './useTrackPages';

/** Debounce of the search field (core.md 9: search debounce 250 ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Tracks offered per search. */
const RESULTS = 20;

const tracksQuery = graphql`
  query AddTracksQuery($title: String!, $first: Int!) {
    tracksByTitle(title: $title, first: $first) {
      id
      title
      ...TrackRow_track
    }
  }
`;

export function AddTracks({ onAdd }: { onAdd: (tracks: ListedTrack[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [reference, loadTracks, disposeTracks] = useQueryLoader<AddTracksQuery>(tracksQuery);
  // The search starts once typing pauses; an emptied field drops the results.
  useEffect(() => {
    const timer = setTimeout(() => {
      const title = text.trim();
      if (title) loadTracks({ title, first: RESULTS });
      else disposeTracks();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, loadTracks, disposeTracks]);
  return (
    <section className="playlist-editor__add" aria-labelledby="playlist-add-title">
      <h2 id="playlist-add-title">{t('playlists.add.title')}</h2>
      <SearchField value={text} onChange={setText} className="field">
        <Label className="field__label">{t('playlists.add.search')}</Label>
        <Input className="field__input" />
      </SearchField>
      {reference && (
        <Suspense fallback={<TrackRowSkeleton />}>
          <Results reference={reference} onAdd={onAdd} />
        </Suspense>
      )}
    </section>
  );
}

function Results({ reference, onAdd }: { reference: PreloadedQuery<AddTracksQuery>; onAdd: (tracks: ListedTrack[]) => void }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AddTracksQuery>(tracksQuery, reference);
  const query = reference.variables.title;
  const found = data.tracksByTitle.map((track) => ({ id: track.id, title: track.title, row: track }));
  if (!found.length) return <p className="music-empty">{t('playlists.add.noResults', { query })}</p>;
  return (
    <>
      <Button onPress={() => onAdd(found)}>{t('playlists.add.addAll', { count: found.length })}</Button>
      <ul className="playlist-editor__results">
        {found.map((track) => (
          <li key={track.id}>
            <TrackRow
              track={track.row}
              actions={
                <Button aria-label={t('playlists.add.addLabel', { title: track.title })} onPress={() => onAdd([track])}>
                  {t('playlists.add.add')}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
