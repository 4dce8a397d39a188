// The worker thread that owns the embedded database (started by ./thread.ts): PGlite runs here, off
// the thread that answers requests, and serves the PostgreSQL wire protocol on a loopback port so
// that the server reaches it with the same driver as a real PostgreSQL.
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SharedSession } from './sharedSession';
import type { ThreadReply, ThreadRequest, WorkerOptions } from './thread';

const options = workerData as WorkerOptions;
const db = new PGlite({
  // Catalogue search matches typos by trigrams (migration 0009 creates the extension).
  extensions: { pg_trgm },
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.template ? { loadDataDir: new Blob([options.template]) } : {}),
});
await db.waitReady;

// The handler is typed against the library's own queue class; ours has the same methods.
const queryQueue = new SharedSession(db) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
const open = new Set<Socket>();
const sockets = createServer((socket) => {
  open.add(socket.once('close', () => open.delete(socket)));
  void new PGLiteSocketHandler({ queryQueue, closeOnDetach: true }).attach(socket);
});
await new Promise<void>((resolve) => sockets.listen(0, '127.0.0.1', resolve));

const port = parentPort!;
port.on('message', async (request: ThreadRequest) => {
  if (request.type === 'dump') {
    const dump = new Uint8Array(await ((await db.dumpDataDir('none')) as Blob).arrayBuffer());
    port.postMessage({ type: 'dump', dump } satisfies ThreadReply, [dump.buffer]);
  } else {
    const stopped = new Promise((resolve) => sockets.close(resolve));
    for (const socket of open) socket.destroy();
    await stopped;
    await db.close();
    port.postMessage({ type: 'closed' } satisfies ThreadReply);
  }
});
port.postMessage({ type: 'ready', port: (sockets.address() as { port: number }).port } satisfies ThreadReply);
