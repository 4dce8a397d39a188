import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../session/session';
import { useSessionStore } from '../../session/SessionProvider';
import { installDesktopShell } from './desktopShell';
import { watchPairing } from './deviceSession';

/** The electron pages install the shell's listeners with the router's navigate. */
export function useDesktopShell(): void {
  const navigate = useNavigate();
  const session = useSessionStore();
  useEffect(() => {
    // Installed once per page load: the session is read when the pairing ends, not when a page installed it.
    installDesktopShell({ navigate: (path, replace) => void navigate(path, { replace: Boolean(replace) }), isLoggedIn: () => isLoggedIn(session.getSnapshot()) });
    watchPairing();
  }, [navigate, session]);
}
