import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { deepLinkInArgv, deepLinkPath } from './deepLinks';
import { allowedExternalUrl } from './externalLinks';
import { isPlayPauseKey } from './hotkey';

const ORIGIN = 'http://127.0.0.1:8080';

describe('the system-browser allow-list', () => {
  it.each(['/forgot-password', '/accounts/A1/zones', '/accounts/A1/checkout/address', '/accounts/A1/change-plan/essential', '/accounts/A1/upgrade-plan'])('opens %s', (path) => {
    expect(allowedExternalUrl(`${ORIGIN}${path}?x=1`, ORIGIN)).toBe(`${ORIGIN}${path}?x=1`);
  });

  it.each([
    ['another host', 'https://evil.example/forgot-password'],
    ['another port', 'http://127.0.0.1:9999/forgot-password'],
    ['a file', 'file:///etc/passwd'],
    ['a script', 'javascript:alert(1)'],
    ['credentials in the URL', 'http://user:pw@127.0.0.1:8080/forgot-password'],
    ['a page the shell shows itself', `${ORIGIN}/electron/paired-zone`],
    ['a zone page under the zone list', `${ORIGIN}/accounts/A1/zones/Z1`],
    ['not a URL', 'forgot-password'],
  ])('refuses %s', (_name, url) => {
    expect(allowedExternalUrl(url, ORIGIN)).toBeNull();
  });
});

describe('deep links', () => {
  it.each([
    ['cadence:music:abc123', '/cadence%3Amusic%3Aabc123'],
    ['cadence://schedule:S-1', '/cadence%3Aschedule%3AS-1'],
    ['cadence:abc123', '/cadence%3Aabc123'],
  ])('%s opens %s', (uri, path) => {
    expect(deepLinkPath(uri)).toBe(path);
  });

  it.each(['https://cadence.test/music', 'cadence:music:../../etc', 'cadence:', 'other:music:1', 'cadence:music:a b'])('%s is not one', (uri) => {
    expect(deepLinkPath(uri)).toBeNull();
  });

  it('finds the link among the arguments of a second instance', () => {
    expect(deepLinkInArgv(['/usr/bin/cadence', '--flag', 'cadence:music:x1'])).toBe('/cadence%3Amusic%3Ax1');
    expect(deepLinkInArgv(['/usr/bin/cadence'])).toBeNull();
  });
});

describe('the play/pause hotkey', () => {
  it('is a bare Space released', () => {
    expect(isPlayPauseKey({ type: 'keyUp', code: 'Space' })).toBe(true);
  });

  it.each([
    ['pressed, not released', { type: 'keyDown', code: 'Space' }],
    ['a repeat', { type: 'keyUp', code: 'Space', isAutoRepeat: true }],
    ['with Ctrl', { type: 'keyUp', code: 'Space', control: true }],
    ['with Shift', { type: 'keyUp', code: 'Space', shift: true }],
    ['another key', { type: 'keyUp', code: 'Enter' }],
  ])('not %s', (_name, input) => {
    expect(isPlayPauseKey(input)).toBe(false);
  });
});

describe('configuration', () => {
  it('points at the local product and the packaged feed by default', () => {
    expect(readConfig({})).toEqual({ appUrl: new URL('http://127.0.0.1:8080'), updateFeedUrl: null });
  });

  it('takes the app URL and the update feed from the environment', () => {
    const config = readConfig({ CADENCE_APP_URL: 'https://app.cadence.test/', CADENCE_UPDATE_URL: 'https://updates.cadence.test/desktop' });
    expect(config.appUrl.origin).toBe('https://app.cadence.test');
    expect(config.updateFeedUrl).toBe('https://updates.cadence.test/desktop');
    expect(() => readConfig({ CADENCE_APP_URL: 'file:///tmp/index.html' })).toThrow();
  });
});
