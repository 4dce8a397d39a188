// Text to speech with eSpeak NG compiled to WebAssembly (the espeak-ng package): a message's text read
// in a voice, as a WAV file, then as the PCM the MP3 encoder takes (44.1 kHz stereo, ../audio/mp3.ts).
// Runs in the audio worker thread (../audio/render.ts), never on the request thread.
import ESpeakNg from 'espeak-ng';
import { SAMPLE_RATE } from '../audio/instruments';
import type { Pcm } from '../audio/synth';

export interface Wav {
  sampleRate: number;
  channels: number;
  /** The samples of the first channel, -1..1. */
  samples: Float32Array;
  durationMs: number;
}

/** Reads a 16-bit PCM WAV file: its fmt chunk and its data (to the end of the file when the size is unset, as a stream writes it). */
export function parseWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let sampleRate = 0;
  let channels = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = tag(offset);
    const declared = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(start, true) !== 1 || view.getUint16(start + 14, true) !== 16) throw new Error('Only 16-bit PCM WAV is read');
      channels = view.getUint16(start + 2, true);
      sampleRate = view.getUint32(start + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      const size = declared === 0 || declared === 0xffffffff || start + declared > bytes.length ? bytes.length - start : declared;
      const frames = Math.floor(size / (2 * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(start + i * 2 * channels, true) / 32768;
      return { sampleRate, channels, samples, durationMs: Math.round((frames * 1000) / sampleRate) };
    }
    offset = start + declared + (declared % 2);
  }
  throw new Error('WAV file without data');
}

/** The text read in the voice, as eSpeak NG writes it (22,050 Hz mono 16-bit WAV). */
export async function speak(text: string, voice: string): Promise<Uint8Array> {
  const espeak = await ESpeakNg({ arguments: ['-w', 'out.wav', '-v', voice, text], print: () => undefined, printErr: () => undefined });
  return espeak.FS.readFile('out.wav');
}

/** The speech as stereo PCM at the encoder's rate (linear interpolation), with a short lead-in of silence. */
export function speechPcm(wav: Wav, leadInMs = 300): Pcm {
  const lead = Math.round((leadInMs * SAMPLE_RATE) / 1000);
  const length = lead + Math.round((wav.samples.length * SAMPLE_RATE) / wav.sampleRate);
  const left = new Float32Array(length);
  const step = wav.sampleRate / SAMPLE_RATE;
  for (let i = lead; i < length; i++) {
    const at = (i - lead) * step;
    const index = Math.floor(at);
    const a = wav.samples[index] ?? 0;
    const b = wav.samples[index + 1] ?? a;
    left[i] = a + (b - a) * (at - index);
  }
  return { sampleRate: SAMPLE_RATE, left, right: left.slice() };
}
