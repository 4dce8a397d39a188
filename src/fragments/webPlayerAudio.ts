// The web player's one audio output, apart from the player itself (webPlayerApp.ts): the zone page's
// 'play in this browser' button unlocks it in the user's click, while the player's code loads only
// once the tab plays (webPlayerContext.ts), not with the zone page.
import { browserAudioOutput } from '../player/audio/output';
import type { AudioOutput } from '../player/audio/output';

let output: AudioOutput | undefined;

/** The output every deck of this tab's web player plays through, made on first use. */
export function webPlayerAudioOutput(): AudioOutput {
  output ??= browserAudioOutput();
  return output;
}

/**
 * Called in the click that starts playing: browsers let a page's audio start only after a user's
 * gesture, and the takeover's requests take longer than the gesture counts.
 */
export function primeWebPlayerAudio(): void {
  webPlayerAudioOutput().resume();
}
