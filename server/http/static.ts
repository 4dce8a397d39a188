// Serves the built web app: files from the dist directory, and index.html for any other page path
// (history fallback), so deep links like /accounts/_/zones load the app. Text files go out as the
// brotli or gzip copy the build wrote beside them (scripts/precompressPlugin.ts) when the browser
// accepts it; source maps and the build's own metadata are never served.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The copies the build writes, by the Content-Encoding they are sent with; identity is the file itself. */
const ENCODED_COPIES: Record<string, string> = { br: '.br', gzip: '.gz' };
/** Best first: brotli is the smaller where both are accepted. */
const ENCODINGS = ['br', 'gzip', 'identity'];

/** Paths a browser never gets: source maps (they would publish the sources) and the build's metadata. */
function isPrivate(pathname: string): boolean {
  return pathname.endsWith('.map') || pathname.split('/').some((segment) => segment.startsWith('.')) || /\.(?:br|gz)$/.test(pathname);
}

export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);

  async function fileAt(pathname: string): Promise<{ file: string; size: number } | null> {
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (file !== root && !file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { file, size: info.size } : null;
  }

  /** The file's best copy the request accepts: its precompressed sibling when there is one. */
  async function representation(request: IncomingMessage, file: { file: string; size: number }) {
    const accepted = new Negotiator(request).encodings(ENCODINGS, { preferred: ENCODINGS });
    for (const encoding of accepted) {
      const suffix = ENCODED_COPIES[encoding];
      if (!suffix) return { ...file, encoding: null };
      const info = await stat(file.file + suffix).catch(() => null);
      if (info?.isFile()) return { file: file.file + suffix, size: info.size, encoding };
    }
    return { ...file, encoding: null };
  }

  return async function serveStatic(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (isPrivate(url.pathname)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let found = await fileAt(url.pathname).catch(() => null);
    const fallback = !found;
    if (!found) found = await fileAt('/index.html');
    if (!found) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app has not been built: run npm run build.');
      return;
    }
    const sent = await representation(request, found);
    // Hashed assets never change; index.html must be revalidated so a new build is picked up.
    const immutable = !fallback && url.pathname.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(basename(found.file))] ?? 'application/octet-stream',
      'content-length': String(sent.size),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(sent.file).pipe(response);
  };
}
