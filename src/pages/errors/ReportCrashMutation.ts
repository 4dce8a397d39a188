import { graphql } from 'react-relay';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import type { IEnvironment } from 'relay-runtime';
import type { FeedbackInput, ReportCrashMutation as ReportCrashMutationType } from '../../__generated__/ReportCrashMutation.graphql';

export const ReportCrashMutation = graphql`
  mutation ReportCrashMutation($feedbackInput: FeedbackInput!) {
    writeFeedback(feedbackInput: $feedbackInput) {
      feedbackId
    }
  }
`;

/** Sends a crash report; rejects on a network failure or a GraphQL error. */
export async function commitCrashReport(environment: IEnvironment, input: FeedbackInput): Promise<void> {
  await commitMutationAsync<ReportCrashMutationType>(environment, ReportCrashMutation, { feedbackInput: input });
}
