import { useTranslation } from 'react-i18next';
import type { Location } from 'react-router';
import type { PendingTiming } from './pending';
import { usePendingIndicator } from './usePendingIndicator';
import './NavigationPendingIndicator.css';

/** A thin bar along the top of the window: indeterminate, so a plain element (see src/ui/Spinner.tsx). */
export function NavigationProgressBar() {
  const { t } = useTranslation();
  return <div role="progressbar" className="navigation-pending" aria-label={t('routing.pending')} />;
}

/** The bar while a navigation is pending: after 300 ms, for at least 400 ms (the route's own timing where it has one). */
export function NavigationPendingIndicator({ timingFor }: { timingFor: (location: Location) => PendingTiming }) {
  return usePendingIndicator(timingFor) ? <NavigationProgressBar /> : null;
}
