// One audio file, from its facts to MP3 bytes: what a worker thread does per job. A track's is
// synthesised from its catalogue facts; a message's is its text read out (../messaging/tts.ts).
import { encodeMp3 } from './mp3';
import { windowOf } from './excerpt';
import type { AudioKind } from './excerpt';
import { renderTrack } from './synth';
import type { TrackFacts } from './plan';
import { parseWav, speak, speechPcm } from '../messaging/tts';

export interface SpeechFacts {
  text: string;
  voice: string;
}

export type RenderWork = { facts: TrackFacts; kind: AudioKind } | { speech: SpeechFacts };
export type RenderJob = RenderWork & { id: number };

export type RenderReply = { id: number; mp3: Uint8Array; renderMs: number; encodeMs: number; durationMs: number; error?: never } | { id: number; error: string };

export async function renderAudio(job: RenderWork): Promise<{ mp3: Uint8Array; renderMs: number; encodeMs: number; durationMs: number }> {
  const started = performance.now();
  let pcm;
  if ('speech' in job) pcm = speechPcm(parseWav(await speak(job.speech.text, job.speech.voice)));
  else pcm = renderTrack(job.facts, windowOf(job.kind, job.facts.durationMs));
  const rendered = performance.now();
  const mp3 = await encodeMp3(pcm);
  return { mp3, renderMs: rendered - started, encodeMs: performance.now() - rendered, durationMs: Math.round((pcm.left.length * 1000) / pcm.sampleRate) };
}
