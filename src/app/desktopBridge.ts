// The desktop shell's preload bridge (window.cadenceDesktop), when the app runs inside it.
export interface DesktopBridge {
  openExternal(url: string): void;
}

declare global {
  interface Window {
    cadenceDesktop?: DesktopBridge;
  }
}

export function desktopBridge(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.cadenceDesktop;
}
