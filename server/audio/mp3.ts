// MP3 encoding through LAME compiled to WebAssembly (wasm-media-encoders): 128 kbit/s constant bit
// rate, 44.1 kHz joint stereo, what streaming services send at normal quality. Constant bit rate
// lets a player seek by byte offset, which is what HTTP Range requests of an <audio> element do.
import { createMp3Encoder } from 'wasm-media-encoders';
import type { Pcm } from './synth';

export const MP3_BITRATE_KBPS = 128;
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';

/** PCM is handed to the encoder in blocks of this many samples, a multiple of the 1,152 of an MP3 frame. */
const BLOCK = 1152 * 64;

export async function encodeMp3(pcm: Pcm): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: pcm.sampleRate, channels: 2, bitrate: MP3_BITRATE_KBPS });
  const parts: Uint8Array[] = [];
  // The encoder owns the array it returns and reuses it: each part is copied before the next call.
  for (let i = 0; i < pcm.left.length; i += BLOCK) parts.push(encoder.encode([pcm.left.subarray(i, i + BLOCK), pcm.right.subarray(i, i + BLOCK)]).slice());
  parts.push(encoder.finalize().slice());
  return Buffer.concat(parts);
}
