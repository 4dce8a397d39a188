// Entry: start the app (session, environments, router), then render it with its providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import './ui/theme.css';
import { i18n } from './i18n/i18n';
import { SessionProvider } from './session';
import { AuthScreensProvider } from './pages/auth/authScreens';
import { startApp } from './app/bootstrap';
import { PairingCallsProvider, createPairingCalls } from './pages/zones/pair/pairingCalls';
import { SubscriptionsRestProvider } from './rest/subscriptionsContext';
import { EngagementCallsProvider } from './engagement/engagementCallsContext';
import { lazyApi } from './app/lazyApi';

const app = await startApp(i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <SessionProvider session={app.session} accounts={app.accounts}>
        <AuthScreensProvider value={app.authScreens}>
          <PairingCallsProvider value={createPairingCalls(app.rest)}>
            <SubscriptionsRestProvider value={app.rest}>
              <EngagementCallsProvider value={lazyApi(async () => (await import('./engagement/engagementCalls')).createEngagementCalls(app.rest))}>
                <RouterProvider router={app.router} />
              </EngagementCallsProvider>
            </SubscriptionsRestProvider>
          </PairingCallsProvider>
        </AuthScreensProvider>
      </SessionProvider>
    </I18nextProvider>
  </StrictMode>,
);
