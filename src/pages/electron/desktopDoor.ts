// The route table's door to the desktop shell's pages: a module with no static
// imports, so the web app's first load names none of the shell's modules; they load behind it, in the
// shell only.
import type { RouterContext } from '../../routing/context';
import type { startDesktopShell as StartDesktopShell } from './desktopShell';

const selectPages = () => import('./select/selectPages');
const pairedZonePages = () => import('./pairedZonePages');

export const selectLoader = async (context: RouterContext, splat: string | undefined) => (await selectPages()).selectLoader(context, splat);
export const selectPage = async () => (await selectPages()).SelectPage;
export const desktopLoginPage = async () => (await import('./DesktopLoginPage')).DesktopLoginPage;
// The paired zone and its sidebar's pages are lazy routes: their loaders run as the desktop device.
export const pairedZone = async () => (await pairedZonePages()).pairedZone;
export const pairedZonePage = async () => (await pairedZonePages()).pairedZonePage;
export const browserOpenedPage = async () => (await import('./BrowserOpenedPage')).BrowserOpenedPage;
export const startDesktopShell = async (...options: Parameters<typeof StartDesktopShell>) => (await import('./desktopShell')).startDesktopShell(...options);
