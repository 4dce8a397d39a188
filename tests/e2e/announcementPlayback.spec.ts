// A campaign's announcement played by the browser, end to end (issue 13, server/engine/announcements.ts):
// Café Lumen's Patio, which no other spec plays, plays in this browser; near the end of its track a
// campaign with a new message is published for it, and the web player's deck plays the message's speech
// after that track, then a track again. The deck is moved near its track's end so the boundary comes in
// seconds, not minutes: the player reports the position and the zone's timeline follows it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoZonePath } from './demoZones';
import { signIn, signedInSession } from './login';

const ZONE = 'Patio';

/** The src of the web player's deck that is playing, and how far into it; null while none plays. */
const playingDeck = (page: Page) =>
  page.evaluate(() => {
    const deck = [...document.querySelectorAll<HTMLAudioElement>('audio[data-web-player-deck]')].find((candidate) => !candidate.paused && candidate.currentTime > 0.3);
    return deck ? { src: new URL(deck.src).pathname, seconds: deck.currentTime } : null;
  });

test('an announcement a campaign schedules plays in the browser between two tracks, then the music again', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { token, accountId } = await signedInSession(page);
  const headers = { Authorization: `Bearer ${token}`, 'X-API-Version': '13' };
  const zonePath = await demoZonePath(page, ZONE);
  const zoneId = decodeURIComponent(zonePath.split('/')[4]!);

  // The message first: the server reads it out when it is created.
  const created = await page.request.post(`/api/accounts/${accountId}/messages`, { headers, data: { name: `Patio notice ${Date.now().toString(36)}`, type: 'announcement', text: 'The patio closes in ten minutes.' } });
  expect(created.status()).toBe(201);
  const message = (await created.json()) as { id: string };
  const messageAudio = `/media/messages/${message.id}/audio`;

  await page.goto(zonePath);
  await page.getByRole('button', { name: 'Play in this browser' }).click();
  await expect(page.getByText(`This browser is playing ${ZONE}`).first()).toBeVisible();
  await expect.poll(async () => (await playingDeck(page))?.src ?? '', { timeout: 90_000 }).toMatch(/^\/media\/tracks\/[^/]+\/stream$/);

  // Near the end of the track: the next position report moves the zone's timeline there too, which the
  // zone page's progress bar shows (its maximum the track's length).
  const progress = page.getByRole('progressbar', { name: 'Track progress' });
  const durationMs = Number(await progress.getAttribute('aria-valuemax'));
  expect(durationMs).toBeGreaterThan(60_000);
  await page.evaluate((seconds) => {
    const deck = [...document.querySelectorAll<HTMLAudioElement>('audio[data-web-player-deck]')].find((candidate) => !candidate.paused && candidate.currentTime > 0.3)!;
    deck.currentTime = seconds;
  }, (durationMs - 25_000) / 1000);
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(durationMs - 25_000);

  // Published now: due at once, it plays when the track ends.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const campaign = await page.request.post(`/api/accounts/${accountId}/campaigns`, {
    headers,
    data: { name: 'Patio closing', messages: [message.id], sound_zones: [zoneId], start_date: yesterday, days: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], interval_minutes: 60, publish: true },
  });
  expect(campaign.status()).toBe(201);
  await expect.poll(async () => (await playingDeck(page))?.src ?? '', { timeout: 60_000 }).toBe(messageAudio);
  // The music resumes with a track after the message's speech.
  await expect.poll(async () => (await playingDeck(page))?.src ?? '', { timeout: 60_000 }).toMatch(/^\/media\/tracks\/[^/]+\/stream$/);
  await expect(page.getByText(/browser unpaired/i)).toHaveCount(0);

  // Its campaign would play again within the hour: it ends here.
  expect((await page.request.delete(`/api/campaigns/${((await campaign.json()) as { id: string }).id}`, { headers })).status()).toBe(204);
});
