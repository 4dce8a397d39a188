// Product analytics events ('Zone - View', 'redirect'...). The provider's calls are not part of the
// spec; events go to the page as DOM events, where a provider script (or a test) listens.
export const ANALYTICS_EVENT = 'cadence:track';

export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: { event, properties } }));
}
