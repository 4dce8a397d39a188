// The one way code outside a component commits a mutation (the session's own calls, reports sent from
// error pages and dialogs): as a promise of the answer. Components use Relay's useMutation.
import { commitMutation, getRequest } from 'relay-runtime';
import type { GraphQLTaggedNode, IEnvironment, MutationConfig, MutationParameters } from 'relay-runtime';
import { graphqlErrorToAppError } from './graphqlErrors';
import type { GraphqlError } from './graphqlErrors';

/** How the answer (and, before it, the expectation) changes the store, where the normalised answer does not say. */
export type StoreUpdates<T extends MutationParameters> = Pick<MutationConfig<T>, 'updater' | 'optimisticUpdater'>;

/** Resolves with the answer; rejects with the network's AppError, or the answer's first GraphQL error as one. */
export function commitMutationAsync<T extends MutationParameters>(environment: IEnvironment, mutation: GraphQLTaggedNode, variables: T['variables'], updates: StoreUpdates<T> = {}): Promise<T['response']> {
  const operation = `GraphQL ${getRequest(mutation).params.name}`;
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      ...updates,
      onCompleted: (response, errors) => (errors?.length ? reject(graphqlErrorToAppError(errors[0] as GraphqlError, { operation, isExpected: () => false })) : resolve(response)),
      onError: reject,
    });
  });
}
