// The composition root: the one place the session, the Relay environments, the REST clients, the
// account selection, the auth-error flow and the router are created and connected to each other.
import type { i18n as I18n } from 'i18next';
import { sendEarlyQuery } from '../relay/earlyRequests';
import type * as Environments from '../relay/environments';
import { configureEnvironments } from '../relay/environmentsConfig';
import { createRestClients } from '../rest/clients';
import type { RestClients } from '../rest/clients';
import { restCall } from '../errors/restCall';
import { reportError } from '../errors/report';
import { applyStartupToken, createAccountSelection, createSessionStore, installAuthErrorFlow, isLoggedIn, readStartupToken } from '../session';
import type { AccountSelection, SessionStore, ToastAction as SessionToastAction, ToastsPort } from '../session';
import { createAppRouter } from '../routes';
import type { AppRouter } from '../routes';
import { AppLayout, LayoutFallback, preloadSignedInLayout } from '../layout/AppLayout';
import { createAuthScreens } from '../pages/auth/createAuthScreens';
import type { AuthScreens } from '../pages/auth/authScreens';
import { toasts } from './toasts/toastStore';
import type { ToastAction } from './toasts/toastStore';
import { currentAccountPath } from '../routing/accounts';
import { createRouterContext } from './routerContext';
import { CHECKOUT_STATE_KEY } from '../domain/billing/checkoutStorage';
import { desktopBridge } from './desktopBridge';

export interface CadenceApp {
  session: SessionStore;
  accounts: AccountSelection;
  rest: RestClients;
  router: AppRouter;
  authScreens: AuthScreens;
}

function toastAction(action: SessionToastAction | undefined): ToastAction | undefined {
  if (action?.to !== undefined) return { label: action.label, to: action.to };
  if (action?.onClick) return { label: action.label, onClick: action.onClick };
  return undefined;
}

const toastsPort: ToastsPort = {
  show: ({ id, type, message, persistent, action }) => {
    const fields = { id, message, action: toastAction(action) };
    toasts.show(type === 'custom' ? { ...fields, type, duration: Infinity } : { ...fields, type, ...(persistent ? { duration: Infinity } : {}) });
  },
  dismiss: (id) => toasts.dismiss(id),
};

// Relay loads with the first screen or call that needs it, not with the entry: a visitor's first
// page (the login form) paints without it.
let environmentsModule: typeof Environments | undefined;
const loadEnvironments = async () => (environmentsModule ??= await import('../relay/environments'));

async function authCalls() {
  const [{ relayAuthCalls }, { getControlEnvironment }] = await Promise.all([import('../session/relayAuthCalls'), loadEnvironments()]);
  return relayAuthCalls(getControlEnvironment());
}

export async function startApp(i18n: I18n): Promise<CadenceApp> {
  const report = (error: unknown) => void reportError(error);
  const translate = (key: string) => i18n.t(key);
  // navigation.md 2.9: the domain migration comes first, then consent (which may have come with it:
  // the consent store reads its cookie when it first loads, after first paint), then the stored state
  // and the session.
  // Its code loads only where a deployment has one: both origins are set at build time.
  const source = import.meta.env.VITE_DOMAIN_MIGRATION_SOURCE;
  const destination = import.meta.env.VITE_DOMAIN_MIGRATION_DESTINATION;
  if (source && destination) await (await import('./domainMigration')).migrateOnStartup({ source, destination }, { report, translate, toasts });
  // The landing as it was, before the router rewrites the URL; kept once consent allows (after first paint).
  const landing = { url: new URL(window.location.href), referrer: document.referrer, now: new Date() };
  void import('../engagement/attribution').then(({ captureAttribution }) => captureAttribution(landing));
  // The session signs in through the control environment, which authenticates with the session:
  // the calls reach the environment only when made, after both exist.
  const session: SessionStore = createSessionStore({
    auth: {
      loginUser: async (credentials) => (await authCalls()).loginUser(credentials),
      refreshLogin: async (refreshToken) => (await authCalls()).refreshLogin(refreshToken),
      logoutUser: async (refreshToken) => (await authCalls()).logoutUser(refreshToken),
      exchangeAuthToken: (token) => restCall(rest.auth.POST('/auth/login', { body: { token } })),
    },
    effects: {
      clearDataCache: () => void loadEnvironments().then(({ resetEnvironments }) => resetEnvironments()),
      restartLiveConnection: () => void import('../relay/liveConnection').then(({ restartLiveConnection }) => restartLiveConnection()),
      // The notifications bar's dismissals belong to the user who left.
      resetNotifications: () => void import('../layout/notifications/dismissals').then(({ dismissals }) => dismissals.reset()),
    },
    report,
  });
  const control = { session, onReport: report };
  configureEnvironments({ control, playback: { session, onReport: report } });
  const rest = createRestClients({ session });
  const accounts = createAccountSelection({ session, toasts: toastsPort, translate, report, clearCheckoutState: () => sessionStorage.removeItem(CHECKOUT_STATE_KEY) });

  await applyStartupToken(readStartupToken(window.location), { session, report, replaceUrl: (url) => window.history.replaceState(null, '', url) });
  if (isLoggedIn(session.getSnapshot())) preloadSignedInLayout();
  const resolved = currentAccountPath(window.location, accounts.getSnapshot());
  if (resolved) window.history.replaceState(window.history.state, '', resolved);

  const routerContext = createRouterContext({
    session,
    accounts,
    environment: async () => (await loadEnvironments()).getControlEnvironment(),
    // Once Relay has loaded, its own request leaves as soon: only a page load's first queries go early.
    sendEarly: (parameters, variables) => {
      if (!environmentsModule) sendEarlyQuery(control, parameters, variables);
    },
    rest,
  });
  const router = createAppRouter(routerContext, { Layout: AppLayout, LayoutFallback });
  installAuthErrorFlow({
    session,
    toasts: toastsPort,
    navigate: (path, options) => void router.navigate(path, options),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`,
    translate,
  });
  const authScreens = createAuthScreens({ rest, origin: window.location.origin, isDesktopShell: routerContext.isDesktopShell });
  // The shell's part loads only in the shell, through the door its routes use (no chunk list in the entry).
  if (desktopBridge()) {
    void import('../pages/electron/desktopDoor').then(({ startDesktopShell }) =>
      startDesktopShell({ navigate: (path, replace) => void router.navigate(path, { replace: Boolean(replace) }), isLoggedIn: () => isLoggedIn(session.getSnapshot()) }),
    );
  }
  return { session, accounts, rest, router, authScreens };
}

