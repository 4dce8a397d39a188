// Error pages report what broke and show the id of the report, for the user to quote to support.
// The app's reportError by default; tests and main.tsx may provide another.
import { createContext } from 'react';
import { reportError } from '../../errors/report';

/** Reports the error and returns the id of the report. */
export type PageErrorReporter = (error: unknown) => string;

export const PageErrorReporterContext = createContext<PageErrorReporter>((error) => reportError(error, { source: 'error page' }));
