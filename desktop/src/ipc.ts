// The one IPC contract between the shell's renderer and its main process: every channel, its direction
// and the zod schema of its payload. The main process accepts a message only from its own window's
// main frame showing the app's origin, and only when the payload parses; the preload parses what the
// main process sends before the page sees it.
import { z } from 'zod';

/** The updater's states (navigation.md 4 'Desktop shell': each has its toast). */
export const updaterStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('checking') }),
  z.object({ status: z.literal('available'), version: z.string() }),
  z.object({ status: z.literal('not-available') }),
  z.object({ status: z.literal('downloading'), percent: z.number().min(0).max(100) }),
  z.object({ status: z.literal('downloaded'), version: z.string() }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type UpdaterState = z.infer<typeof updaterStateSchema>;

/** Renderer to main (ipcRenderer.send). */
export const toMain = {
  /** Open one of the pages the shell leaves to the system browser. */
  openExternal: { channel: 'cadence:open-external', schema: z.strictObject({ url: z.string().max(2048) }) },
  /** Install the update the updater offers (downloads it first when needed). */
  installUpdate: { channel: 'cadence:install-update', schema: z.strictObject({}) },
  /** The soonUnsupported notice's 'accept update': look for an update now and offer it. */
  acceptUpdate: { channel: 'cadence:accept-update', schema: z.strictObject({}) },
} as const;

/** Main to renderer (webContents.send). */
export const toRenderer = {
  updaterState: { channel: 'cadence:updater-state', schema: updaterStateSchema },
  /** Space was released (or the tray's Play/Pause chosen): toggle play and pause. */
  togglePlay: { channel: 'cadence:toggle-play', schema: z.strictObject({}) },
  /** Show this app path (a deep link). */
  navigate: { channel: 'cadence:navigate', schema: z.strictObject({ path: z.string().startsWith('/').max(2048) }) },
} as const;

export type ToMain = typeof toMain;
export type ToMainName = keyof ToMain;
export type ToMainPayload<N extends ToMainName> = z.infer<ToMain[N]['schema']>;
export type ToRenderer = typeof toRenderer;
export type ToRendererName = keyof ToRenderer;
export type ToRendererPayload<N extends ToRendererName> = z.infer<ToRenderer[N]['schema']>;

/** The command-line arguments the main process gives the preload (webPreferences.additionalArguments). */
export const INFO_ARGUMENT = '--cadence-info=';
export const desktopInfoSchema = z.strictObject({ version: z.string(), playerEngineVersion: z.string(), platform: z.string() });
export type DesktopInfo = z.infer<typeof desktopInfoSchema>;

export const infoArgument = (info: DesktopInfo) => `${INFO_ARGUMENT}${encodeURIComponent(JSON.stringify(info))}`;

/** The info the main process passed, from the preload's argv; null when missing or malformed. */
export function readInfoArgument(argv: readonly string[]): DesktopInfo | null {
  const arg = argv.find((value) => value.startsWith(INFO_ARGUMENT));
  if (!arg) return null;
  try {
    const parsed = desktopInfoSchema.safeParse(JSON.parse(decodeURIComponent(arg.slice(INFO_ARGUMENT.length))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The parts of an IpcMainEvent the sender check reads. */
export interface SenderEvent {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/** The message comes from the app's window, its main frame, showing the app's origin. */
export function isTrustedSender(event: SenderEvent, windowContentsId: number | undefined, appOrigin: string): boolean {
  if (windowContentsId === undefined || event.sender.id !== windowContentsId) return false;
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  try {
    return new URL(frame.url).origin === appOrigin;
  } catch {
    return false;
  }
}

export interface IpcMainLike {
  on(channel: string, listener: (event: SenderEvent, payload: unknown) => void): unknown;
}

export type ToMainHandlers = { [N in ToMainName]: (payload: ToMainPayload<N>) => void };

export type Rejection = { channel: string; reason: 'sender' | 'payload' };

/**
 * Listens on every renderer-to-main channel; a message from anyone but the app's window or with a
 * payload its schema refuses is dropped (and told to onReject), never handled.
 */
export function registerToMainHandlers(ipcMain: IpcMainLike, options: { windowContentsId: () => number | undefined; appOrigin: string; handlers: ToMainHandlers; onReject?: (rejection: Rejection) => void }): void {
  for (const name of Object.keys(toMain) as ToMainName[]) {
    const { channel, schema } = toMain[name];
    ipcMain.on(channel, (event, payload) => {
      if (!isTrustedSender(event, options.windowContentsId(), options.appOrigin)) return options.onReject?.({ channel, reason: 'sender' });
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return options.onReject?.({ channel, reason: 'payload' });
      (options.handlers[name] as (value: unknown) => void)(parsed.data);
    });
  }
}

export interface SenderLike {
  send(channel: string, payload: unknown): void;
  isDestroyed?(): boolean;
}

/** Sends a typed message to the renderer, checked against its schema first. */
export function sendToRenderer<N extends ToRendererName>(contents: SenderLike | undefined, name: N, payload: ToRendererPayload<N>): void {
  if (!contents || contents.isDestroyed?.()) return;
  const { channel, schema } = toRenderer[name];
  contents.send(channel, schema.parse(payload));
}
