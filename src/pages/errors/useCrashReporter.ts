import { createContext, useContext } from 'react';
import type { IEnvironment } from 'relay-runtime';
import { environmentsConfigured } from '../../relay/environmentsConfig';
import { crashReportInput } from './crashReport';
import type { CrashReport } from './crashReport';

export type CrashReporter = (report: CrashReport) => Promise<void>;

/** Sends crash reports through the control API of `environment`; Relay and the mutation load with the first report. */
export function crashReporterOver(environment: () => IEnvironment | Promise<IEnvironment>): CrashReporter {
  return async (report) => {
    const [{ commitCrashReport }, target] = await Promise.all([import('./ReportCrashMutation'), environment()]);
    return commitCrashReport(target, crashReportInput(report, crypto.randomUUID(), new Date()));
  };
}

const appCrashReporter = crashReporterOver(async () => (await import('../../relay/environments')).getControlEnvironment());

/** Another way to send reports (tests); by default the app's control environment. */
export const CrashReporterContext = createContext<CrashReporter | null>(null);

/**
 * How the error page sends a crash report; null before the app's environments exist (an error
 * during start-up), and then the error page offers the support e-mail instead of a report.
 */
export function useCrashReporter(): CrashReporter | null {
  const provided = useContext(CrashReporterContext);
  return provided ?? (environmentsConfigured() ? appCrashReporter : null);
}
