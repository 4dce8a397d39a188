// /exchangerates/{date}/{currency} (billing.md 2.5, 3.8): what one unit of the currency buys in each
// other currency on the date.
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import billingTexts from '../../i18n/en/billing.json';
import { registerTexts } from '../../i18n/i18n';
import type { ExchangeRatesData } from './billingLoaders';
import { BillingPageHeader } from './BillingPageHeader';
import './billing.css';

registerTexts(billingTexts);

/** 20261122 (or '2026-11-22') as '2026-11-22'. */
export function isoDateOf(value: number | string): string {
  const digits = String(value).replace(/-/g, '');
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : String(value);
}

export function ExchangeRatesPage() {
  const { t, i18n } = useTranslation();
  const { date, currency, rates } = useLoaderData<ExchangeRatesData>();
  const base = rates?.base_currency ?? currency.toUpperCase();
  const day = rates ? isoDateOf(rates.effective_date) : isoDateOf(date);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (
    <div className="billing-page billing-page--narrow">
      <BillingPageHeader id="exchange-rates-title" title={t('billing.exchangeRates.title', { currency: base, date: day })}>
        {rates && <p className="billing-muted">{t('billing.exchangeRates.intro', { currency: base })}</p>}
      </BillingPageHeader>
      {rates ? (
        <section className="billing-card" aria-labelledby="exchange-rates-title">
          <table className="invoice-table">
            <thead>
              <tr>
                <th scope="col">{t('billing.exchangeRates.currency')}</th>
                <th scope="col" className="invoice-table__amount">
                  {t('billing.exchangeRates.rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(rates.rates)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([code, rate]) => (
                  <tr key={code}>
                    <th scope="row">{code}</th>
                    <td className="invoice-table__amount">{number.format(rate)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p className="billing-warning" role="alert">
          {t('billing.exchangeRates.notFound', { currency: base, date: day })}
        </p>
      )}
    </div>
  );
}
