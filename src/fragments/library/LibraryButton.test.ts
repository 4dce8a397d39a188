import { describe, expect, it } from 'vitest';
import { showsLibraryButton } from './LibraryButton';

const SHOWN = { accountSelected: true, canSave: true, desktopShell: false, restrictedDiscoverMusic: false };

describe('the add-to-library button (core.md 6, navigation.md 2.14)', () => {
  it.each([
    ['an account selected and an item that can be saved', SHOWN, true],
    ['no account selected', { ...SHOWN, accountSelected: false }, false],
    ['an item that cannot be saved', { ...SHOWN, canSave: false }, false],
    ['a discovery-restricted account in the browser', { ...SHOWN, restrictedDiscoverMusic: true }, true],
    ['an unrestricted account in the desktop app', { ...SHOWN, desktopShell: true }, true],
    ['a discovery-restricted account in the desktop app', { ...SHOWN, desktopShell: true, restrictedDiscoverMusic: true }, false],
  ])('%s: shows %s', (_, facts, shows) => {
    expect(showsLibraryButton(facts)).toBe(shows);
  });
});
