// Space toggles play and pause (core.md 2 'Desktop player shell'). The main process sees every key of
// the window (before-input-event) and tells the renderer on key-up of a bare Space; the renderer
// ignores it while focus is in an input, textarea or select (core.md 2 'Controls and dialogs').

export interface KeyInput {
  type: string;
  code: string;
  isAutoRepeat?: boolean;
  alt?: boolean;
  control?: boolean;
  meta?: boolean;
  shift?: boolean;
}

export function isPlayPauseKey(input: KeyInput): boolean {
  return input.type === 'keyUp' && input.code === 'Space' && !input.isAutoRepeat && !input.alt && !input.control && !input.meta && !input.shift;
}
