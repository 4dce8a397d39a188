// What an error page says and offers for each page error code (navigation.md 2.15).
import type { PageErrorCode } from '../../errors/fromUnknown';

export type ErrorPageAction = 'logIn' | 'reload' | 'resetLocalData' | 'reportIssue' | 'contactSupport';

export interface ErrorPageSituation {
  code: PageErrorCode;
  /** A defect rather than a modelled outcome: the default 'Unexpected error (<code>)' texts apply. */
  unexpected: boolean;
  /** The failure was reported under an error id, so the user can add a comment to it. */
  reported: boolean;
}

/** Translation keys and values of the title and body. */
export function errorPageTexts({ code, unexpected }: ErrorPageSituation): { title: string; body: string; values: { code: PageErrorCode } } {
  const prefix = unexpected ? 'errorPage.default' : `errorPage.${code}`;
  return { title: `${prefix}.title`, body: `${prefix}.body`, values: { code } };
}

const RELOAD_HELPS: ReadonlySet<PageErrorCode> = new Set(['server', 'unavailable', 'offline', 'client']);
const SUPPORT_HELPS: ReadonlySet<PageErrorCode> = new Set(['forbidden', 'server', 'client']);

/** The actions in the order they are offered; 'go back' and the Home, Create and Help links are always there. */
export function errorPageActions({ code, unexpected, reported }: ErrorPageSituation): ErrorPageAction[] {
  const actions: ErrorPageAction[] = [];
  if (code === 'unauthorized') actions.push('logIn');
  if (unexpected || RELOAD_HELPS.has(code)) actions.push('reload');
  // Bad stored state (a stale session, an old cached store) can break any page the same way each time.
  if (unexpected || code === 'client') actions.push('resetLocalData');
  if (reported) actions.push('reportIssue');
  if (unexpected || SUPPORT_HELPS.has(code)) actions.push('contactSupport');
  return actions;
}
