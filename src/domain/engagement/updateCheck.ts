// The web app's update check (navigation.md 4 'Web update check', 7, 9): GET /env first after 6 h, then
// every 30 min, and 12 h after the user dismissed the offer to reload; an offer when the version changed.

export const UPDATE_CHECK_FIRST_MS = 6 * 60 * 60 * 1000;
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
export const UPDATE_CHECK_AFTER_DISMISSAL_MS = 12 * 60 * 60 * 1000;

export type UpdateCheckStep = 'start' | 'checked' | 'dismissed';

/** How long until the next check: after start-up, after a check, after the offer was dismissed. */
export function nextUpdateCheckIn(step: UpdateCheckStep): number {
  if (step === 'start') return UPDATE_CHECK_FIRST_MS;
  return step === 'dismissed' ? UPDATE_CHECK_AFTER_DISMISSAL_MS : UPDATE_CHECK_INTERVAL_MS;
}

/** Whether the deployed version differs from the running one, so that a reload brings something new. */
export const updateAvailable = (running: string, deployed: string) => deployed.trim() !== '' && deployed !== running;
