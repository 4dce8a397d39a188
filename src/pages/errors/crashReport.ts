// A crash report is the user's comment on a reported error, sent as a feedback entry (writeFeedback,
// form 'crash-report') that carries the error id, so support can join the two.
import type { FeedbackInput } from '../../__generated__/ReportCrashMutation.graphql';

export const CRASH_REPORT_FORM_NAME = 'crash-report';

export interface CrashReport {
  errorId: string;
  comment: string;
  /** The question the comment answers, as the user saw it. */
  question: string;
  routePath: string;
  /** 'desktop player' inside the desktop shell, else 'business' (the metadata values of FeedbackInput). */
  client: 'business' | 'desktop player';
}

export function crashReportInput(report: CrashReport, feedbackId: string, now: Date): FeedbackInput {
  return {
    feedbackId,
    feedbackFormName: CRASH_REPORT_FORM_NAME,
    feedbackDatetime: now.toISOString(),
    payload: JSON.stringify([{ id: 'comment', type: 'text', index: 0, question: report.question, response: report.comment }]),
    metadata: JSON.stringify({ client: report.client, interaction: 'crash-report', route_path: report.routePath, error_id: report.errorId }),
  };
}
