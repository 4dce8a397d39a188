// The messaging pages under test: their routes with the loaders the route table gives them, over a fake
// MessagingApi, with the app's dialogs. Paths no route claims show a marker, so that tests see where a
// page went.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import type { Mocked } from 'vitest';
import { vi } from 'vitest';
import type { Campaign, Message, MessagingApi, MessagingZone } from '../../../rest/messaging';
import { ModalHost } from '../../../app/modals/ModalHost';
import { modals } from '../../../app/modals/modalStore';
import { toasts } from '../../../app/toasts/toastStore';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { loadCampaign, loadCampaignList, loadMessage, loadMessageList } from '../messagingLoaders';
import { CampaignListPage, CampaignPage, MessageListPage, MessagePage } from '../messagingPages';

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

/** Every call not given fails the test's expectations by rejecting (audioSrc answers a fixed address). */
export function fakeMessagingApi(overrides: Partial<MessagingApi> = {}): Mocked<MessagingApi> {
  const given: Partial<MessagingApi> = { audioSrc: (record) => `${record.audio_url}?token=t`, ...overrides };
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  return Object.fromEntries(NAMES.map((name) => [name, given[name] ? vi.fn(given[name]) : unexpected(name)])) as unknown as Mocked<MessagingApi>;
}

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {location.search}
    </p>
  );
}

export function renderMessaging(at: string, api: MessagingApi) {
  const base = '/accounts/:accountId/messaging';
  const search = (request: Request) => new URL(request.url).searchParams;
  const routes: RouteObject[] = [
    { path: `${base}/campaigns`, loader: ({ params, request }) => loadCampaignList(api, params.accountId!, search(request)), element: <CampaignListPage /> },
    { path: `${base}/campaigns/create`, loader: ({ params }) => loadCampaign(api, params.accountId!, null), element: <CampaignPage /> },
    { path: `${base}/campaigns/:campaignId`, loader: ({ params }) => loadCampaign(api, params.accountId!, params.campaignId!), element: <CampaignPage /> },
    { path: `${base}/messages`, loader: ({ params, request }) => loadMessageList(api, params.accountId!, search(request)), element: <MessageListPage /> },
    { path: `${base}/messages/create`, loader: ({ params }) => loadMessage(api, params.accountId!, null, 'SE'), element: <MessagePage /> },
    { path: `${base}/messages/:messageId`, loader: ({ params }) => loadMessage(api, params.accountId!, params.messageId!, 'SE'), element: <MessagePage /> },
    { path: '*', element: <Elsewhere /> },
  ];
  const wrap = (children: ReactNode) => (
    <>
      {children}
      <ModalHost />
    </>
  );
  return renderWithRelay(null, { routes, at, wrap });
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

/**
 * react-aria announces a pending button by the id of its label, in a live region of the document that
 * outlives the page: once the page is gone, axe finds images without a name.
 */
export function clearAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

/** What a test leaves behind: its toasts, dialogs and announcements. */
export function closeOverlays() {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
  modals.getModals().forEach((modal) => modals.close(modal.id));
  clearAnnouncements();
}
