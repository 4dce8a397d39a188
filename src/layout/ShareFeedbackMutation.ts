// Share feedback (navigation.md 2.14): the user's message sent as a feedback entry (writeFeedback,
// form 'share-feedback') with the page it was written on.
import { graphql } from 'react-relay';
import { commitMutationAsync } from '../relay/commitMutationAsync';
import type { IEnvironment } from 'relay-runtime';
import type { FeedbackInput, ShareFeedbackMutation as ShareFeedbackMutationType } from '../__generated__/ShareFeedbackMutation.graphql';

export const SHARE_FEEDBACK_FORM_NAME = 'share-feedback';

export const ShareFeedbackMutation = graphql`
  mutation ShareFeedbackMutation($feedbackInput: FeedbackInput!) {
    writeFeedback(feedbackInput: $feedbackInput) {
      feedbackId
    }
  }
`;

export interface SharedFeedback {
  feedback: string;
  routePath: string;
  /** 'desktop player' inside the desktop shell, else 'business'. */
  client: 'business' | 'desktop player';
}

export function shareFeedbackInput({ feedback, routePath, client }: SharedFeedback, feedbackId: string, now: Date): FeedbackInput {
  return {
    feedbackId,
    feedbackFormName: SHARE_FEEDBACK_FORM_NAME,
    feedbackDatetime: now.toISOString(),
    payload: JSON.stringify({ feedback }),
    metadata: JSON.stringify({ client, interaction: 'completed', route_path: routePath, channel: SHARE_FEEDBACK_FORM_NAME }),
  };
}

export async function commitShareFeedback(environment: IEnvironment, input: FeedbackInput): Promise<void> {
  await commitMutationAsync<ShareFeedbackMutationType>(environment, ShareFeedbackMutation, { feedbackInput: input });
}
