// The worker thread that renders and encodes audio, so the server's request thread never does.
import { parentPort } from 'node:worker_threads';
import { renderAudio } from './render';
import type { RenderJob, RenderReply } from './render';

parentPort!.on('message', async (job: RenderJob) => {
  try {
    const { mp3, renderMs, encodeMs, durationMs } = await renderAudio(job);
    const reply: RenderReply = { id: job.id, mp3, renderMs, encodeMs, durationMs };
    parentPort!.postMessage(reply, [mp3.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
  }
});
