// The session's GraphQL calls (core.md 7 'Auth') on a Relay environment, as SessionAuthCalls expects them.
// The environment's network layer must send these operations without the session's token and without
// refreshing on 401 (src/relay's SESSION_OPERATIONS): RefreshLogin waiting for a refresh would wait for itself.
import { commitMutation } from 'relay-runtime';
import type { GraphQLTaggedNode, IEnvironment, MutationParameters, PayloadError } from 'relay-runtime';
import { AppError } from '../errors/AppError';
import type { LoginUserMutation as LoginUserMutationType } from '../__generated__/LoginUserMutation.graphql';
import type { LogoutUserMutation as LogoutUserMutationType } from '../__generated__/LogoutUserMutation.graphql';
import type { RefreshLoginMutation as RefreshLoginMutationType } from '../__generated__/RefreshLoginMutation.graphql';
import { LoginUserMutation } from './LoginUserMutation';
import { LogoutUserMutation } from './LogoutUserMutation';
import { RefreshLoginMutation } from './RefreshLoginMutation';
import type { SessionAuthCalls } from './sessionStore';

function payloadError(errors: readonly PayloadError[], operation: string): AppError {
  const [first] = errors;
  const code = (first as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return new AppError(first?.message ?? 'Unknown error', {
    kind: code === 'UNAUTHENTICATED' ? 'unauthorized' : 'unknown',
    ...(typeof code === 'string' ? { code } : {}),
    ...(code === 'UNAUTHENTICATED' ? { status: 401 } : {}),
    operation: `GraphQL ${operation}`,
  });
}

function commit<T extends MutationParameters>(environment: IEnvironment, mutation: GraphQLTaggedNode, operation: string, variables: T['variables']): Promise<T['response'] | null> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => (errors?.length ? reject(payloadError(errors, operation)) : resolve(response ?? null)),
      onError: reject,
    });
  });
}

export function relayAuthCalls(environment: IEnvironment): Pick<SessionAuthCalls, 'loginUser' | 'refreshLogin' | 'logoutUser'> {
  return {
    async loginUser({ email, password }) {
      const response = await commit<LoginUserMutationType>(environment, LoginUserMutation, 'LoginUserMutation', { input: { email, password } });
      return response?.loginUser ?? null;
    },
    async refreshLogin(refreshToken) {
      const response = await commit<RefreshLoginMutationType>(environment, RefreshLoginMutation, 'RefreshLoginMutation', { input: { refreshToken } });
      return response?.refreshLogin ?? null;
    },
    logoutUser: (refreshToken) => commit<LogoutUserMutationType>(environment, LogoutUserMutation, 'LogoutUserMutation', { input: { refreshToken } }),
  };
}
