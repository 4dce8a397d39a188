// The paired zone's routes once their code is in (navigation.md 2.5): what each route adds, its loader
// (as the paired device) and its page. The sidebar's pages share one child
// route of the table, /electron/paired-zone/:page, which keeps the first load's route table small.
import { createElement } from 'react';
import { data, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pairedZoneBlockedTracksLoader, pairedZoneHistoryLoader, pairedZoneLoader } from './pairedZoneQueries';
import { PairedZoneBlockedTracksPage } from './PairedZoneBlockedTracksPage';
import { PairedZoneHistoryPage } from './PairedZoneHistoryPage';
import { PairedZonePage } from './PairedZonePage';

type LazyRoute = Pick<RouteObject, 'loader' | 'Component' | 'shouldRevalidate'>;

export const pairedZone: LazyRoute = {
  loader: pairedZoneLoader,
  // The zone's name, restrictions and errors stay loaded while moving among its pages.
  shouldRevalidate: () => false,
  Component: PairedZonePage,
};

/** The sidebar's pages by their path segment: recently played (optional date) and blocked songs. */
const PAGES = {
  history: { loader: pairedZoneHistoryLoader, Component: PairedZoneHistoryPage },
  'blocked-tracks': { loader: pairedZoneBlockedTracksLoader, Component: PairedZoneBlockedTracksPage },
};

const pageOf = (segment: string | undefined) => (segment !== undefined && Object.hasOwn(PAGES, segment) ? PAGES[segment as keyof typeof PAGES] : null);

export const pairedZonePage: LazyRoute = {
  loader: (args: LoaderFunctionArgs) => {
    const page = pageOf(args.params.page);
    // Any other segment is no page: the route's error boundary shows the not-found screen.
    if (!page) throw data(null, { status: 404 });
    return page.loader(args);
  },
  Component: function PairedZoneSubPage() {
    const page = pageOf(useParams().page);
    return page ? createElement(page.Component) : null;
  },
};
