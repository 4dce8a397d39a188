// Who an editorial page is laid out for (core.md 3 'Editorial agent context'): the market of the agent's
// country (else its account's, else any: core.md 9 'Market'), whether the account filters explicit
// content (core.md 9 'Track filtering'), and whether it is on the royalty-free plan, whose music is only
// the royalty-free artists'. The account, user and zone the agent names must be the viewer's own to see.
import { membershipOf, requireSoundZone } from '../access/accountAccess';
import { isRoyaltyFree, settingsOf } from '../accounts/model';
import type { RequestContext } from '../context';
import { notFound } from '../errors';
import type { AccountRow } from '../loaders';
import type { EditorialAgentInput } from '../graphql/control/__generated__/types';
import { ANY_MARKET, requireViewer } from './catalogue';

export interface EditorialAudience {
  market: string;
  hideExplicit: boolean;
  royaltyFreeOnly: boolean;
  /** The account's business type, which picks the first business tab of the home page. */
  businessType: string | null;
}

async function agentAccount(context: RequestContext, agent: EditorialAgentInput | null | undefined): Promise<AccountRow | null> {
  const { viewer, loaders } = context;
  if (agent?.user && !(viewer.kind === 'user' && viewer.userId === agent.user)) throw notFound('User');
  let zoneAccount: AccountRow | null = null;
  if (agent?.soundZone) zoneAccount = (await requireSoundZone(context, agent.soundZone, { allowDeactivated: true })).account;
  if (agent?.account) {
    if (!(await membershipOf(context, agent.account))) throw notFound('Account');
    return loaders.account.load(agent.account);
  }
  if (zoneAccount) return zoneAccount;
  // A player always plays for its zone's account, whatever it sends.
  if (viewer.kind === 'device') {
    const device = await loaders.device.load(viewer.deviceId);
    const zone = device?.soundZoneId ? await loaders.soundZone.load(device.soundZoneId) : null;
    return zone ? loaders.account.load(zone.accountId) : null;
  }
  return null;
}

export async function editorialAudience(context: RequestContext, agent: EditorialAgentInput | null | undefined): Promise<EditorialAudience> {
  requireViewer(context);
  const account = await agentAccount(context, agent);
  return {
    market: (agent?.country ?? account?.isoCountry ?? ANY_MARKET).toUpperCase(),
    hideExplicit: !!account && settingsOf(account).filter_explicit,
    royaltyFreeOnly: !!account && isRoyaltyFree(account),
    businessType: agent?.businessType ?? account?.businessType ?? null,
  };
}

/** A key of what the audience changes, so pages laid out for different audiences keep apart in a client's cache. */
export const audienceKey = (audience: EditorialAudience) => `${audience.market}.${audience.hideExplicit ? 'clean' : 'all'}.${audience.royaltyFreeOnly ? 'free' : 'any'}`;
