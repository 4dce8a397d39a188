// The setup guide's routes (navigation.md 2.5, 2.11, 8): where each task card leads, the task pages and
// pair actions a route may name, and the guards of the pair actions and resources. Nothing of Relay here.
import { GUIDE_PAIR_ACTIONS, guideResource } from '../../domain/onboarding';
import type { GuideTaskId } from '../../domain/onboarding';
import type { Guard } from '../../routing/guards';

export const GUIDE_PATH = '/guide';
export const GUIDE_PAIR_PATH = '/guide/pair/';
export const LEGAL_CERTIFICATE_PATH = '/legal-certificate';


/** Where a task's card leads. */
export function guideTaskHref(task: GuideTaskId, accountId: string): string {
  switch (task) {
    case 'setup':
      return GUIDE_PAIR_PATH;
    case 'app-pairing':
      return `${GUIDE_PAIR_PATH}app`;
    case 'added-payment':
      return `/accounts/${accountId}/settings/billing/update-payment/cc`;
    default:
      return `${GUIDE_PATH}/${task}`;
  }
}

/** The zone pair page each guide pair action leads to (src/pages/zones/pair: the app is the mobile app). */
export const PAIR_ACTION_PLAYER = { app: 'mobile', hardware: 'hardware', browser: 'browser', desktop: 'desktop' } as const satisfies Record<(typeof GUIDE_PAIR_ACTIONS)[number], string>;

export const zonePairHref = (accountId: string, zoneId: string, action: keyof typeof PAIR_ACTION_PLAYER) => `/accounts/${accountId}/zones/${zoneId}/player/pair/${PAIR_ACTION_PLAYER[action]}`;

/** /guide/pair/{action}: an action of the enumeration, a current account and zone.activate, else the parent (navigation.md 2.5, 8). */
export const guidePairActionAllowed: Guard = async (context, { params }) => {
  if (!(GUIDE_PAIR_ACTIONS as readonly string[]).includes(params.action ?? '')) return GUIDE_PAIR_PATH;
  const accountId = await context.currentAccountId();
  if (!accountId) return GUIDE_PAIR_PATH;
  const facts = await context.accountFacts(accountId);
  return facts.permissions.includes('ZONE_ACTIVATE') ? null : GUIDE_PAIR_PATH;
};

/** /guide/resources/{resourceId}: an unknown id goes to /guide (navigation.md 8). */
export const guideResourceKnown: Guard = (_context, { params }) => (guideResource(params.resourceId ?? '') ? null : GUIDE_PATH);
