// The billing-cycle choice of the plan pages and the activation dialog, each cycle with its price when
// one is known.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/billing/money';
import { BILLING_CYCLES } from '../../domain/billing/plans';
import type { BillingCycle } from '../../domain/billing/plans';
import type { PriceListEntry } from '../../rest/subscriptions';
import { fullPrice } from './priceEntries';

export interface CycleChoiceProps {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** The price-list entry a cycle would be charged by, to show its price; none while pricing loads. */
  entryOf?: (cycle: BillingCycle) => PriceListEntry | null;
}

export function CycleChoice({ cycle, onChange, entryOf }: CycleChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="subscription-cycles">
      <legend className="field__label">{t('subscriptions.cycle.label')}</legend>
      {BILLING_CYCLES.map((value) => {
        const entry = entryOf?.(value);
        return (
          <label key={value} className="subscription-cycles__option">
            <input type="radio" name="billing_cycle" value={value} checked={cycle === value} onChange={() => onChange(value)} />
            {t(`subscriptions.cycle.${value}`)}
            {/* The space keeps the cycle and its price apart in the radio's accessible name. */}
            {entry && ' '}
            {entry && <span className="subscription-cycles__price">{t(`subscriptions.plans.pricePer.${value}`, { price: formatMoney(fullPrice(entry), entry.iso_currency) })}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
