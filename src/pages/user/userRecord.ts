// The REST answers about the user (PUT /api/users/...) written into the Relay store, so that every screen
// showing the user (the profile, the user menu, the colour theme) follows without fetching it again.
import { commitLocalUpdate } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import type { UserRecord } from '../../rest/people';

export function storeUserRecord(environment: Environment, user: Partial<Pick<UserRecord, 'name' | 'email' | 'start_of_week' | 'userColorModeSetting'>> & { id: string }, extra: { emailVerified?: boolean } = {}): void {
  commitLocalUpdate(environment, (store) => {
    const record = store.get(user.id);
    if (!record) return;
    if (user.name !== undefined) record.setValue(user.name, 'name');
    if (user.email !== undefined) record.setValue(user.email, 'email');
    if (user.start_of_week !== undefined) record.setValue(user.start_of_week, 'startOfWeek');
    if (user.userColorModeSetting !== undefined) record.setValue(user.userColorModeSetting, 'userColorModeSetting');
    if (extra.emailVerified !== undefined) record.setValue(extra.emailVerified, 'emailVerified');
  });
}
