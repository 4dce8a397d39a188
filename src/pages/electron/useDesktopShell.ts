import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../session/SessionProvider';
import { installDesktopShell } from './desktopShell';
import { watchPairing } from './deviceSession';

/** The electron pages install the shell's listeners with the router's navigate. */
export function useDesktopShell(): void {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    installDesktopShell({ navigate: (path, replace) => void navigate(path, { replace: Boolean(replace) }), isLoggedIn: () => loggedIn });
    watchPairing();
  }, [navigate, loggedIn]);
}
