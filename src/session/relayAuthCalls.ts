// The session's GraphQL calls (core.md 7 'Auth') on a Relay environment, as SessionAuthCalls expects them.
// The environment's network layer must send these operations without the session's token and without
// refreshing on 401 (src/relay's SESSION_OPERATIONS): RefreshLogin waiting for a refresh would wait for itself.
import type { IEnvironment } from 'relay-runtime';
import { commitMutationAsync } from '../relay/commitMutationAsync';
import type { LoginUserMutation as LoginUserMutationType } from '../__generated__/LoginUserMutation.graphql';
import type { LogoutUserMutation as LogoutUserMutationType } from '../__generated__/LogoutUserMutation.graphql';
import type { RefreshLoginMutation as RefreshLoginMutationType } from '../__generated__/RefreshLoginMutation.graphql';
import { LoginUserMutation } from './LoginUserMutation';
import { LogoutUserMutation } from './LogoutUserMutation';
import { RefreshLoginMutation } from './RefreshLoginMutation';
import type { SessionAuthCalls } from './sessionStore';

export function relayAuthCalls(environment: IEnvironment): Pick<SessionAuthCalls, 'loginUser' | 'refreshLogin' | 'logoutUser'> {
  return {
    async loginUser({ email, password }) {
      const response = await commitMutationAsync<LoginUserMutationType>(environment, LoginUserMutation, { input: { email, password } });
      return response?.loginUser ?? null;
    },
    async refreshLogin(refreshToken) {
      const response = await commitMutationAsync<RefreshLoginMutationType>(environment, RefreshLoginMutation, { input: { refreshToken } });
      return response?.refreshLogin ?? null;
    },
    logoutUser: (refreshToken) => commitMutationAsync<LogoutUserMutationType>(environment, LogoutUserMutation, { input: { refreshToken } }),
  };
}
