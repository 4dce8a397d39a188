// Start-up effects of engagement that show as toasts (navigation.md 4, 7, 9): the status page's incidents,
// each a persistent toast with a link, asked again every 10 minutes (not in end-to-end tests: only at
// start); and the update check, which offers a reload when the deployed version changed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toasts } from '../app/toasts/toastStore';
import type { ToastStore } from '../app/toasts/toastStore';
import { reportError } from '../errors/report';
import { registerTexts } from '../i18n/i18n';
import engagementTexts from '../i18n/en/engagement.json';
import { STATUS_POLL_INTERVAL_MS, incidentsToShow, isIgnoredStatusFailure } from '../domain/engagement/statusIncidents';
import { nextUpdateCheckIn, updateAvailable } from '../domain/engagement/updateCheck';
import type { UpdateCheckStep } from '../domain/engagement/updateCheck';
import { useEngagementCalls } from './engagementCallsContext';
import type { EngagementCalls } from './engagementCallsContext';

registerTexts(engagementTexts);

export const UPDATE_TOAST_ID = 'engagement:update-available';
export const statusToastId = (incidentId: string) => `engagement:status:${incidentId}`;

export interface EngagementEffectsProps {
  /** End-to-end tests (navigator.webdriver): the status page is asked once, not polled. */
  automated?: boolean;
  runningVersion?: string;
  reload?: () => void;
  store?: ToastStore;
}

async function showIncidents(calls: EngagementCalls, store: ToastStore, t: TFunction) {
  try {
    for (const incident of incidentsToShow(await calls.statusSummary())) {
      store.show({
        id: statusToastId(incident.id),
        type: 'error',
        duration: Infinity,
        message: incident.name,
        body: (
          <>
            {incident.body}{' '}
            <a href={incident.shortlink} target="_blank" rel="noopener noreferrer">
              {t('engagement.status.link')}
            </a>
          </>
        ),
      });
    }
  } catch (error) {
    if (!isIgnoredStatusFailure(error)) reportError(error);
  }
}

export function EngagementEffects({ automated = navigator.webdriver, runningVersion = __APP_VERSION__, reload = () => window.location.reload(), store = toasts }: EngagementEffectsProps) {
  const { t } = useTranslation();
  const calls = useEngagementCalls();

  useEffect(() => {
    if (!calls) return;
    void showIncidents(calls, store, t);
    if (automated) return;
    const poll = setInterval(() => void showIncidents(calls, store, t), STATUS_POLL_INTERVAL_MS);
    return () => clearInterval(poll);
  }, [calls, store, t, automated]);

  useEffect(() => {
    if (!calls) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = (step: UpdateCheckStep) => {
      if (!stopped) timer = setTimeout(() => void check(), nextUpdateCheckIn(step));
    };
    const check = async () => {
      let deployed: string;
      try {
        deployed = await calls.deployedVersion();
      } catch {
        // The next check asks again.
        return schedule('checked');
      }
      if (!updateAvailable(runningVersion, deployed)) return schedule('checked');
      store.show({
        id: UPDATE_TOAST_ID,
        type: 'custom',
        duration: Infinity,
        message: t('engagement.update.message'),
        action: { label: t('engagement.update.reload'), onClick: reload },
      });
      // Closing the offer without reloading asks again in 12 hours.
      const unsubscribe = store.subscribe(() => {
        if (store.getToasts().some((toast) => toast.id === UPDATE_TOAST_ID && toast.visible)) return;
        unsubscribe();
        schedule('dismissed');
      });
    };
    schedule('start');
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [calls, store, t, runningVersion, reload]);

  return null;
}
