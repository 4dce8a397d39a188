// An audio element for tests: it plays when asked (or refuses), and reaches the times a test says.
import type { PreviewAudio } from './previewStore';

export class FakeAudio implements PreviewAudio {
  src = '';
  currentTime = 0;
  playing = false;
  refuse = false;
  private listeners = new Map<string, (() => void)[]>();
  play() {
    if (this.refuse) return Promise.reject(new Error('NotAllowedError'));
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** The element reached a time, as it tells with timeupdate. */
  reach(seconds: number) {
    this.currentTime = seconds;
    for (const listener of this.listeners.get('timeupdate') ?? []) listener();
  }
  emit(type: 'ended' | 'error') {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
