// A worker thread does not inherit the server's TypeScript loader (tsx): this plain module registers
// it, then loads the worker's TypeScript module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
