// Where the consent modal mounts (start-up asks for consent before anything is tracked, navigation.md
// 2.9). Its code, react-aria's overlay and checkbox among it, loads only when it must show.
import { lazy } from 'react';
import { OnDemandHost } from '../../app/OnDemandHost';
import { consent } from './consentStore';
import type { ConsentStore } from './consentStore';
import { useConsentModalShown } from './useConsentModalShown';

const ConsentModal = lazy(async () => ({ default: (await import('./ConsentModal')).ConsentModal }));

export function ConsentGate({ store = consent }: { store?: ConsentStore }) {
  const shown = useConsentModalShown(store);
  return (
    <OnDemandHost subscribe={store.subscribe} hasContent={() => shown}>
      <ConsentModal store={store} />
    </OnDemandHost>
  );
}
