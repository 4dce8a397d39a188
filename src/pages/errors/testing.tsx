// Error screens in tests: crash reports sent through the test's mock environment, as the app sends
// them through its control environment.
import type { ReactNode } from 'react';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { CrashReporterContext, crashReporterOver } from './useCrashReporter';

/** renderWithRelay's `wrap` for an error screen that may send a crash report through `environment`. */
export const crashReportsThrough = (environment: RelayMockEnvironment) => (children: ReactNode) => <CrashReporterContext value={crashReporterOver(() => environment)}>{children}</CrashReporterContext>;
