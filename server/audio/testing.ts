// Reads an MP3 file frame by frame, as a decoder finds them: every frame must start where the one
// before ended, with the MPEG-1 Layer III sync word, so a file that parses to its end is well formed.
const BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];
const SAMPLES_PER_FRAME = 1152;

export function mp3Frames(file: Uint8Array): { frames: number; bytes: number; seconds: number; sampleRate: number; bitrates: number[] } {
  const view = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  let offset = 0;
  let frames = 0;
  let sampleRate = 0;
  const bitrates = new Set<number>();
  while (offset + 4 <= view.length) {
    const header = view.readUInt32BE(offset);
    // 11 sync bits, MPEG-1 (11), Layer III (01).
    if (header >>> 21 !== 0x7ff || ((header >>> 19) & 3) !== 3 || ((header >>> 17) & 3) !== 1) throw new Error(`No MP3 frame at byte ${offset}`);
    const bitrate = BITRATES_KBPS[(header >>> 12) & 15]!;
    sampleRate = SAMPLE_RATES[(header >>> 10) & 3]!;
    bitrates.add(bitrate);
    offset += Math.floor((144_000 * bitrate) / sampleRate) + ((header >>> 9) & 1);
    frames++;
  }
  return { frames, bytes: offset, seconds: (frames * SAMPLES_PER_FRAME) / sampleRate, sampleRate, bitrates: [...bitrates] };
}
