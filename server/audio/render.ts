// One audio file of a track, from its catalogue facts to MP3 bytes: what a worker thread does per job.
import { encodeMp3 } from './mp3';
import { windowOf } from './excerpt';
import type { AudioKind } from './excerpt';
import { renderTrack } from './synth';
import type { TrackFacts } from './plan';

export interface RenderJob {
  id: number;
  facts: TrackFacts;
  kind: AudioKind;
}

export type RenderReply = { id: number; mp3: Uint8Array; renderMs: number; encodeMs: number; error?: never } | { id: number; error: string };

export async function renderAudio(job: Omit<RenderJob, 'id'>): Promise<{ mp3: Uint8Array; renderMs: number; encodeMs: number }> {
  const started = performance.now();
  const pcm = renderTrack(job.facts, windowOf(job.kind, job.facts.durationMs));
  const rendered = performance.now();
  const mp3 = await encodeMp3(pcm);
  return { mp3, renderMs: rendered - started, encodeMs: performance.now() - rendered };
}
