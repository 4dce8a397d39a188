// The desktop shell's preload bridge (window.cadenceDesktop), when the app runs inside it. The shell's
// preload (desktop/src/preload.ts) implements exactly this; its IPC contract is desktop/src/ipc.ts.

/** The shell's updater states (navigation.md 4 'Desktop shell'), each shown as a toast. */
export type DesktopUpdaterState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available'; version: string }
  | { status: 'not-available' }
  | { status: 'downloading'; percent: number }
  | { status: 'downloaded'; version: string }
  | { status: 'error'; message: string };

export interface DesktopBridge {
  /** The shell's version and its player engine's, for the desktop User-Agent (core.md 7). */
  info: { version: string; playerEngineVersion: string; platform: string };
  /** Opens one of the pages the shell leaves to the system browser (the main process checks it). */
  openExternal(url: string): void;
  /** Installs the offered update (downloading it first). */
  installUpdate(): void;
  /** The soonUnsupported notice's 'accept update': look for the update now. */
  acceptUpdate(): void;
  onUpdaterState(listener: (state: DesktopUpdaterState) => void): () => void;
  /** Space (or the tray's Play/Pause): toggle play and pause. */
  onTogglePlay(listener: () => void): () => void;
  /** A deep link asks for an app path. */
  onNavigate(listener: (path: string) => void): () => void;
}

declare global {
  interface Window {
    cadenceDesktop?: DesktopBridge;
  }
}

export function desktopBridge(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.cadenceDesktop;
}
