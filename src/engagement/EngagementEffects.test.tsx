import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { createToastStore } from '../app/toasts/toastStore';
import type { ToastStore } from '../app/toasts/toastStore';
import { STATUS_POLL_INTERVAL_MS } from '../domain/engagement/statusIncidents';
import { EngagementCallsProvider } from './engagementCallsContext';
import type { EngagementCalls, StatusPageSummary } from './engagementCallsContext';
import { EngagementEffects, UPDATE_TOAST_ID, statusToastId } from './EngagementEffects';

const HOUR = 3_600_000;
const incident = { id: 'inc1', name: 'Playback is slow', impact: 'minor', status: 'investigating', shortlink: 'https://status.cadence.test/inc1', incident_updates: [{ body: 'We are on it' }] };

let store: ToastStore;
let calls: { statusSummary: ReturnType<typeof vi.fn>; deployedVersion: ReturnType<typeof vi.fn> };
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
  calls = { statusSummary: vi.fn(async (): Promise<StatusPageSummary> => ({ incidents: [], scheduled_maintenances: [] }) as never), deployedVersion: vi.fn(async () => '1.0.0') };
});
afterEach(() => {
  vi.useRealTimers();
  reload.mockReset();
});

function renderEffects(automated = false) {
  return render(
    <I18nextProvider i18n={i18n}>
      <EngagementCallsProvider value={calls as unknown as EngagementCalls}>
        <EngagementEffects automated={automated} runningVersion="1.0.0" reload={reload} store={store} />
      </EngagementCallsProvider>
    </I18nextProvider>,
  );
}
const toast = (id: string) => store.getToasts().find((entry) => entry.id === id && entry.visible);

describe('status incidents (navigation.md 4, 9)', () => {
  it('shows an incident as a persistent toast at start, and polls every 10 minutes', async () => {
    calls.statusSummary.mockResolvedValue({ incidents: [incident], scheduled_maintenances: [] });
    renderEffects();
    await vi.advanceTimersByTimeAsync(0);
    expect(toast(statusToastId('inc1'))).toMatchObject({ message: 'Playback is slow', duration: Infinity });
    expect(calls.statusSummary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(calls.statusSummary).toHaveBeenCalledTimes(2);
  });

  it('asks only once in end-to-end tests, and ignores a failed fetch', async () => {
    calls.statusSummary.mockRejectedValue(new TypeError('Failed to fetch'));
    renderEffects(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 3);
    expect(calls.statusSummary).toHaveBeenCalledTimes(1);
    expect(store.getToasts()).toEqual([]);
  });
});

describe('the update check (navigation.md 4, 9)', () => {
  it('asks first after 6 h, then every 30 min, offers a reload when the version changed, and asks 12 h after a dismissal', async () => {
    renderEffects();
    await vi.advanceTimersByTimeAsync(6 * HOUR - 1);
    expect(calls.deployedVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.deployedVersion).toHaveBeenCalledTimes(1);
    expect(toast(UPDATE_TOAST_ID)).toBeUndefined();

    calls.deployedVersion.mockResolvedValue('1.1.0');
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls.deployedVersion).toHaveBeenCalledTimes(2);
    const offer = toast(UPDATE_TOAST_ID)!;
    expect(offer).toMatchObject({ message: 'A new version of Cadence is available', duration: Infinity });
    offer.action?.onClick?.();
    expect(reload).toHaveBeenCalledTimes(1);

    store.dismiss(UPDATE_TOAST_ID);
    await vi.advanceTimersByTimeAsync(12 * HOUR - 1);
    expect(calls.deployedVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.deployedVersion).toHaveBeenCalledTimes(3);
  });
});
