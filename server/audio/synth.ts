// Renders a track's score to stereo PCM: every note and drum hit of a stretch of the track, a light
// room reverb, a gentle limiter that keeps peaks under full scale, and short fades at the ends.
// A stretch in the middle (a preview) is rendered from a little before it, so notes and the reverb
// ringing into it sound as they do in the whole track.
import { hashString } from '../db/seed/random';
import { playDrum, playNote, releaseOf, SAMPLE_RATE } from './instruments';
import type { Mix } from './instruments';
import { planScore } from './plan';
import type { TrackFacts } from './plan';

export { SAMPLE_RATE };

export interface Pcm {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
}

export interface RenderWindow {
  /** Where the stretch starts in the track, in seconds. */
  from: number;
  /** How long it is, in seconds. */
  length: number;
  fadeIn: number;
  fadeOut: number;
}

/** The whole track, exactly durationMs long, with a short fade at each end. */
export const WHOLE_TRACK = (durationMs: number): RenderWindow => ({ from: 0, length: durationMs / 1000, fadeIn: 0.5, fadeOut: 2.5 });

/** Seconds rendered before a stretch so that what rings into it is there. */
const PRE_ROLL = 2.5;
/** Level at which the limiter starts to bend the signal, and the ceiling it never reaches. */
const KNEE = 0.7;
const CEILING = 0.98;
const MASTER_GAIN = 0.9;

export function renderTrack(facts: TrackFacts, window: RenderWindow = WHOLE_TRACK(facts.durationMs)): Pcm {
  const score = planScore(facts);
  const seed = hashString(`noise:${facts.id}`);
  const first = Math.round(window.from * SAMPLE_RATE);
  const count = Math.round(window.length * SAMPLE_RATE);
  const offset = Math.max(0, first - Math.round(PRE_ROLL * SAMPLE_RATE));
  const size = first + count - offset;
  const mix: Mix = { offset, left: new Float32Array(size), right: new Float32Array(size), send: new Float32Array(size) };
  const from = offset / SAMPLE_RATE;
  const to = (first + count) / SAMPLE_RATE;

  // Notes can ring for seconds after they start; those that have died away before the stretch are left out.
  score.notes.forEach((note, index) => {
    if (note.start < to && note.start + note.duration + releaseOf(note.voice) + 4 > from) playNote(mix, note, (seed ^ (index * 2654435761)) >>> 0);
  });
  score.drums.forEach((hit, index) => {
    if (hit.start < to && hit.start + 1 > from) playDrum(mix, hit.drum, hit.start, hit.velocity, (seed ^ ((index + 1) * 40503)) >>> 0);
  });
  addReverb(mix, score.reverb);
  const left = mix.left.subarray(first - offset);
  const right = mix.right.subarray(first - offset);
  master(left, window);
  master(right, window);
  return { sampleRate: SAMPLE_RATE, left, right };
}

/** A small Freeverb-style room: parallel damped combs into series all-passes, a little wider on the right. */
function addReverb(mix: Mix, level: number): void {
  for (const [out, spread] of [
    [mix.left, 0],
    [mix.right, 23],
  ] as const) {
    const wet = new Float32Array(out.length);
    for (const length of [1116, 1188, 1277, 1356]) comb(mix.send, wet, length + spread);
    for (const length of [556, 441, 341]) allPass(wet, length + spread);
    const gain = level * 0.3;
    for (let i = 0; i < out.length; i++) out[i]! += wet[i]! * gain;
  }
}

function comb(input: Float32Array, output: Float32Array, length: number): void {
  const buffer = new Float32Array(length);
  const feedback = 0.8;
  const damp = 0.35;
  let index = 0;
  let store = 0;
  for (let i = 0; i < input.length; i++) {
    const delayed = buffer[index]!;
    store = delayed * (1 - damp) + store * damp;
    buffer[index] = input[i]! + store * feedback;
    if (++index === length) index = 0;
    output[i]! += delayed;
  }
}

function allPass(signal: Float32Array, length: number): void {
  const buffer = new Float32Array(length);
  let index = 0;
  for (let i = 0; i < signal.length; i++) {
    const delayed = buffer[index]!;
    const input = signal[i]!;
    buffer[index] = input + delayed * 0.5;
    if (++index === length) index = 0;
    signal[i] = delayed - input;
  }
}

/** Removes rumble and DC, sets the level, bends peaks softly under the ceiling and fades the ends. */
function master(samples: Float32Array, window: RenderWindow): void {
  const fadeIn = window.fadeIn * SAMPLE_RATE;
  const fadeOut = window.fadeOut * SAMPLE_RATE;
  const highPass = Math.exp((-2 * Math.PI * 25) / SAMPLE_RATE);
  let previousIn = 0;
  let previousOut = 0;
  const room = CEILING - KNEE;
  for (let i = 0; i < samples.length; i++) {
    const input = samples[i]!;
    previousOut = highPass * (previousOut + input - previousIn);
    previousIn = input;
    let value = previousOut * MASTER_GAIN;
    const magnitude = Math.abs(value);
    if (magnitude > KNEE) value = Math.sign(value) * (KNEE + room * Math.tanh((magnitude - KNEE) / room));
    const fromEnd = samples.length - 1 - i;
    if (i < fadeIn) value *= i / fadeIn;
    if (fromEnd < fadeOut) value *= fromEnd / fadeOut;
    samples[i] = value;
  }
}
