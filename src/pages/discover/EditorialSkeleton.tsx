import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';

/** Rows of card placeholders shaped like an editorial page's sections. */
export function EditorialSkeleton({ sections = 3 }: { sections?: number }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('discover.loading')}>
      {Array.from({ length: sections }, (_, section) => (
        <div key={section} className="discover-skeleton__section">
          <Skeleton width="30%" height="1.5rem" />
          <div className="discover-skeleton__row">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} width="144px" height="144px" radius="var(--radius)" />
            ))}
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
