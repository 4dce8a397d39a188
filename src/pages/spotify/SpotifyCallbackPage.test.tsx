import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { AUTHORIZATION_MESSAGE } from '../../fragments/spotify/spotifyCalls';
import { SpotifyCallbackPage } from './SpotifyCallbackPage';

function renderAt(search: string, opener: Partial<Window> | null) {
  window.history.replaceState(null, '', `/spotify-callback${search}`);
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <SpotifyCallbackPage />
    </I18nextProvider>,
  );
  return { close };
}

describe('SpotifyCallbackPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands code and state to the opener, on this origin only, with the redirect URI, and closes', () => {
    const postMessage = vi.fn();
    const { close } = renderAt('?code=c-1&state=s-1', { closed: false, postMessage });
    expect(postMessage).toHaveBeenCalledWith(
      { type: AUTHORIZATION_MESSAGE, code: 'c-1', state: 's-1', error: null, redirectUri: `${window.location.origin}/spotify-callback` },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Returning to Cadence…');
  });

  it("passes the service's error on", () => {
    const postMessage = vi.fn();
    renderAt('?error=access_denied&state=s-1', { closed: false, postMessage });
    expect(postMessage.mock.calls[0]![0]).toMatchObject({ code: null, error: 'access_denied', state: 's-1' });
  });

  it('opened on its own, says the window can be closed', () => {
    const { close } = renderAt('?code=c-1&state=s-1', null);
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Spotify has answered. You can close this window.');
  });
});
