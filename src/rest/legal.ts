// acceptLegal {id, terms_type} (navigation.md 7 'Session'): the one call that records an account's terms
// acceptance, made by the terms modal and by signup's user step.
import { restCall } from '../errors/restCall';
import type { RestClients } from './clients';

export async function acceptLegal(rest: Pick<RestClients, 'api'>, accountId: string, termsType: string): Promise<void> {
  await restCall(rest.api.PUT('/api/accounts/{accountId}/accept_legal', { params: { path: { accountId } }, body: { id: accountId, terms_type: termsType } }));
}
