import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompressPlugin';
import { createStaticHandler } from './static';
import { requestRaw } from './testing';

const SCRIPT = `export const tracks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `track ${i}`))};\n`;
const TINY = 'export const x = 1;\n';

describe('the static web app', () => {
  let dist: string;
  let origin: string;
  const server = createServer();

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'cadence-static-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, 'index.html'), `<!doctype html><title>Cadence</title>${'<!-- padding -->'.repeat(100)}`);
    await writeFile(join(dist, 'assets', 'app-3f1a.js'), SCRIPT);
    await writeFile(join(dist, 'assets', 'app-3f1a.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    await writeFile(join(dist, 'assets', 'tiny-0b2c.js'), TINY);
    await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
    await precompressDirectory(dist);
    const serve = createStaticHandler(dist);
    server.on('request', (request, response) => void serve(request, response, new URL(request.url ?? '/', 'http://localhost')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string, method = 'GET') => requestRaw(`${origin}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy where brotli is accepted, even when the browser lists gzip first', async () => {
    const response = await get('/assets/app-3f1a.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy where only gzip is accepted', async () => {
    const response = await get('/assets/app-3f1a.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself where nothing, or brotli and gzip refused, is accepted', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/app-3f1a.js', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const response = await get('/assets/tiny-0b2c.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(TINY);
  });

  it('answers a page path with index.html, compressed and revalidated', async () => {
    const response = await get('/accounts/_/zones', 'br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.body).toString()).toContain('<title>Cadence</title>');
  });

  it('answers HEAD with the headers of the copy it would send and no body', async () => {
    const response = await get('/assets/app-3f1a.js', 'gzip', 'HEAD');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it('never sends source maps, the compressed copies by name, or the build metadata', async () => {
    for (const path of ['/assets/app-3f1a.js.map', '/assets/app-3f1a.js.br', '/assets/app-3f1a.js.gz', '/.vite/manifest.json']) {
      const response = await get(path, 'br');
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('secret');
    }
  });
});
