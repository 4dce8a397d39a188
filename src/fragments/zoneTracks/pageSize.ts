/** History and blocked tracks per page, in the zone's pages and the desktop shell's (core.md 2). */
export const ZONE_TRACKS_PAGE_SIZE = 50;
