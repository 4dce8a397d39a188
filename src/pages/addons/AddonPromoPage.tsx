// /addons/promo/{sso,hifi,curation} (and messaging, when its route lets the promo show) and
// /accounts/{accountId}/settings/addons/promo/{addon} (navigation.md 2.2, 2.4): what an add-on does and
// the way to it — activating it through billing's add-on activation (billing.md 2.6), opening it when it
// is already on, or signing up. The route's loader gives the add-on and who is looking.
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import addonTexts from '../../i18n/en/addons.json';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { addonPromoAction } from './addonPromo';
import type { AddonPromoData } from './addonPromo';
import './AddonPromoPage.css';

// The route's loader comes with the page: neither reads Relay, and the page is small.
export { addonPromoLoader } from './addonPromo';

registerTexts(addonTexts);
registerTexts(subscriptionTexts);

const BENEFITS = ['first', 'second', 'third'] as const;

export function AddonPromoPage() {
  const { t } = useTranslation();
  const { addon, ...viewer } = useLoaderData<AddonPromoData>();
  const name = t(`subscriptions.addons.name.${addon}`);
  const action = addonPromoAction(addon, viewer);
  return (
    <article className="addon-promo" aria-labelledby="addon-promo-title">
      <header>
        <p className="addon-promo__eyebrow">{t('addons.promo.eyebrow')}</p>
        <h1 id="addon-promo-title">{name}</h1>
        <p className="addon-promo__intro">{t(`subscriptions.addons.description.${addon}`)}</p>
      </header>
      <section aria-labelledby="addon-promo-benefits">
        <h2 id="addon-promo-benefits">{t('addons.promo.benefitsTitle')}</h2>
        <ul className="addon-promo__benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`addons.promo.benefits.${addon}.${benefit}`)}</li>
          ))}
        </ul>
      </section>
      <div className="addon-promo__action">
        {action.kind === 'active' && (
          <>
            <FormMessage tone="success">{t('addons.promo.active', { addon: name })}</FormMessage>
            <Link className="button" href={action.href}>
              {t(`addons.promo.open.${addon}`)}
            </Link>
          </>
        )}
        {action.kind === 'activate' && (
          <Link className="button" data-variant="primary" href={action.href}>
            {t('addons.promo.activate', { addon: name })}
          </Link>
        )}
        {action.kind === 'askOwner' && <p>{t('addons.promo.askOwner')}</p>}
        {action.kind === 'noAccount' && <p>{t('addons.promo.noAccount')}</p>}
        {action.kind === 'signup' && (
          <Link className="button" data-variant="primary" href={action.href}>
            {t('addons.promo.signup')}
          </Link>
        )}
      </div>
    </article>
  );
}
