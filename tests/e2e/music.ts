import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedInSession } from './login';

/** The web player's decks: the furthest any of them has played, in seconds. */
export const playedSeconds = (page: Page) =>
  page.evaluate(() => Math.max(0, ...[...document.querySelectorAll<HTMLAudioElement>('audio[data-web-player-deck]')].filter((deck) => !deck.paused).map((deck) => deck.currentTime)));

/** A catalogue playlist found by name through the search API with the signed-in session's token. */
export async function findPlaylist(page: Page, name: string): Promise<{ id: string; name: string }> {
  const { token } = await signedInSession(page);
  const response = await page.request.post('/auth/search/playlist', { headers: { Authorization: `Bearer ${token}`, 'X-API-Version': '13' }, data: { query: name } });
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { playlists: { items: { id: string; name: string }[] } }).playlists.items.find((item) => item.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

/** A catalogue playlist's page. */
export const playlistPath = async (page: Page, name: string): Promise<string> => `/discover/music/${(await findPlaylist(page, name)).id}`;
