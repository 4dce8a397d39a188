/** The id of the element the layout keeps for the web player's indicator (filled by src/fragments/webPlayerApp.ts). */
export const WEB_PLAYER_PLACE_ID = 'web-player-place';
