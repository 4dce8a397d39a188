import { commitMutation, graphql } from 'react-relay';
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
export function commitCrashReport(environment: IEnvironment, input: FeedbackInput): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<ReportCrashMutationType>(environment, {
      mutation: ReportCrashMutation,
      variables: { feedbackInput: input },
      onCompleted: (_response, errors) => (errors && errors.length > 0 ? reject(new Error(errors[0]!.message)) : resolve()),
      onError: reject,
    });
  });
}
