// The instruments the scores are played on: FM electric piano and bells, an additive piano and organ,
// a plucked string (Karplus-Strong), subtractive saw and square leads, pads and basses, and drums made
// of shaped noise and swept sines. Each adds one note into a stereo mix with a send to the reverb.
import type { Drum, NoteEvent, Voice } from './plan';

export const SAMPLE_RATE = 44_100;

/** A stretch of the track being rendered: sample `offset` of the track is index 0 of the arrays. */
export interface Mix {
  offset: number;
  left: Float32Array;
  right: Float32Array;
  /** What goes to the reverb (mono). */
  send: Float32Array;
}

const TWO_PI = 2 * Math.PI;
const frequencyOf = (midi: number) => 440 * Math.pow(2, (midi - 69) / 12);

interface Shape {
  attack: number;
  /** Time constant of the decay after the attack, in seconds; Infinity holds the level. */
  decay: number;
  /** Level the decay settles at. */
  sustain: number;
  release: number;
  gain: number;
  send: number;
}

const SHAPES: Record<Voice, Shape> = {
  epiano: { attack: 0.003, decay: 1.2, sustain: 0.05, release: 0.18, gain: 0.3, send: 0.5 },
  piano: { attack: 0.002, decay: 1.6, sustain: 0, release: 0.25, gain: 0.32, send: 0.5 },
  pluck: { attack: 0, decay: Infinity, sustain: 1, release: 0.08, gain: 0.42, send: 0.45 },
  saw: { attack: 0.01, decay: 0.5, sustain: 0.55, release: 0.12, gain: 0.16, send: 0.4 },
  square: { attack: 0.01, decay: 0.6, sustain: 0.6, release: 0.1, gain: 0.14, send: 0.45 },
  organ: { attack: 0.012, decay: Infinity, sustain: 1, release: 0.08, gain: 0.13, send: 0.35 },
  bell: { attack: 0.002, decay: 1.4, sustain: 0, release: 0.6, gain: 0.26, send: 0.7 },
  strings: { attack: 0.14, decay: Infinity, sustain: 1, release: 0.35, gain: 0.13, send: 0.6 },
  'pad:warm': { attack: 0.7, decay: Infinity, sustain: 1, release: 1.2, gain: 0.16, send: 0.8 },
  'pad:strings': { attack: 0.9, decay: Infinity, sustain: 1, release: 1.2, gain: 0.09, send: 0.8 },
  'pad:glass': { attack: 1, decay: Infinity, sustain: 1, release: 1.5, gain: 0.15, send: 0.9 },
  'pad:organ': { attack: 0.3, decay: Infinity, sustain: 1, release: 0.5, gain: 0.08, send: 0.6 },
  'bass:upright': { attack: 0.004, decay: 0.9, sustain: 0.1, release: 0.08, gain: 0.55, send: 0.1 },
  'bass:finger': { attack: 0.004, decay: 1.1, sustain: 0.25, release: 0.06, gain: 0.42, send: 0.05 },
  'bass:synth': { attack: 0.004, decay: 0.3, sustain: 0.5, release: 0.05, gain: 0.36, send: 0.05 },
  'bass:sub': { attack: 0.03, decay: Infinity, sustain: 1, release: 0.2, gain: 0.45, send: 0.05 },
};

/** Seconds a voice sounds after its note ends. */
export const releaseOf = (voice: Voice) => SHAPES[voice].release;

/** The oscillator of a voice: its next raw sample. */
type Oscillator = () => number;

const TABLE_SIZE = 4096;
const SINE_TABLE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) => Math.sin((TWO_PI * i) / TABLE_SIZE));
const TABLE_SCALE = TABLE_SIZE / TWO_PI;

/** sin(x) from a table with linear interpolation: several times cheaper than Math.sin, and as clean as the MP3 it ends in. */
function fastSin(x: number): number {
  const position = x * TABLE_SCALE;
  const floor = Math.floor(position);
  const fraction = position - floor;
  const index = floor & (TABLE_SIZE - 1);
  return SINE_TABLE[index]! + fraction * (SINE_TABLE[index + 1]! - SINE_TABLE[index]!);
}

/** exp(-rate * t) advanced one sample per call. */
function decay(rate: number): () => number {
  const factor = Math.exp(-rate / SAMPLE_RATE);
  let value = 1 / factor;
  return () => (value *= factor);
}

/** A band-limited sawtooth (polyBLEP), so high notes do not fold back into noise. */
function saw(frequency: number): () => number {
  const step = frequency / SAMPLE_RATE;
  let phase = 0;
  return () => {
    phase += step;
    if (phase >= 1) phase -= 1;
    let value = 2 * phase - 1;
    if (phase < step) {
      const x = phase / step;
      value -= x + x - x * x - 1;
    } else if (phase > 1 - step) {
      const x = (phase - 1) / step;
      value -= x * x + x + x + 1;
    }
    return value;
  };
}

/** A sine that costs a multiply and a subtract per sample (a two-pole resonator). */
function sine(frequency: number, phase = 0): () => number {
  const w = (TWO_PI * frequency) / SAMPLE_RATE;
  const k = 2 * Math.cos(w);
  let y1 = Math.sin(phase - w);
  let y2 = Math.sin(phase - 2 * w);
  return () => {
    const y = k * y1 - y2;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** A resonant two-pole low-pass (Chamberlin state-variable filter); cutoff may move per sample. */
function lowPass(resonance = 0.7): (input: number, cutoff: number) => number {
  let low = 0;
  let band = 0;
  const damping = 1 / resonance;
  return (input, cutoff) => {
    const f = 2 * fastSin((Math.PI * Math.min(cutoff, 7000)) / SAMPLE_RATE);
    low += f * band;
    const high = input - low - damping * band;
    band += f * high;
    return low;
  };
}

/** A small deterministic noise source (xorshift), seeded per note. */
function noise(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2147483648 - 1;
  };
}

/**
 * A sum of sines at ratios of the frequency, each with its level and an optional decay rate (per
 * second), as resonators in typed arrays: the inner loop of pianos, organs and basses.
 */
function additive(frequency: number, partials: readonly (readonly [ratio: number, level: number, decayRate?: number])[]): () => number {
  const audible = partials.filter(([ratio]) => frequency * ratio < 16_000);
  const count = audible.length;
  const k = new Float64Array(count);
  const y1 = new Float64Array(count);
  const y2 = new Float64Array(count);
  const level = new Float64Array(count);
  const fade = new Float64Array(count);
  audible.forEach(([ratio, gain, rate = 0], i) => {
    const w = (TWO_PI * frequency * ratio) / SAMPLE_RATE;
    k[i] = 2 * Math.cos(w);
    y1[i] = Math.sin(-w);
    y2[i] = Math.sin(-2 * w);
    fade[i] = Math.exp(-rate / SAMPLE_RATE);
    level[i] = gain / fade[i]!;
  });
  return () => {
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const y = k[i]! * y1[i]! - y2[i]!;
      y2[i] = y1[i]!;
      y1[i] = y;
      level[i]! *= fade[i]!;
      sum += y * level[i]!;
    }
    return sum;
  };
}

function oscillatorFor(event: NoteEvent, seed: number): Oscillator {
  const f = frequencyOf(event.midi);
  const v = event.velocity;
  switch (event.voice) {
    case 'epiano': {
      let carrier = 0;
      const dc = (TWO_PI * f) / SAMPLE_RATE;
      const brightness = decay(3);
      return () => {
        carrier += dc;
        const index = (1.2 + 2.5 * v) * brightness() + 0.25;
        return fastSin(carrier + index * fastSin(carrier));
      };
    }
    case 'bell': {
      let carrier = 0;
      let modulator = 0;
      const dc = (TWO_PI * f) / SAMPLE_RATE;
      const brightness = decay(2.5);
      return () => {
        carrier += dc;
        modulator += dc * 3.5;
        return fastSin(carrier + 2.2 * brightness() * fastSin(modulator));
      };
    }
    case 'piano': {
      // Stiff strings: partials a little sharp, the higher ones dying sooner.
      return additive(
        f,
        [1, 2, 3, 4, 5, 6].map((n) => [n * Math.sqrt(1 + 0.0004 * n * n), Math.pow(n, -1.1 - (1 - v)), (1 + (n - 1) * 0.8) * 0.6] as const),
      );
    }
    case 'organ':
    case 'pad:organ':
      return additive(f, [
        [1, 1],
        [2, 0.7],
        [3, 0.45],
        [4, 0.3],
        [6, 0.15],
        [8, 0.1],
      ]);
    case 'pluck': {
      // Karplus-Strong: a burst of noise circulating in a delay line as long as one period.
      const length = Math.max(2, Math.round(SAMPLE_RATE / f));
      const line = new Float32Array(length);
      const random = noise(seed);
      let previous = 0;
      for (let i = 0; i < length; i++) {
        previous = previous * (0.6 - 0.4 * v) + random() * (0.4 + 0.4 * v);
        line[i] = previous;
      }
      // The loss per round trip that makes a string ring about 2 s in the bass and less above.
      const loss = Math.pow(0.001, 1 / (f * Math.max(0.6, 2.6 - f / 500)));
      let index = 0;
      return () => {
        const next = (index + 1) % length;
        const value = line[index]!;
        line[index] = loss * 0.5 * (value + line[next]!);
        index = next;
        return value;
      };
    }
    case 'saw': {
      const a = saw(f * 1.004);
      const b = saw(f * 0.996);
      const filter = lowPass(1.2);
      const sweep = decay(4);
      return () => filter(0.5 * (a() + b()), f * 2 + (1500 + 2500 * v) * sweep() + 900);
    }
    case 'square': {
      const a = saw(f);
      const b = saw(f);
      // Two saws half a period apart subtract to a square.
      for (let i = Math.round(SAMPLE_RATE / f / 2); i > 0; i--) b();
      const filter = lowPass(0.8);
      return () => filter(0.5 * (a() - b()), 2600 + 1200 * v);
    }
    case 'strings':
    case 'pad:strings': {
      const voices = [saw(f * 1.003), saw(f * 0.997), saw(f * 1.0075)];
      const filter = lowPass(0.6);
      const vibrato = sine(5.2);
      const [a, b, c] = voices as [() => number, () => number, () => number];
      return () => filter((a() + b() + c()) / 3, 1800 + 800 * v + 150 * vibrato());
    }
    case 'pad:warm': {
      const a = sine(f * 1.002);
      const b = sine(f * 0.998);
      const c = sine(f * 2.003);
      const d = sine(f * 3.001);
      return () => a() + b() + 0.3 * c() + 0.12 * d();
    }
    case 'pad:glass': {
      let carrier = 0;
      const dc = (TWO_PI * f) / SAMPLE_RATE;
      const shimmer = sine(0.3);
      return () => {
        carrier += dc;
        return fastSin(carrier + (0.8 + 0.4 * shimmer()) * fastSin(2 * carrier));
      };
    }
    case 'bass:upright': {
      const tone = additive(f, [
        [1, 1],
        [2, 0.35],
        [3, 0.12],
      ]);
      return tone;
    }
    case 'bass:finger': {
      const a = saw(f);
      const sub = sine(f);
      const filter = lowPass(0.9);
      const sweep = decay(8);
      return () => 0.6 * filter(a(), 350 + 900 * sweep()) + 0.6 * sub();
    }
    case 'bass:synth': {
      const a = saw(f * 1.003);
      const b = saw(f * 0.997);
      const filter = lowPass(1.8);
      const sweep = decay(10);
      return () => filter(0.5 * (a() + b()), 250 + 1800 * sweep());
    }
    case 'bass:sub':
      return additive(f, [
        [1, 1],
        [2, 0.15],
      ]);
  }
}

/** Adds a note to the mix (only the part that falls inside it). */
export function playNote(mix: Mix, event: NoteEvent, seed: number): void {
  const shape = SHAPES[event.voice];
  const start = Math.round(event.start * SAMPLE_RATE);
  const held = Math.round(event.duration * SAMPLE_RATE);
  const total = held + Math.round(shape.release * SAMPLE_RATE);
  const end = Math.min(start + total, mix.offset + mix.left.length);
  if (end <= mix.offset) return;
  const oscillator = oscillatorFor(event, seed);
  const level = shape.gain * (0.35 + 0.65 * event.velocity);
  const angle = ((event.pan + 1) * Math.PI) / 4;
  const [gainLeft, gainRight] = [Math.cos(angle) * level, Math.sin(angle) * level];
  const attack = Math.max(1, shape.attack * SAMPLE_RATE);
  const decayPerSample = Number.isFinite(shape.decay) ? Math.exp(-1 / (shape.decay * SAMPLE_RATE)) : 1;
  const releasePerSample = Math.exp(-1 / (Math.max(shape.release, 0.01) * SAMPLE_RATE * 0.25));
  let decayed = 1;
  let envelope = 0;
  let released = 1;
  const { left, right, send, offset } = mix;
  for (let n = 0; n < end - start; n++) {
    const sample = oscillator();
    if (n < attack) envelope = n / attack;
    else {
      decayed *= decayPerSample;
      envelope = shape.sustain + (1 - shape.sustain) * decayed;
    }
    if (n >= held) released *= releasePerSample;
    const i = start + n - offset;
    if (i < 0) continue;
    const value = sample * envelope * released;
    left[i]! += value * gainLeft;
    right[i]! += value * gainRight;
    send[i]! += value * level * shape.send;
  }
}

const DRUM_LENGTH: Record<Drum, number> = { kick: 0.45, snare: 0.3, hat: 0.08, openHat: 0.35, ride: 0.9, brush: 0.25, rim: 0.06, conga: 0.3 };
const DRUM_PAN: Record<Drum, number> = { kick: 0, snare: 0.05, hat: 0.35, openHat: 0.35, ride: -0.35, brush: 0.1, rim: -0.25, conga: 0.3 };
/** Decay rates (per second) of each drum's body, its attack or tone, and its pitch sweep. */
const DRUM_DECAYS: Record<Drum, readonly [number, number, number]> = {
  kick: [7, 400, 30],
  snare: [18, 30, 0],
  hat: [60, 0, 0],
  openHat: [10, 0, 0],
  ride: [4.5, 0, 0],
  brush: [14, 0, 0],
  rim: [90, 0, 0],
  conga: [14, 80, 40],
};
const DRUM_GAIN: Record<Drum, number> = { kick: 0.75, snare: 0.42, hat: 0.16, openHat: 0.14, ride: 0.1, brush: 0.2, rim: 0.22, conga: 0.35 };

/** Adds a drum hit to the mix. */
export function playDrum(mix: Mix, drum: Drum, startSeconds: number, velocity: number, seed: number): void {
  const start = Math.round(startSeconds * SAMPLE_RATE);
  const length = Math.round(DRUM_LENGTH[drum] * SAMPLE_RATE);
  const end = Math.min(start + length, mix.offset + mix.left.length);
  if (end <= mix.offset) return;
  const random = noise(seed);
  const angle = ((DRUM_PAN[drum] + 1) * Math.PI) / 4;
  const level = DRUM_GAIN[drum] * velocity;
  const [gainLeft, gainRight] = [Math.cos(angle) * level, Math.sin(angle) * level];
  let phase = 0;
  let previousNoise = 0;
  let smooth = 0;
  const metal = drum === 'ride' ? [sine(3200), sine(4570), sine(5990), sine(7310)] : [];
  const [body, skin, pitch] = DRUM_DECAYS[drum].map(decay) as [() => number, () => number, () => number];
  for (let n = 0; n < end - start; n++) {
    const white = random();
    // Differences of noise are its bright part; a running average its dull part.
    const bright = white - previousNoise;
    previousNoise = white;
    smooth += 0.2 * (white - smooth);
    let value: number;
    switch (drum) {
      case 'kick':
        phase += (TWO_PI * (45 + 90 * pitch())) / SAMPLE_RATE;
        value = fastSin(phase) * body() + bright * 0.15 * skin();
        break;
      case 'snare':
        phase += (TWO_PI * 185) / SAMPLE_RATE;
        value = 0.5 * fastSin(phase) * skin() + 0.7 * (white * 0.5 + bright * 0.5) * body();
        break;
      case 'hat':
      case 'openHat':
        value = bright * body();
        break;
      case 'ride': {
        let ring = 0;
        for (const partial of metal) ring += partial();
        value = (0.25 * ring + 0.35 * bright) * body();
        break;
      }
      case 'brush':
        value = (bright * 0.6 + smooth * 0.4) * Math.min(1, n / (SAMPLE_RATE / 60)) * body();
        break;
      case 'rim':
        phase += (TWO_PI * 1700) / SAMPLE_RATE;
        value = (fastSin(phase) + 0.5 * fastSin(phase * 1.47)) * body();
        break;
      case 'conga':
        phase += (TWO_PI * (220 + 80 * pitch())) / SAMPLE_RATE;
        value = fastSin(phase) * body() + smooth * 0.2 * skin();
        break;
    }
    const i = start + n - mix.offset;
    if (i < 0) continue;
    mix.left[i]! += value * gainLeft;
    mix.right[i]! += value * gainRight;
    mix.send[i]! += value * level * 0.15;
  }
}
