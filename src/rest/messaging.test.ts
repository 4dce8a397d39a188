import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import { message } from '../pages/messaging/testing/messagingFixtures';
import { createRestClients } from './clients';
import { createMessagingApi } from './messaging';
import { ORIGIN, fakeSession, json, scriptedFetch, sentRequest } from './testing/fakes';

function api(fetch: ReturnType<typeof scriptedFetch>, token: string | null = 'user-token') {
  return createMessagingApi(createRestClients({ session: fakeSession(), fetch, origin: ORIGIN, trackingId: 'track-1' }), { getSnapshot: () => ({ token: token ?? undefined }) });
}

describe('createMessagingApi', () => {
  it('lists with the search of the page (navigation.md 5)', async () => {
    const fetch = scriptedFetch(json([]));
    await api(fetch).listCampaigns('acc-1', { q: 'winter', sort: 'status', asc: true });
    const url = new URL(sentRequest(fetch).url);
    expect(url.pathname).toBe('/api/accounts/acc-1/campaigns');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'winter', sort: 'status', asc: 'true' });
  });

  it('reads the account’s zones with their location’s name', async () => {
    const fetch = scriptedFetch(json([{ id: 'z1', name: 'Bar', location_name: 'Café Lumen', location: 'l1' }]));
    expect(await api(fetch).listZones('acc-1')).toEqual([{ id: 'z1', name: 'Bar', locationName: 'Café Lumen' }]);
    expect(new URL(sentRequest(fetch).url).pathname).toBe('/api/accounts/acc-1/sound_zones');
  });

  it('keeps the server’s words for a message a running campaign plays (409)', async () => {
    const fetch = scriptedFetch(json({ error: 'conflict', message: "The message is used by the campaign 'Winter'" }, 409));
    const error = await api(fetch).deleteMessage('m1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).message).toBe("The message is used by the campaign 'Winter'");
    expect(sentRequest(fetch).method).toBe('DELETE');
  });

  it('gives the speech’s address with the user’s token, none without a token', () => {
    expect(api(scriptedFetch(json({}))).audioSrc(message())).toBe('/media/messages/TWVzc2FnZSwsMW1zZy8./audio?token=user-token');
    expect(api(scriptedFetch(json({})), null).audioSrc(message())).toBeNull();
    expect(api(scriptedFetch(json({}))).audioSrc(message({ audio_url: null }))).toBeNull();
  });
});
