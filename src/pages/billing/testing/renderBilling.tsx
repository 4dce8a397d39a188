// The billing pages under test: their routes with the loaders the route table gives them, over a fake
// BillingApi and the permissions and flags the test names. Paths no route claims show a marker, so that
// tests see where a page went.
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import type { AccountPermission } from '../../../domain/permissions';
import type { BillingApi } from '../../../rest/billing';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { loadBillingEmail, loadBillingSettings, loadExchangeRates, loadInvoiceByRefnumber, loadInvoiceByUuid, loadInvoiceGroupEdit, loadUpdatePayment } from '../billingLoaders';
import { BillingEmailPage, BillingSettingsPage, ExchangeRatesPage, InvoiceGroupEditPage, InvoicePage, UpdatePaymentPage } from '../billingPages';

export const FINANCE_PERMISSIONS: AccountPermission[] = ['SETTINGS_READ', 'SUBSCRIPTION_WRITE', 'ZONE_ACTIVATE', 'BILLING_GROUPS_CREATE', 'BILLING_GROUPS_EDIT'];
export const MEMBER_PERMISSIONS: AccountPermission[] = ['SETTINGS_READ', 'SUBSCRIPTION_WRITE', 'ZONE_ACTIVATE'];

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {location.search}
    </p>
  );
}

export function renderBilling(at: string, api: BillingApi, { permissions = FINANCE_PERMISSIONS, featureFlags = [] }: { permissions?: AccountPermission[]; featureFlags?: string[] } = {}) {
  const access = { permissions, featureFlags };
  const account = '/accounts/:accountId/settings/billing';
  const routes: RouteObject[] = [
    { path: account, loader: ({ params }) => loadBillingSettings(api, params.accountId!, access), element: <BillingSettingsPage /> },
    { path: `${account}/update-billing-email`, loader: ({ params }) => loadBillingEmail(api, params.accountId!, access), element: <BillingEmailPage /> },
    { path: `${account}/update-payment/:type`, loader: ({ params }) => loadUpdatePayment(api, params.accountId!, params.type as 'cc' | 'invoice', access), element: <UpdatePaymentPage /> },
    {
      path: `${account}/invoice-group/edit/:groupId`,
      loader: ({ params, request }) => loadInvoiceGroupEdit(api, params.accountId!, params.groupId!, new URL(request.url).searchParams, access),
      element: <InvoiceGroupEditPage />,
    },
    { path: '/invoice/:uuid', loader: ({ params }) => loadInvoiceByUuid(api, params.uuid!), element: <InvoicePage /> },
    { path: '/invoice/:accountId/:ref', loader: ({ params }) => loadInvoiceByRefnumber(api, params.accountId!, params.ref!), element: <InvoicePage /> },
    { path: '/exchangerates/:date/:currency', loader: ({ params }) => loadExchangeRates(api, params.date!, params.currency!), element: <ExchangeRatesPage /> },
    { path: '*', element: <Elsewhere /> },
  ];
  return renderWithRelay(null, { routes, at });
}
