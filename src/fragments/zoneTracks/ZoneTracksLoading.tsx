import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';

/** A zone's track list while its page's query loads: a row's skeleton per expected row. */
export function ZoneTracksLoading({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('zonePage.loading')}>
      {Array.from({ length: rows }, (_, n) => (
        <Skeleton key={n} width="100%" height="48px" />
      ))}
    </LoadingRegion>
  );
}
