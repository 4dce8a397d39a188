// The one way code outside a component commits a mutation (the session's own calls, reports sent from
// error pages and dialogs): as a promise of the answer. Components use Relay's useMutation.
import { commitMutation, getRequest } from 'relay-runtime';
import type { GraphQLTaggedNode, IEnvironment, MutationParameters } from 'relay-runtime';
import { graphqlErrorToAppError } from './graphqlErrors';
import type { GraphqlError } from './graphqlErrors';

/** Resolves with the answer; rejects with the network's AppError, or the answer's first GraphQL error as one. */
export function commitMutationAsync<T extends MutationParameters>(environment: IEnvironment, mutation: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
  const operation = `GraphQL ${getRequest(mutation).params.name}`;
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => (errors?.length ? reject(graphqlErrorToAppError(errors[0] as GraphqlError, { operation, isExpected: () => false })) : resolve(response)),
      onError: reject,
    });
  });
}
