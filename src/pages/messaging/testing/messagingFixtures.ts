// Messaging records and a MessagingApi for tests: every call a test does not give rejects, so a page
// that asks for more than the test expects fails.
import type { Mocked } from 'vitest';
import { vi } from 'vitest';
import type { Campaign, Message, MessagingApi, MessagingZone } from '../../../rest/messaging';

export const ACCOUNT_ID = 'QWNjb3VudCwsMWFiYy8.';
export const MESSAGING = `/accounts/${ACCOUNT_ID}/messaging`;

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 'TWVzc2FnZSwsMW1zZy8.',
    account: ACCOUNT_ID,
    name: 'Happy hour',
    type: 'announcement',
    text: 'Happy hour starts now: two for one at the bar!',
    asset: null,
    voice: 'en-us',
    audio_url: '/media/messages/TWVzc2FnZSwsMW1zZy8./audio',
    duration_ms: 4500,
    created_at: '20261122143000',
    updated_at: '20261122143000',
    ...overrides,
  };
}

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'Q2FtcGFpZ24sLDFjbXAv',
    account: ACCOUNT_ID,
    name: 'Winter offers',
    messages: [message().id],
    sound_zones: ['zone-1'],
    start_date: '2026-12-01',
    end_date: '2027-01-31',
    days: ['MO', 'TU', 'WE', 'TH', 'FR'],
    interval_minutes: 30,
    status: 'scheduled',
    created_at: '20261122143000',
    updated_at: '20261122143000',
    ...overrides,
  };
}

export const ZONES: MessagingZone[] = [
  { id: 'zone-1', name: 'Bar', locationName: 'Café Lumen' },
  { id: 'zone-2', name: 'Terrace', locationName: 'Café Lumen' },
];

const NAMES: (keyof MessagingApi)[] = [
  'listMessages',
  'getMessage',
  'createMessage',
  'updateMessage',
  'deleteMessage',
  'listCampaigns',
  'getCampaign',
  'createCampaign',
  'updateCampaign',
  'deleteCampaign',
  'listZones',
  'audioSrc',
];

/** audioSrc answers a fixed address unless given. */
export function fakeMessagingApi(overrides: Partial<MessagingApi> = {}): Mocked<MessagingApi> {
  const given: Partial<MessagingApi> = { audioSrc: (record) => `${record.audio_url}?token=t`, ...overrides };
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  return Object.fromEntries(NAMES.map((name) => [name, given[name] ? vi.fn(given[name]) : unexpected(name)])) as unknown as Mocked<MessagingApi>;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
