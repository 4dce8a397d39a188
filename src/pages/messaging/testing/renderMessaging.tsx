// The messaging pages under test: their routes with the loaders the route table gives them, over a fake
// MessagingApi, with the app's dialogs. Paths no route claims show a marker, so that tests see where a
// page went.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import type { MessagingApi } from '../../../rest/messaging';
import { ModalHost } from '../../../app/modals/ModalHost';
import { modals } from '../../../app/modals/modalStore';
import { toasts } from '../../../app/toasts/toastStore';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { loadCampaign, loadCampaignList, loadMessage, loadMessageList } from '../messagingLoaders';
import { CampaignListPage, CampaignPage, MessageListPage, MessagePage } from '../messagingPages';

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
    { path: `${base}/campaigns/:id`, loader: ({ params }) => loadCampaign(api, params.accountId!, params.id!), element: <CampaignPage /> },
    { path: `${base}/messages`, loader: ({ params, request }) => loadMessageList(api, params.accountId!, search(request)), element: <MessageListPage /> },
    { path: `${base}/messages/create`, loader: ({ params }) => loadMessage(api, params.accountId!, null, 'SE'), element: <MessagePage /> },
    { path: `${base}/messages/:id`, loader: ({ params }) => loadMessage(api, params.accountId!, params.id!, 'SE'), element: <MessagePage /> },
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
