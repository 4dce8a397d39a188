// The audio files of the catalogue, rendered once and kept under DATA_DIR/audio: a file asked for the
// first time is rendered and encoded in a worker thread (one job at a time per worker, so the request
// thread and the database keep their core), requests for a file being rendered wait for that same job,
// and the file lands by rename, so a reader never sees half of one.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../log';
import type { AudioKind } from './excerpt';
import type { TrackFacts } from './plan';
import type { RenderJob, RenderReply, SpeechFacts } from './render';

/**
 * Bumped whenever the synthesiser or the encoding changes what a track sounds like: files and ETags of
 * an older version are then never served again.
 */
export const AUDIO_VERSION = 1;

export interface AudioFile {
  path: string;
  size: number;
  /** Strong validator: the version, the file and its size. */
  etag: string;
}

export interface AudioLibraryOptions {
  dir: string;
  log: Logger;
  /** Worker threads rendering at once. */
  workers?: number;
}

const WORKER_MODULE = new URL('./worker.ts', import.meta.url).href;
const TYPESCRIPT_WORKER = new URL('../db/pglite/typescriptWorker.mjs', import.meta.url);

interface Pending {
  resolve(reply: RenderReply): void;
}

export class AudioLibrary {
  /** Files rendered by this process (tests read it to see the cache at work). */
  renders = 0;
  private readonly inFlight = new Map<string, Promise<AudioFile>>();
  private readonly queue: { job: RenderJob; done: Pending }[] = [];
  private readonly idle: Worker[] = [];
  private readonly workers: Worker[] = [];
  /** The job each busy worker is on. */
  private readonly busy = new Map<Worker, Pending>();
  private nextJob = 1;

  constructor(private readonly options: AudioLibraryOptions) {}

  /** The file of a track's audio, rendering it first when it is not on disk yet. */
  file(facts: TrackFacts, kind: AudioKind): Promise<AudioFile> {
    const name = `${createHash('sha256').update(facts.id).digest('base64url')}.${kind}.v${AUDIO_VERSION}.mp3`;
    const running = this.inFlight.get(name);
    if (running) return running;
    const path = join(this.options.dir, name);
    const result = this.existing(path).then((found) => found ?? this.render(facts, kind, path));
    this.inFlight.set(name, result);
    // Once on disk the file is found there; a failed render may be tried again.
    void result.finally(() => this.inFlight.delete(name)).catch(() => undefined);
    return result;
  }

  /**
   * The file of a text read out in a voice (a message's speech), rendering it first when it is not on
   * disk yet, with its length: kept beside it, as nothing else knows it before the render.
   */
  speech(facts: SpeechFacts): Promise<AudioFile & { durationMs: number }> {
    const name = `${createHash('sha256').update(`${facts.voice}\n${facts.text}`).digest('base64url')}.speech.v${AUDIO_VERSION}.mp3`;
    const running = this.inFlight.get(name) as Promise<AudioFile & { durationMs: number }> | undefined;
    if (running) return running;
    const path = join(this.options.dir, name);
    const result = this.existing(path).then(async (found) => {
      const durationMs = found ? Number(await readFile(`${path}.ms`, 'utf8').catch(() => NaN)) : NaN;
      if (found && Number.isFinite(durationMs)) return { ...found, durationMs };
      const reply = await this.run({ id: this.nextJob++, speech: facts });
      if ('error' in reply) throw new Error(`Reading out a message failed: ${reply.error}`);
      this.renders++;
      await mkdir(this.options.dir, { recursive: true });
      await writeFile(`${path}.ms`, String(reply.durationMs));
      return { ...(await this.store(path, reply.mp3)), durationMs: reply.durationMs };
    });
    this.inFlight.set(name, result);
    void result.finally(() => this.inFlight.delete(name)).catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    this.workers.length = 0;
    this.idle.length = 0;
  }

  private async existing(path: string): Promise<AudioFile | null> {
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { path, size: info.size, etag: `"a${AUDIO_VERSION}-${info.size}-${path.slice(-60).replace(/[^A-Za-z0-9_-]/g, '')}"` } : null;
  }

  private async render(facts: TrackFacts, kind: AudioKind, path: string): Promise<AudioFile> {
    const reply = await this.run({ id: this.nextJob++, facts, kind });
    if ('error' in reply) throw new Error(`Rendering ${kind} of ${facts.id} failed: ${reply.error}`);
    this.renders++;
    this.options.log.info({ trackId: facts.id, kind, durationMs: facts.durationMs, bytes: reply.mp3.length, renderMs: Math.round(reply.renderMs), encodeMs: Math.round(reply.encodeMs) }, 'rendered audio');
    return this.store(path, reply.mp3);
  }

  /** Writes a rendered file where readers find it, by rename, so none sees half of one. */
  private async store(path: string, mp3: Uint8Array): Promise<AudioFile> {
    await mkdir(this.options.dir, { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, mp3);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return (await this.existing(path))!;
  }

  private run(job: RenderJob): Promise<RenderReply> {
    return new Promise((resolve) => {
      this.queue.push({ job, done: { resolve } });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.workers.length < (this.options.workers ?? 1) ? this.startWorker() : null);
      if (!worker) return;
      const { job, done } = this.queue.shift()!;
      this.busy.set(worker, done);
      worker.postMessage(job);
    }
  }

  private startWorker(): Worker {
    const worker = new Worker(TYPESCRIPT_WORKER, { workerData: { module: WORKER_MODULE } });
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      this.busy.get(worker)?.resolve(reply);
      this.busy.delete(worker);
      this.idle.push(worker);
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.options.log.error({ err: error }, 'audio worker failed');
      this.workers.splice(this.workers.indexOf(worker), 1);
      if (this.idle.includes(worker)) this.idle.splice(this.idle.indexOf(worker), 1);
      // Its job, if any, fails; the next job starts another worker.
      this.busy.get(worker)?.resolve({ id: 0, error: error.message });
      this.busy.delete(worker);
      this.dispatch();
    });
    this.workers.push(worker);
    return worker;
  }
}
