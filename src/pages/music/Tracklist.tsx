// A playlist's tracks as a virtualised list (core.md 7 'Tracklist'): only the rows in view are in the
// page, so 3,000 tracks scroll as smoothly as 30; the list is as long as the playlist's total from the
// start, and the next page loads as the rows not loaded yet come near.
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { useTrackPages_playlist$key } from '../../__generated__/useTrackPages_playlist.graphql';
import { TrackRow } from '../../fragments/TrackRow';
import { Skeleton } from '../../ui/Skeleton';
import { TRACK_PAGE_SIZE } from './musicQueries';
import type { ListedTrack } from './useTrackPages';
import { useTrackPages } from './useTrackPages';

/** A row's height in pixels (core.md 9: item height 64). */
export const TRACK_ROW_HEIGHT = 64;
/** Rows rendered beyond the view (core.md 9: overscan 10). */
const OVERSCAN = 10;
/** How close to the last loaded row the next page starts loading. */
const LOAD_AHEAD = 20;

export function Tracklist({ playlistId, name, firstPage }: { playlistId: string; name: string; firstPage: useTrackPages_playlist$key }) {
  const { t } = useTranslation();
  const { tracks, total: listed, hasNext, isLoadingNext, loadNext } = useTrackPages(playlistId, firstPage, TRACK_PAGE_SIZE);
  const total = Math.max(listed, tracks.length);
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({ count: total, estimateSize: () => TRACK_ROW_HEIGHT, overscan: OVERSCAN, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useLayoutEffect(() => {
    if (hasNext && !isLoadingNext && lastIndex >= tracks.length - LOAD_AHEAD) loadNext();
  }, [hasNext, isLoadingNext, lastIndex, tracks.length, loadNext]);

  if (!total) return <p className="music-empty">{t('playlists.emptyTracks')}</p>;
  return (
    <>
      <ol ref={listRef} className="tracklist" aria-label={t('playlists.tracklist', { name })} aria-busy={isLoadingNext} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <TracklistRow key={item.key} track={tracks[item.index]} index={item.index} total={total} top={item.start - scrollMargin} />
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {isLoadingNext ? t('playlists.loadingMore') : ''}
      </p>
    </>
  );
}

interface TracklistRowProps {
  /** Not loaded yet when undefined. */
  track: ListedTrack | undefined;
  index: number;
  total: number;
  /** From the top of the list, in pixels. */
  top: number;
}

// The list renders again on every scroll frame; a row already in view is left as it is.
const TracklistRow = memo(function TracklistRow({ track, index, total, top }: TracklistRowProps) {
  return (
    <li className="tracklist__row" aria-setsize={total} aria-posinset={index + 1} aria-hidden={track ? undefined : true} style={{ height: TRACK_ROW_HEIGHT, transform: `translateY(${top}px)` }}>
      <span className="tracklist__number">{index + 1}</span>
      {track ? <TrackRow track={track.row} /> : <TrackRowSkeleton />}
    </li>
  );
});

export function TrackRowSkeleton() {
  return (
    <div className="track-row">
      <Skeleton width={48} height={48} radius="4px" />
      <div className="track-row__text">
        <Skeleton width="40%" height="1rem" />
        <Skeleton width="25%" height="0.8rem" />
      </div>
    </div>
  );
}
