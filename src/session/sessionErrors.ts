// The session's part of the error catalogue (core.md 8 'Auth'), as the app's one error type.
import { AppError } from '../errors/AppError';

export const SESSION_ERROR_MESSAGES = {
  missingRefreshToken: 'Missing refresh token',
  tokenExpired: 'Token expired',
  refreshWithoutData: 'Refresh token response contains no data',
  loginWithoutData: 'Expected login response to contain data',
  authTokenFailed: 'Failed to log in using auth-token',
  missingSamlToken: 'Missing SAML token',
  noAccountSelected: 'Logged in user with no account selected',
} as const;

/** 'Missing refresh token' or 'Token expired': the session cannot continue without a new sign-in. */
export function expiredError(message: typeof SESSION_ERROR_MESSAGES.missingRefreshToken | typeof SESSION_ERROR_MESSAGES.tokenExpired): AppError {
  return new AppError(message, { kind: 'sessionExpired', code: 'EXPIRED', expected: true, operation: 'session' });
}

/** The server answered without the data it must send. */
export function missingDataError(message: typeof SESSION_ERROR_MESSAGES.refreshWithoutData | typeof SESSION_ERROR_MESSAGES.loginWithoutData, operation: string): AppError {
  return new AppError(message, { kind: 'server', code: 'MISSING_DATA', operation });
}

/**
 * 401 or UNAUTHENTICATED, read by shape: the network layers raise AppErrors, but a session must not
 * misread one that crossed a module or realm boundary.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return status === 401 || (typeof code === 'string' && code.toUpperCase() === 'UNAUTHENTICATED');
}

/** UNAUTHENTICATED where the session expects it (login, refresh): logged as a warning, never reported. */
export function expectedUnauthenticated(error: unknown, operation: string): AppError {
  const message = error instanceof Error ? error.message : 'Unauthenticated';
  return new AppError(message, { kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED', expected: true, operation, cause: error });
}

/** Any failure as an AppError, for the injected report function. */
export function asAppError(error: unknown, operation: string): AppError {
  if (error instanceof AppError) return error;
  // DOMExceptions are not Errors in every realm, but carry a message all the same.
  const message = typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : String(error);
  return new AppError(message, { kind: 'unknown', operation, cause: error });
}
