// What a user did with a survey or promo, kept on the user (navigation.md 7: user.survey.{name}.interaction,
// user.promos.{name}.interaction), so it is not asked again and AllFlags can read it back.
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import type { UserKeyValueMutation as UserKeyValueMutationType } from '../../__generated__/UserKeyValueMutation.graphql';

export const UserKeyValueMutation = graphql`
  mutation UserKeyValueMutation($input: SetUserKeyValueInput!) {
    setUserKeyValue(input: $input) {
      entry {
        key
        value
      }
    }
  }
`;

export async function commitUserKeyValue(environment: IEnvironment, key: string, value: string, expiresAt: string | null): Promise<void> {
  await commitMutationAsync<UserKeyValueMutationType>(environment, UserKeyValueMutation, { input: { key, value, expiresAt } });
}
