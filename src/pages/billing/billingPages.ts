// The billing pages and their route loaders, loaded as one chunk with the first of them (src/routes.tsx).
export { BillingSettingsPage } from './BillingSettingsPage';
export { BillingEmailPage } from './BillingEmailPage';
export { UpdatePaymentPage } from './UpdatePaymentPage';
export { InvoiceGroupEditPage } from './InvoiceGroupEditPage';
export { InvoicePage } from './InvoicePage';
export { ExchangeRatesPage } from './ExchangeRatesPage';
export { billingRouteLoaders } from './billingLoaders';
