// Starts the embedded database in a worker thread (./worker.ts) and answers with the PostgreSQL URL
// it listens on: PGlite's queries then run beside the request thread instead of on it.
import { Worker } from 'node:worker_threads';

export interface WorkerOptions {
  /** Data directory; in memory when absent. */
  dataDir?: string;
  /** A data directory dump to start from. */
  template?: Uint8Array<ArrayBuffer>;
}

export type ThreadRequest = { type: 'dump' } | { type: 'close' };
export type ThreadReply = { type: 'ready'; port: number } | { type: 'dump'; dump: Uint8Array<ArrayBuffer> } | { type: 'closed' };

export interface PgliteThread {
  url: string;
  /** The data directory as a tar dump, to start other databases from. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

const WORKER = new URL('./worker.ts', import.meta.url).href;

export async function startPgliteThread(options: WorkerOptions): Promise<PgliteThread> {
  const worker = new Worker(new URL('./typescriptWorker.mjs', import.meta.url), { workerData: { ...options, module: WORKER }, transferList: options.template ? [options.template.buffer] : [] });
  const reply = <T extends ThreadReply['type']>(type: T) =>
    new Promise<Extract<ThreadReply, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ThreadReply) => {
        if (message.type !== type) return;
        worker.off('message', onMessage).off('error', reject);
        resolve(message as Extract<ThreadReply, { type: T }>);
      };
      worker.on('message', onMessage).once('error', reject);
    });
  const send = (request: ThreadRequest) => worker.postMessage(request);
  const { port } = await reply('ready');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async dump() {
      const answer = reply('dump');
      send({ type: 'dump' });
      return new Blob([(await answer).dump]);
    },
    async close() {
      const answer = reply('closed');
      send({ type: 'close' });
      await answer;
      await worker.terminate();
    },
  };
}
