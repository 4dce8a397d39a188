// Where the decks' sound goes and how their gain changes: through Web Audio gain nodes where the
// browser has them (sample-accurate ramps), else through the elements' own volume, stepped by a timer.

/** The part of an <audio> element the engine uses (tests pass fakes). */
export interface MediaElementLike {
  src: string;
  currentTime: number;
  duration: number;
  paused: boolean;
  volume: number;
  preload: string;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface GainStage {
  setGain(gain: number): void;
  rampTo(gain: number, durationMs: number): void;
}

export interface AudioOutput {
  /** A gain stage for one deck, between its element and the master volume. */
  connect(element: MediaElementLike): GainStage;
  setMasterGain(gain: number): void;
  /** Lets a suspended context play; called from a user's gesture. */
  resume(): void;
}

export function webAudioOutput(context: AudioContext): AudioOutput {
  const master = context.createGain();
  master.connect(context.destination);
  const set = (param: AudioParam, gain: number) => {
    param.cancelScheduledValues(context.currentTime);
    param.setValueAtTime(gain, context.currentTime);
  };
  return {
    connect: (element) => {
      const stage = context.createGain();
      context.createMediaElementSource(element as unknown as HTMLMediaElement).connect(stage);
      stage.connect(master);
      return {
        setGain: (gain) => set(stage.gain, gain),
        rampTo: (gain, durationMs) => {
          set(stage.gain, stage.gain.value);
          stage.gain.linearRampToValueAtTime(gain, context.currentTime + durationMs / 1000);
        },
      };
    },
    setMasterGain: (gain) => set(master.gain, gain),
    resume: () => void context.resume(),
  };
}

/** Volume ramps are stepped this often without Web Audio. */
export const VOLUME_RAMP_STEP_MS = 50;

export function elementVolumeOutput(): AudioOutput {
  let master = 1;
  const stages = new Set<() => void>();
  return {
    connect: (element) => {
      let gain = 1;
      let ramp: ReturnType<typeof setInterval> | undefined;
      const apply = () => {
        element.volume = Math.min(1, Math.max(0, gain * master));
      };
      stages.add(apply);
      return {
        setGain: (next) => {
          clearInterval(ramp);
          gain = next;
          apply();
        },
        rampTo: (target, durationMs) => {
          clearInterval(ramp);
          const from = gain;
          const steps = Math.max(1, Math.round(durationMs / VOLUME_RAMP_STEP_MS));
          let step = 0;
          ramp = setInterval(() => {
            step += 1;
            gain = from + ((target - from) * step) / steps;
            apply();
            if (step >= steps) clearInterval(ramp);
          }, VOLUME_RAMP_STEP_MS);
        },
      };
    },
    setMasterGain: (gain) => {
      master = gain;
      for (const apply of stages) apply();
    },
    resume: () => undefined,
  };
}

/** Web Audio when the browser has it. */
export function browserAudioOutput(): AudioOutput {
  return typeof AudioContext === 'undefined' ? elementVolumeOutput() : webAudioOutput(new AudioContext());
}
