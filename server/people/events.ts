// Realtime events of the people area: 'user' on the user's own room, 'acl' on the account's room
// (location users see the memberships of their locations).
import type { RequestContext } from '../context';
import type { AclRow } from '../loaders';
import type { DomainEvent } from '../realtime/pubsub';

type EventContext = Pick<RequestContext, 'pubsub'>;

export async function publishUser(context: EventContext, type: DomainEvent['type'], userId: string): Promise<void> {
  await context.pubsub.publish({ type, entity: 'user', id: userId, accountId: null, parentIds: [] });
}

export async function publishAcls(context: EventContext, type: DomainEvent['type'], rows: AclRow[]): Promise<void> {
  for (const acl of rows) await context.pubsub.publish({ type, entity: 'acl', id: acl.id, accountId: acl.accountId, parentIds: acl.locationIds });
}
