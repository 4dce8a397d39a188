// What the network layers (Relay and REST) need from the session, so they do not depend on how the
// session is kept. The session module implements it; tests pass a fake.
export interface SessionPort {
  /** The bearer token to send, if any (user token, or a paired device's token). */
  token(): string | undefined;
  /** Logged in means a token whose source is not a paired device (core.md 4). */
  isLoggedIn(): boolean;
  /** Refreshes the token once, sharing an in-flight refresh between callers; the new token or undefined. */
  refresh(): Promise<string | undefined>;
  /** A response carried x-access-token-issued: it replaces the session token. */
  adoptIssuedToken(token: string): void;
  /** A 401 or UNAUTHENTICATED reached the app root while logged in: reset auth and go to /login. */
  authFailed(): void;
}
