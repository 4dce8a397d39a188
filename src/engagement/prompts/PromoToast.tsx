// Promo toasts (navigation.md 2.17): they stay until answered. 'Later' dismisses; the action completes.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import type { PromoInteraction, PromoName } from '../../domain/engagement/promos';
import './prompts.css';

const TEXTS: Record<PromoName, string> = { 'company-logo': 'companyLogo', 'install-app': 'installApp', 'create-schedule': 'createSchedule' };

export interface PromoToastProps {
  promo: PromoName;
  accountId: string | null;
  onInteraction: (interaction: PromoInteraction) => void;
  onClose: () => void;
}

/** Where each promo's action goes. */
export function promoTarget(promo: PromoName, accountId: string | null): string {
  switch (promo) {
    case 'company-logo':
      return `/accounts/${accountId ?? '_'}/settings/overview`;
    case 'install-app':
      return '/download';
    case 'create-schedule':
      return '/create/schedule';
  }
}

export function PromoToast({ promo, accountId, onInteraction, onClose }: PromoToastProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const key = `engagement.promos.${TEXTS[promo]}`;
  const end = (interaction: PromoInteraction) => {
    onInteraction(interaction);
    onClose();
  };
  return (
    <section className="promo-toast" aria-labelledby={titleId}>
      <h2 id={titleId} className="survey-toast__title">
        {t(`${key}.title`)}
      </h2>
      <p>{t(`${key}.body`)}</p>
      <div className="survey-toast__choices">
        <Button onPress={() => end('dismissed')}>{t('engagement.promos.later')}</Button>
        <Button
          variant="primary"
          onPress={() => {
            end('completed');
            void navigate(promoTarget(promo, accountId));
          }}
        >
          {t(`${key}.action`)}
        </Button>
      </div>
    </section>
  );
}
