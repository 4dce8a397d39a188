import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../audio/instruments';
import { encodeMp3 } from '../audio/mp3';
import { mp3Frames } from '../audio/testing';
import { parseWav, speak, speechPcm } from './tts';

/** A 16-bit PCM WAV file of the samples, with the data size given (0xffffffff as a stream writes it). */
function wavOf(samples: number[], sampleRate: number, channels = 1, dataSize = samples.length * 2): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataSize, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return bytes;
}

describe('the WAV header', () => {
  it('reads rate, channels, samples and duration', () => {
    const wav = parseWav(wavOf([0, 16384, -32768, 0], 4));
    expect(wav).toMatchObject({ sampleRate: 4, channels: 1, durationMs: 1000 });
    expect([...wav.samples]).toEqual([0, 0.5, -1, 0]);
  });

  it('reads the first channel of interleaved stereo', () => {
    const wav = parseWav(wavOf([100, 9, 200, 9], 2, 2));
    expect(wav.samples.length).toBe(2);
    expect(wav.durationMs).toBe(1000);
  });

  it('reads data to the end of the file when its size is unset', () => {
    expect(parseWav(wavOf([1, 2, 3], 3, 1, 0xffffffff)).samples.length).toBe(3);
  });

  it('refuses what is not a 16-bit PCM WAV', () => {
    expect(() => parseWav(new TextEncoder().encode('ID3 not a wav file at all'))).toThrow('Not a WAV file');
    const eightBit = wavOf([1, 2], 8000);
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(() => parseWav(eightBit)).toThrow('Only 16-bit PCM WAV is read');
  });
});

describe('speech', () => {
  it('reads a text out in a voice, longer for a longer text', async () => {
    const short = parseWav(await speak('Welcome.', 'en-us'));
    const long = parseWav(await speak('Welcome to the store. Happy hour starts now at the bar.', 'en-us'));
    expect(short.sampleRate).toBe(22_050);
    expect(short.durationMs).toBeGreaterThan(300);
    expect(long.durationMs).toBeGreaterThan(short.durationMs * 2);
    expect(Math.max(...long.samples.map(Math.abs))).toBeGreaterThan(0.1);
  }, 20_000);

  it('becomes the encoder PCM: a lead-in of silence, then the speech at 44.1 kHz, and a well-formed MP3', async () => {
    const wav = parseWav(await speak('Hej och välkommen', 'sv'));
    const pcm = speechPcm(wav, 300);
    expect(pcm.sampleRate).toBe(SAMPLE_RATE);
    expect(pcm.left.length).toBe(Math.round(0.3 * SAMPLE_RATE) + Math.round((wav.samples.length * SAMPLE_RATE) / wav.sampleRate));
    expect(pcm.left.subarray(0, Math.round(0.3 * SAMPLE_RATE)).every((sample) => sample === 0)).toBe(true);
    const frames = mp3Frames(await encodeMp3(pcm));
    expect(frames.seconds).toBeGreaterThan(wav.durationMs / 1000);
  }, 20_000);
});
