// /spotify-callback (core.md 2 'Create', 7 'Streaming-service import'): where the service sends the
// authorisation popup back with code, state or error. It hands them to the page that opened it through
// a same-origin window message and closes; opened on its own, it says so.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_MESSAGE } from '../../fragments/spotify/spotifyCalls';
import type { AuthorizationMessage } from '../../fragments/spotify/spotifyCalls';
import spotifyTexts from '../../i18n/en/spotifyImport.json';
import { registerTexts } from '../../i18n/i18n';

registerTexts(spotifyTexts);

export function SpotifyCallbackPage() {
  const { t } = useTranslation();
  const [standalone, setStandalone] = useState(false);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return setStandalone(true);
    const params = new URLSearchParams(window.location.search);
    const message: AuthorizationMessage = {
      type: AUTHORIZATION_MESSAGE,
      code: params.get('code'),
      state: params.get('state'),
      error: params.get('error'),
      redirectUri: `${window.location.origin}${window.location.pathname}`,
    };
    opener.postMessage(message, window.location.origin);
    window.close();
  }, []);
  return (
    <div className="music-page">
      <p role="status">{t(standalone ? 'spotifyImport.callback.standalone' : 'spotifyImport.callback.closing')}</p>
    </div>
  );
}
