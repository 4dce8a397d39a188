// The zones of the list, as many as the account has: pages of perPage zones (usePaginationFragment,
// cursor after cursor) load as the user scrolls towards the end, and only the rows near the viewport
// are in the DOM (@tanstack/react-virtual over the window's scroll), so 5,000 zones cost what 30 do.
// The list is one tab stop; the arrow keys, Page Up/Down, Home and End move between rows, scrolling
// the row into view, and Enter opens the zone. A zone whose status changes so that it no longer
// matches the list's filters shows its new status, marked, and leaves a little later (useRowsLeaving);
// one that begins to match (a new zone, a status changing into the filter) comes in its place
// (useZonesComingIn).
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ZoneList_account$key } from '../../../__generated__/ZoneList_account.graphql';
import type { ZoneListPaginationQuery } from '../../../__generated__/ZoneListPaginationQuery.graphql';
import type { SoundZoneFilter } from '../../../__generated__/ZoneListPageQuery.graphql';
import { Skeleton } from '../../../ui/Skeleton';
import { ZoneRow } from './ZoneRow';
import { useLiveZones } from './useLiveZones';
import { useRowsLeaving } from './useRowsLeaving';
import { matchesStatusFilters } from './zoneMembership';

/** Estimated heights before a row is measured: a row, and the first row of a location with its heading. */
export const ROW_HEIGHT = 76;
export const GROUPED_ROW_HEIGHT = 124;
/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN = 8;
/** The next page loads when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD = 10;
/** Placeholder rows shown below the loaded zones while there are more. */
const SKELETON_ROWS = 3;
/** Rows a Page Up or Page Down moves. */
const PAGE_ROWS = 10;

export interface ZoneListProps {
  account: ZoneList_account$key;
  accountId: string;
  perPage: number;
  /** The filters the list was loaded with. */
  filters: readonly SoundZoneFilter[];
  /** How many zones match the filters now. */
  total: number;
  /** Shown when no zone is left to show. */
  empty: ReactNode;
}

/**
 * The live total of matching zones rising means zones the list does not hold began to match: the rows
 * are only told of the zones they show, so the list fetches what it holds again, from where it starts,
 * and the new zones take their places in its order.
 */
function useZonesComingIn(total: number, reload: () => void): void {
  const previous = useRef(total);
  useEffect(() => {
    const rose = total > previous.current;
    previous.current = total;
    if (rose) reload();
  }, [total, reload]);
}

export function ZoneList({ account, accountId, perPage, filters, total, empty }: ZoneListProps) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<ZoneListPaginationQuery, ZoneList_account$key>(
    graphql`
      fragment ZoneList_account on Account
      @refetchable(queryName: "ZoneListPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }, start: { type: "String" }, filters: { type: "[SoundZoneFilter!]!" }) {
        # A list opened after a cursor (the URL's after) is another list than the one from the start: keyed by where it starts.
        soundZones(first: $first, after: $after, filters: $filters) @connection(key: "ZoneList_soundZones", filters: ["filters"], dynamicKey_UNSTABLE: $start) {
          edges {
            node {
              id
              location {
                id
              }
              status {
                state
                codes
              }
              ...ZoneRow_soundZone
            }
          }
        }
      }
    `,
    account,
  );
  const loaded = data.soundZones.edges;
  const reload = useCallback(() => startTransition(() => void refetch({ first: Math.max(perPage, loaded.length) }, { fetchPolicy: 'network-only' })), [refetch, perPage, loaded.length]);
  useZonesComingIn(total, reload);
  const inFilter = useCallback(({ status }: (typeof loaded)[number]['node']) => matchesStatusFilters({ state: status.state, codes: status.codes }, filters), [filters]);
  const outOfFilter = useMemo(() => loaded.filter((edge) => !inFilter(edge.node)).map((edge) => edge.node.id), [loaded, inFilter]);
  const { left, listHandlers } = useRowsLeaving(outOfFilter);
  const edges = useMemo(() => loaded.filter((edge) => !left.has(edge.node.id)), [loaded, left]);
  const setSize = Math.max(total, edges.length);
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  const startsLocation = useCallback((index: number) => index === 0 || edges[index]?.node.location.id !== edges[index - 1]?.node.location.id, [edges]);
  const count = edges.length + (hasNext ? SKELETON_ROWS : 0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => (index < edges.length && startsLocation(index) ? GROUPED_ROW_HEIGHT : ROW_HEIGHT),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => edges[index]?.node.id ?? `more-${index}`,
  });
  const items = virtualizer.getVirtualItems();

  const lastIndex = items.at(-1)?.index ?? 0;
  useLayoutEffect(() => {
    if (hasNext && !isLoadingNext && lastIndex >= edges.length - LOAD_AHEAD) startTransition(() => void loadNext(perPage));
  }, [hasNext, isLoadingNext, lastIndex, edges.length, loadNext, perPage]);

  const range = virtualizer.range;
  useLiveZones(range ? edges.slice(range.startIndex, range.endIndex + 1).map((edge) => edge.node.id) : []);

  // Roving focus: the row last focused is the list's tab stop; when it has scrolled out of the DOM, the first rendered row is.
  const [activeIndex, setActiveIndex] = useState(0);
  const rendered = items.filter((item) => item.index < edges.length);
  const tabStop = rendered.some((item) => item.index === activeIndex) ? activeIndex : (rendered[0]?.index ?? 0);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(edges.length - 1, index));
    setActiveIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    // The row may render only after the scroll: focus it on the next frames.
    const focus = (tries: number) => {
      const link = links.current.get(target);
      if (link) link.focus({ preventScroll: true });
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    requestAnimationFrame(() => focus(5));
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + PAGE_ROWS, PageUp: index - PAGE_ROWS, Home: 0, End: edges.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  };

  if (!edges.length && !hasNext) return empty;
  return (
    <>
      <ul
        ref={listRef}
        className="zone-list"
        aria-label={t('zoneList.list', { count: setSize })}
        aria-busy={isLoadingNext}
        style={{ height: virtualizer.getTotalSize() }}
        {...listHandlers}
      >
        {items.map((item) => {
          const edge = edges[item.index];
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="zone-list__item"
              aria-setsize={edge ? setSize : undefined}
              aria-posinset={edge ? item.index + 1 : undefined}
              aria-hidden={edge ? undefined : true}
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              {edge ? (
                <ZoneRow
                  soundZone={edge.node}
                  accountId={accountId}
                  showLocationHeading={startsLocation(item.index)}
                  outOfFilter={!inFilter(edge.node)}
                  tabbable={item.index === tabStop}
                  linkRef={(link) => {
                    if (link) links.current.set(item.index, link);
                    else links.current.delete(item.index);
                  }}
                  onFocus={() => setActiveIndex(item.index)}
                  onKeyDown={onKeyDown(item.index)}
                />
              ) : (
                <ZoneRowSkeleton />
              )}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {isLoadingNext ? t('zoneList.loadingMore') : ''}
      </p>
    </>
  );
}

/** A row's shape while its zone loads. */
export function ZoneRowSkeleton() {
  return (
    <div className="zone-row zone-row--skeleton">
      <span className="zone-row__zone">
        <Skeleton width="60%" height="1rem" />
        <Skeleton width="40%" height="0.8rem" />
      </span>
      <span className="zone-row__status">
        <Skeleton width="96px" height="1.5rem" radius="999px" />
      </span>
      <span className="zone-row__playing">
        <Skeleton width="48px" height="48px" radius="4px" />
        <Skeleton width="50%" height="1rem" />
      </span>
      <span className="zone-row__device">
        <Skeleton width="70%" height="1rem" />
      </span>
    </div>
  );
}
