// The editor's track list (core.md 4 'Playlists and editing', 5 'Music and library'): the whole list,
// loaded a page at a time, then edited in place. Rows move by drag and drop with the pointer or, from a
// row's handle, with the keyboard (react-aria's drag and drop); each change shows at once and is one
// splice of the server's list. Only the rows in view are rendered, so 3,000 stay smooth. Changes made
// elsewhere come in live (usePlaylistFollow).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, ButtonContext, DropIndicator, GridList, GridListItem, ListLayout, Virtualizer, useDragAndDrop } from 'react-aria-components';
import type { useTrackPages_playlist$key } from '../../__generated__/useTrackPages_playlist.graphql';
import { TRACKS_MAX_LIMIT } from '../../domain/playlists';
import { TrackRow } from '../../fragments/TrackRow';
import { useFormatNumber } from '../../i18n/useFormatNumber';
import { Button } from '../../ui/Button';
import { LoadingRegion } from '../../ui/Skeleton';
import { AddTracks } from './AddTracks';
import { EDITOR_PAGE_SIZE } from './musicQueries';
import { PartialAddDialog, TrackLimitDialog, UpdateErrorDialog } from './PlaylistDialogs';
import type { PartialAdd } from './PlaylistDialogs';
import { addOutcome, entryOf, moveEntries } from './playlistEditing';
import type { EditorEntry } from './playlistEditing';
import { TRACK_ROW_HEIGHT, TrackRowSkeleton } from './Tracklist';
import { usePlaylistFollow } from './usePlaylistFollow';
import { useSpliceQueue } from './useSpliceQueue';
import type { ListedTrack } from './useTrackPages';
import { useTrackPages } from './useTrackPages';

/** One object for the editor's life: a new one makes the virtualizer lay all 3,000 rows out again. */
const LAYOUT_OPTIONS = { rowHeight: TRACK_ROW_HEIGHT, dropIndicatorThickness: 2 };

export function PlaylistTrackEditor({ playlistId, firstPage }: { playlistId: string; firstPage: useTrackPages_playlist$key }) {
  const { t } = useTranslation();
  const { tracks, snapshot, hasNext, isLoadingNext, loadNext, reload, generation } = useTrackPages(playlistId, firstPage, EDITOR_PAGE_SIZE);
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext();
  }, [hasNext, isLoadingNext, loadNext]);

  if (hasNext) {
    return (
      <LoadingRegion label={t('playlists.loading')}>
        {[0, 1, 2, 3].map((n) => (
          <TrackRowSkeleton key={n} />
        ))}
      </LoadingRegion>
    );
  }
  return <EditableList key={generation} playlistId={playlistId} snapshot={snapshot} loaded={tracks} onReload={reload} />;
}

interface EditableListProps {
  playlistId: string;
  snapshot: string;
  loaded: ListedTrack[];
  onReload: () => void;
}

function EditableList({ playlistId, snapshot, loaded, onReload }: EditableListProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const known = useRef(new Map<string, ListedTrack>(loaded.map((track) => [track.id, track])));
  const initial = useMemo(() => ({ entries: loaded.map((track) => entryOf(track.id)), snapshot }), [loaded, snapshot]);
  const splices = useSpliceQueue(playlistId, initial);
  const { entries, change, pending, failure, dismissFailure } = splices;
  usePlaylistFollow(playlistId, splices, onReload);
  const [full, setFull] = useState(false);
  const [partial, setPartial] = useState<(PartialAdd & { tracks: ListedTrack[] }) | null>(null);
  const titleOf = (entry: EditorEntry) => known.current.get(entry.trackId)?.title ?? '';

  const append = (tracks: readonly ListedTrack[]) => {
    for (const track of tracks) known.current.set(track.id, track);
    change([...entries, ...tracks.map((track) => entryOf(track.id))]);
  };
  const add = (tracks: ListedTrack[]) => {
    const outcome = addOutcome(entries.length, tracks.length);
    if (outcome.kind === 'all') append(tracks);
    else if (outcome.kind === 'limit') setFull(true);
    else setPartial({ fits: outcome.fits, count: tracks.length, tracks });
  };
  // The list keeps each row's rendering while its entry stays (a reorder keeps them all), so a row's
  // handler must not hold the entries of the render that made it.
  const remove = useCallback((key: string) => change((shown) => shown.filter((entry) => entry.key !== key)), [change]);

  const { dragAndDropHooks } = useDragAndDrop<EditorEntry>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': titleOf(entries.find((entry) => entry.key === key)!) })),
    onReorder: (event) => change(moveEntries(entries, event.keys as Set<string>, String(event.target.key), event.target.dropPosition === 'before' ? 'before' : 'after')),
    renderDropIndicator: (target) => <DropIndicator target={target} className="playlist-editor__drop" />,
  });

  return (
    <>
      <div className="playlist-editor__status">
        <p>{t('playlists.editor.count', { tracks: formatNumber(entries.length), max: formatNumber(TRACKS_MAX_LIMIT) })}</p>
        <p role="status" className="playlist-editor__saving">
          {pending > 0 ? t('playlists.editor.saving') : t('playlists.editor.saved')}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="music-empty">{t('playlists.editor.empty')}</p>
      ) : (
        // Laid out afresh when rows come or go: the virtualizer's cached layout otherwise lost a row that
        // moved up after a removal (reorders keep the count and lay out well).
        <Virtualizer key={entries.length} layout={ListLayout} layoutOptions={LAYOUT_OPTIONS}>
          <GridList aria-label={t('playlists.editor.list', { count: entries.length })} items={entries} dragAndDropHooks={dragAndDropHooks} className="playlist-editor__list">
            {(entry) => {
              const track = known.current.get(entry.trackId);
              return (
                <GridListItem id={entry.key} textValue={track?.title ?? ''} className="playlist-editor__row">
                  <AriaButton slot="drag" className="playlist-editor__handle">
                    <span aria-hidden="true">⠿</span>
                  </AriaButton>
                  {track && (
                    <TrackRow
                      track={track.row}
                      actions={
                        // The row hands its buttons new slot props each time it renders (twice for every row
                        // scrolled into view); the remove button takes none, so it is kept out of them.
                        <ButtonContext.Provider value={null}>
                          <Button variant="quiet" aria-label={t('playlists.editor.remove', { title: track.title })} onPress={() => remove(entry.key)}>
                            ✕
                          </Button>
                        </ButtonContext.Provider>
                      }
                    />
                  )}
                </GridListItem>
              );
            }}
          </GridList>
        </Virtualizer>
      )}
      <AddTracks onAdd={add} />
      <UpdateErrorDialog
        message={failure}
        onCancel={dismissFailure}
        onReload={() => {
          dismissFailure();
          onReload();
        }}
      />
      <TrackLimitDialog isOpen={full} onClose={() => setFull(false)} />
      <PartialAddDialog
        partial={partial}
        onCancel={() => setPartial(null)}
        onConfirm={() => {
          if (partial) append(partial.tracks.slice(0, partial.fits));
          setPartial(null);
        }}
      />
    </>
  );
}
