// The session's public API: main.tsx creates the store and the account selection, installs the
// auth-error flow and authenticates from the start-up token; screens use the hooks and the flows.
export type { SessionPort } from './sessionPort';

export { SessionSchema, EMPTY_SESSION, TOKEN_SOURCES, reduceSession, isLoggedIn, passesLoginGuard, isInteractiveDeviceSession, hasValidToken, parseStoredSession, LegacySessionSchema } from './session';
export type { Session, SessionAction, TokenSource, LoginResult, RefreshResult, LegacySession } from './session';

export { DEFAULT_SSO_PROVIDER, decodeJwtPayload, readAccessToken, readSsoToken, accessTokenFacts } from './jwt';
export type { AccessTokenClaims, AccessTokenType, SsoTokenClaims, AccessTokenFacts } from './jwt';

export { TOKEN_VALIDITY_MARGIN_MS, MAX_REFRESH_INTERVAL_MS, ASSUMED_TOKEN_LIFETIME_MS, REFRESH_RETRY_DELAY_MS, refreshDelay, createRefreshScheduler, browserRefreshLock } from './refreshSchedule';
export type { RefreshLogin, RefreshLock, RefreshScheduler } from './refreshSchedule';

export { createSessionStore } from './sessionStore';
export type { SessionStore, SessionStoreOptions, SessionEffects, SessionAuthCalls, Credentials } from './sessionStore';

export { SESSION_ERROR_MESSAGES, isUnauthenticated } from './sessionErrors';

export { DEFAULT_PATH_AFTER_LOGIN, REDIRECT_CLEAR_DELAY_AFTER_LOGOUT_MS, pathAfterLogin, saveRedirectTo, readRedirectTo, clearRedirectTo, takePathAfterLogin, clearRedirectToAfterLogout } from './redirectTo';

export { LOGIN_PATH, LOGIN_PROMPT_TOAST_ID, installAuthErrorFlow, handleRootError } from './authErrors';
export type { AuthErrorFlowOptions } from './authErrors';

export { DESKTOP_LOGIN_PATH, logOut } from './logout';
export type { LogOutOptions } from './logout';

export { ACCOUNT_ACCESS_TOAST_ID, ACCOUNT_ACCESS_STATUSES, SwitchAccountSchema, parseSwitchAccount, defaultAccountId, accountSwitchTarget, createAccountSelection } from './accountSelection';
export type { AccountSelection, AccountSelectionOptions, AccountCandidate, AccountSwitch, SwitchAccount } from './accountSelection';

export { AUTH_TOKEN_PARAM, readStartupToken, applyStartupToken } from './startup';
export type { StartupToken, StartupLocation, ApplyStartupTokenOptions } from './startup';

export { STORAGE_KEYS, browserStorage, memoryStorage } from './storage';
export type { KeyValueStorage } from './storage';

export type { ToastsPort, ToastRequest, ToastAction, ToastType, Translate, Navigate } from './ports';

export { SessionProvider, useSession, useSessionStore, useIsLoggedIn, useAccountSelection, useSelectedAccountId } from './SessionProvider';
