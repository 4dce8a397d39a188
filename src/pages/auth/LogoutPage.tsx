// /logout (navigation.md 2.2, 2.9): ends the session, then goes to /login, or to the desktop shell's own
// login page inside the shell, where a paired computer unpairs first (src/pages/electron/desktopLogout.ts);
// redirect-to is cleared 1 s later (src/session/logout.ts).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import logoutTexts from '../../i18n/en/logout.json';
import { registerTexts } from '../../i18n/i18n';
import { logOut } from '../../session/logout';
import type { Navigate } from '../../session/ports';
import { DESKTOP_PAIRED_ZONE_PATH } from '../../routing/paths';
import { useSessionStore } from '../../session/SessionProvider';
import { useAuthScreens } from './authScreens';
import { AuthWorking } from './AuthFrame';

registerTexts(logoutTexts);

export function LogoutPage() {
  const { t } = useTranslation();
  const session = useSessionStore();
  const { isDesktopShell } = useAuthScreens();
  const navigate = useNavigate();
  // Once per visit, also when React runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const to: Navigate = (path, options) => void navigate(path, options);
    if (!isDesktopShell()) return logOut({ session, navigate: to, desktopShell: false });
    // In the shell a paired computer unpairs first, unless its account keeps it paired (then it plays on).
    void import('../electron/desktopLogout')
      .then(({ logOutOfShell }) => logOutOfShell({ session, navigate: to }))
      .then(
        (outcome) => outcome === 'blocked' && to(DESKTOP_PAIRED_ZONE_PATH, { replace: true }),
        () => logOut({ session, navigate: to, desktopShell: true }),
      );
  }, [session, isDesktopShell, navigate]);

  return <AuthWorking title={t('logout.title')} label={t('logout.working')} />;
}
