// Audio benchmark (issue 9): renders and encodes 3-minute tracks of several genres the way a worker
// thread of the server does (server/audio/render.ts), and a preview, and prints the time per minute of
// audio, the real-time factor (seconds of audio made per second of work) and the file sizes.
// Prints numbers; asserts nothing. Usage: npm run bench:audio (also the last part of npm run bench).
import { renderAudio } from '../server/audio/render';

const MINUTES = Number(process.env.BENCH_AUDIO_MINUTES ?? 3);
const GENRES = (process.env.BENCH_AUDIO_GENRES ?? 'jazz,electronic,rock,classical,chillout').split(',');

console.log(`\naudio: render + encode of ${MINUTES}-minute tracks (128 kbit/s MP3, 44.1 kHz stereo), one thread`);
console.log('| genre | kind | audio s | render ms | encode ms | ms per audio minute | real-time factor | bytes |\n|---|---|---|---|---|---|---|---|');
const totals = { audio: 0, work: 0 };
for (const genre of GENRES) {
  const facts = { id: `bench-${genre}`, durationMs: MINUTES * 60_000, tags: [genre, 'mid-tempo'] };
  for (const kind of ['track', 'preview'] as const) {
    const { mp3, renderMs, encodeMs } = await renderAudio({ facts, kind });
    const seconds = kind === 'track' ? MINUTES * 60 : 30;
    const work = renderMs + encodeMs;
    if (kind === 'track') Object.assign(totals, { audio: totals.audio + seconds, work: totals.work + work });
    console.log(`| ${genre} | ${kind} | ${seconds} | ${Math.round(renderMs)} | ${Math.round(encodeMs)} | ${Math.round(work / (seconds / 60))} | ${(seconds / (work / 1000)).toFixed(1)}x | ${mp3.length} |`);
  }
}
console.log(`Whole tracks: ${Math.round(totals.work / (totals.audio / 60))} ms of render + encode per minute of audio, real-time factor ${(totals.audio / (totals.work / 1000)).toFixed(1)}x`);
