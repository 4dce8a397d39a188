// The vendor pair pages' loading state: the heading and the card to come.
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';

export function VendorPairSkeleton({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t(label)}>
      <Skeleton width="60%" height="2rem" />
      <Skeleton width="100%" height="10rem" radius="var(--radius)" />
    </LoadingRegion>
  );
}
