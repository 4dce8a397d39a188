// The web player's sound: two decks (an <audio> element and its gain stage each) that take turns, so
// the next track is loaded before it is needed and starts with a crossfade or right at the end of the
// one before (gapless). What to play comes from plan.ts; this part only moves the elements.
import type { AudioOutput, GainStage, MediaElementLike } from './output';
import { crossfadeMs, decide, nextItem, transitionAtMs } from './plan';
import type { PlayableItem, PlayerSnapshot } from './plan';
import { volumeToGain } from './volume';

/** A position report every 10 s while playing (reportProgress PROGRESS). */
export const PROGRESS_INTERVAL_MS = 10_000;
/** core.md 8: what a web player reports, and shows, when a track cannot be played. */
export const PLAY_ERROR_MESSAGE = 'Could not play song';

export type ProgressEventName = 'STARTED' | 'PROGRESS' | 'FINISHED' | 'ERROR';

export interface ProgressReport {
  event: ProgressEventName;
  trackId: string;
  positionMs: number;
  error?: string;
}

export interface AudioEngineOptions {
  createElement(): MediaElementLike;
  output: AudioOutput;
  report(report: ProgressReport): void;
  /** A track could not be played (after its ERROR report). */
  onPlayError(): void;
  now?: () => number;
}

export interface AudioEngine {
  apply(snapshot: PlayerSnapshot): void;
  stop(): void;
}

interface Deck {
  element: MediaElementLike;
  stage: GainStage;
  item: PlayableItem | null;
  failed: boolean;
  /** Set while the deck fades out after a crossfade; it takes no new track until then. */
  fading: ReturnType<typeof setTimeout> | undefined;
}

const positionOf = (deck: Deck) => Math.max(0, Math.round(deck.element.currentTime * 1000));

export function createAudioEngine({ createElement, output, report, onPlayError, now = Date.now }: AudioEngineOptions): AudioEngine {
  const makeDeck = (): Deck => {
    const element = createElement();
    element.preload = 'auto';
    return { element, stage: output.connect(element), item: null, failed: false, fading: undefined };
  };
  let front = makeDeck();
  let back = makeDeck();
  let snapshot: PlayerSnapshot | null = null;
  let previousItemId: string | null = null;
  let progressTimer: ReturnType<typeof setInterval> | undefined;

  const fail = (deck: Deck) => {
    deck.failed = true;
    deck.element.pause();
    if (deck !== front || !deck.item) return;
    stopProgress();
    report({ event: 'ERROR', trackId: deck.item.trackId, positionMs: positionOf(deck), error: PLAY_ERROR_MESSAGE });
    onPlayError();
  };

  const play = (deck: Deck) => {
    if (deck.failed) return;
    // A play() cut short by a new source (AbortError) is not a failure; a refused or broken one is.
    deck.element.play().catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'AbortError')) fail(deck);
    });
  };

  const load = (deck: Deck, item: PlayableItem | null) => {
    clearTimeout(deck.fading);
    deck.fading = undefined;
    deck.element.pause();
    deck.item = item;
    deck.failed = false;
    if (item) {
      deck.element.src = item.streamUrl;
      return;
    }
    // Without a source the element lets go of its download and decoder.
    deck.element.removeAttribute('src');
    deck.element.load();
  };

  function stopProgress() {
    clearInterval(progressTimer);
    progressTimer = undefined;
  }

  const startProgress = () => {
    if (progressTimer !== undefined) return;
    progressTimer = setInterval(() => {
      if (front.item && !front.element.paused) report({ event: 'PROGRESS', trackId: front.item.trackId, positionMs: positionOf(front) });
    }, PROGRESS_INTERVAL_MS);
  };

  const prefetch = () => {
    if (!snapshot || back.fading !== undefined) return;
    const next = nextItem(snapshot, front.item?.id ?? null);
    if (next && back.item?.id !== next.id) load(back, next);
  };

  /** The front deck reached its transition point: the back deck takes over, fading in over the crossfade. */
  const transition = () => {
    const ending = front;
    if (!snapshot || !ending.item) return;
    const fadeMs = crossfadeMs(snapshot);
    report({ event: 'FINISHED', trackId: ending.item.trackId, positionMs: positionOf(ending) });
    previousItemId = ending.item.id;
    const next = back;
    if (!next.item || next.fading !== undefined) {
      // Nothing loaded to go on with: silence until the server names the next track.
      load(ending, null);
      stopProgress();
      return;
    }
    front = next;
    back = ending;
    next.element.currentTime = 0;
    next.stage.setGain(fadeMs > 0 ? 0 : 1);
    if (fadeMs > 0) next.stage.rampTo(1, fadeMs);
    report({ event: 'STARTED', trackId: next.item.trackId, positionMs: 0 });
    if (next.failed) fail(next);
    else play(next);
    if (fadeMs > 0) {
      ending.stage.rampTo(0, fadeMs);
      ending.fading = setTimeout(() => {
        ending.fading = undefined;
        load(ending, null);
        prefetch();
      }, fadeMs);
    } else {
      load(ending, null);
      prefetch();
    }
  };

  const reachedTransition = (deck: Deck) => {
    if (deck !== front || !snapshot || !deck.item || deck.element.paused) return;
    const duration = Number.isFinite(deck.element.duration) && deck.element.duration > 0 ? deck.element.duration * 1000 : deck.item.durationMs;
    const fadeMs = crossfadeMs(snapshot);
    // Without crossfade the change waits for 'ended', which the element fires as the last sample plays.
    if (fadeMs > 0 && deck.element.currentTime * 1000 >= transitionAtMs(duration, fadeMs)) transition();
  };

  for (const deck of [front, back]) {
    deck.element.addEventListener('timeupdate', () => reachedTransition(deck));
    deck.element.addEventListener('ended', () => {
      if (deck === front) transition();
    });
    deck.element.addEventListener('error', () => fail(deck));
  }

  const start = (item: PlayableItem, offsetMs: number, playing: boolean) => {
    // The prefetched deck already holds the track (the server moved on first): use it, it is buffered.
    if (back.item?.id === item.id && back.fading === undefined) [front, back] = [back, front];
    else load(front, item);
    load(back, null);
    previousItemId = null;
    front.element.currentTime = offsetMs / 1000;
    front.stage.setGain(1);
    if (!playing) return;
    play(front);
    report({ event: 'STARTED', trackId: item.trackId, positionMs: Math.round(offsetMs) });
  };

  return {
    apply(next) {
      snapshot = next;
      output.setMasterGain(volumeToGain(next.volume));
      const decision = decide(next, { itemId: front.item?.id ?? null, previousItemId }, now());
      if (decision.kind === 'silence') {
        load(front, null);
        stopProgress();
        return;
      }
      if (decision.kind === 'start') start(decision.item, decision.offsetMs, decision.playing);
      else if (decision.playing && front.element.paused) play(front);
      else if (!decision.playing) front.element.pause();
      if (decision.playing) startProgress();
      else stopProgress();
      prefetch();
    },
    stop() {
      stopProgress();
      snapshot = null;
      load(front, null);
      load(back, null);
    },
  };
}
