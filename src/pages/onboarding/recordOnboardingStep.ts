// recordOnboardingStep (navigation.md 2.11, 3): a step passed, completed or skipped, with what it chose.
// The answer's account carries its steps, business type, explicit filter and guide, so every page that
// shows them (the guide, its badge in the navigation) updates in place.
import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { recordOnboardingStepMutation, RecordOnboardingStepInput } from '../../__generated__/recordOnboardingStepMutation.graphql';
import { commitMutationAsync } from '../../relay/commitMutationAsync';

const mutation = graphql`
  mutation recordOnboardingStepMutation($input: RecordOnboardingStepInput!) {
    recordOnboardingStep(input: $input) {
      account {
        id
        businessType
        filterExplicit
        onboardingSteps {
          name
          status
          updatedAt
          choice
        }
        guide {
          remainingTasks
          steps {
            name
            completed
            available
          }
        }
      }
    }
  }
`;

export type { RecordOnboardingStepInput };

export function useRecordOnboardingStep() {
  const environment = useRelayEnvironment();
  return useCallback((input: RecordOnboardingStepInput) => commitMutationAsync<recordOnboardingStepMutation>(environment, mutation, { input }), [environment]);
}
