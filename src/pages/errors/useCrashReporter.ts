import { useContext } from 'react';
import { ReactRelayContext } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { crashReportInput } from './crashReport';
import type { CrashReport } from './crashReport';
import { commitCrashReport } from './ReportCrashMutation';

export type CrashReporter = (report: CrashReport) => Promise<void>;

/**
 * Sends crash reports through the control API; null where there is no Relay environment (an error
 * above the providers), and then the error page offers the support e-mail instead of a report.
 */
export function useCrashReporter(): CrashReporter | null {
  const context = useContext(ReactRelayContext);
  if (!context) return null;
  const environment = context.environment as Environment;
  return (report) => commitCrashReport(environment, crashReportInput(report, crypto.randomUUID(), new Date()));
}
