// The flags a client applied (navigation.md 7 ApplyFlags), sent by the flag store through FlagsResolver.
import { graphql } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import type { ApplyFlagsMutation as ApplyFlagsMutationType, FlagApplyEvent } from '../__generated__/ApplyFlagsMutation.graphql';
import { commitMutationAsync } from '../relay/commitMutationAsync';

const applyMutation = graphql`
  mutation ApplyFlagsMutation($input: ApplyFlagsInput!) {
    applyFlags(input: $input) {
      applied
    }
  }
`;

export async function commitApplyFlags(environment: Environment, events: readonly FlagApplyEvent[], resolveToken: string, currentClientTime: string): Promise<void> {
  await commitMutationAsync<ApplyFlagsMutationType>(environment, applyMutation, { input: { events: [...events], resolveToken, currentClientTime } });
}
