// Pieces the location and zone-create pages share: the loading skeleton of a form page and a notice
// page (no permission, nothing to show).
import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';

export function FormSkeleton({ label, fields }: { label: string; fields: number }) {
  return (
    <LoadingRegion label={label}>
      <div className="location-card">
        <Skeleton width="40%" height="2rem" />
        <div className="location-skeleton__intro">
          <Skeleton width="70%" />
        </div>
        {Array.from({ length: fields }, (_, n) => (
          <div key={n} className="location-skeleton__field">
            <Skeleton width="25%" height="0.9rem" />
            <Skeleton width="100%" height="40px" radius="var(--radius)" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

export function PageNotice({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="location-card" aria-labelledby="location-notice-title">
      <h1 id="location-notice-title" className="location-page__title">
        {title}
      </h1>
      <p className="location-page__intro">{children}</p>
      {action}
    </section>
  );
}
