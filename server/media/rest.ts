// Generated artwork (GET /api/images/...), the caller's country (auth /determine_location and the
// location stand-in), the status-page stand-in and the domain migrator.
import { defineHandlers } from '../rest/handlers';
import { notFound } from '../errors';
import { artworkSvg } from './artwork';
import { logoAccountOf, renderAccountLogo } from '../accounts/logo';
import { findArtworkSubject } from './subjects';
import { countryFromHeaders } from './location';
import { statusPageFile, statusPageSummary } from './statusPage';
import { storeBundle, takeBundle } from './migrator';

/** A picture that never changes for its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture that follows a name that may change: a day in caches. */
const DAILY = 'public, max-age=86400';
/** SVG is a document: it may draw, never script or fetch. */
const SVG_HEADERS = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'", 'x-content-type-options': 'nosniff' };
const NO_STORE = { 'cache-control': 'no-store' };

export const mediaHandlers = defineHandlers({
  async getImage(request, context) {
    const { kind, imageId, width, height } = request.params;
    // An account's uploaded logo (server/accounts/logo.ts); without one, its initials as generated artwork.
    const logo = kind === 'logo' ? await renderAccountLogo(context.db, imageId, width, height) : null;
    if (logo) return { status: 200, contentType: 'image/png', raw: logo.png, headers: { 'x-content-type-options': 'nosniff', 'cache-control': logo.current ? IMMUTABLE : DAILY } };
    const { subject, changes } = await findArtworkSubject(context.db, kind === 'logo' ? (logoAccountOf(imageId) ?? imageId) : imageId);
    return {
      status: 200,
      contentType: 'image/svg+xml',
      raw: artworkSvg({ kind, id: imageId, width, height, ...subject }),
      headers: { ...SVG_HEADERS, 'cache-control': changes ? DAILY : IMMUTABLE },
    };
  },

  async determineLocation(request) {
    return { status: 200, body: { country: countryFromHeaders(request.headers) }, headers: { ...NO_STORE, vary: 'x-country, cf-ipcountry' } };
  },

  async locationDetermineLocation(_request, context) {
    return { status: 200, body: { country: context.config.STAND_IN_COUNTRY }, headers: NO_STORE };
  },

  async statuspageGetSummary(_request, context) {
    const summary = await statusPageSummary({
      file: statusPageFile(context.config),
      publicOrigin: context.config.publicOrigin,
      now: context.now(),
      warn: (message, details) => context.log.warn({ details }, message),
    });
    return { status: 200, body: summary, headers: NO_STORE };
  },

  async migratorCreateBundle(request, context) {
    const id = await storeBundle(context.db, request.body, context.now());
    return { status: 200, contentType: 'text/plain; charset=utf-8', raw: id, headers: NO_STORE };
  },

  async migratorGetBundle(request, context) {
    const bundle = await takeBundle(context.db, request.query.id, context.now());
    if (!bundle) throw notFound('Migration bundle');
    return { status: 200, body: bundle, headers: NO_STORE };
  },
});
