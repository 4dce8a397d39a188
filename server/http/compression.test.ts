import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { API_COMPRESSION_THRESHOLD } from './compression';
import { requestRaw } from './testing';

// Introspection is on outside production and its answer is far above the threshold.
const LARGE_QUERY = JSON.stringify({ query: '{ __schema { types { name kind description } } }' });

describe('API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const graphql = (acceptEncoding: string) =>
    requestRaw(`${server.origin}/lucy/control`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding }, body: LARGE_QUERY });

  it('are compressed with brotli or gzip above the threshold, decoding to the same JSON', async () => {
    const plain = await graphql('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD);
    const data = JSON.parse(plain.body.toString());
    expect(data.data.__schema.types.length).toBeGreaterThan(10);

    const br = await graphql('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(data);

    const gzip = await graphql('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(data);
  });

  it('go as they are below the threshold', async () => {
    const response = await requestRaw(`${server.origin}/api/health`, { headers: { 'accept-encoding': 'br, gzip', 'x-api-version': '13' } });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(API_COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ status: 'ok', database: 'ok' });
  });
});
