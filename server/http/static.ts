// Serves the built web app: files from the dist directory, and index.html for any other page path
// (history fallback), so deep links like /accounts/_/zones load the app.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);

  async function fileAt(pathname: string): Promise<string | null> {
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (file !== root && !file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file : null;
  }

  return async function serveStatic(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let file = await fileAt(url.pathname).catch(() => null);
    const fallback = !file;
    if (!file) file = await fileAt('/index.html');
    if (!file) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app has not been built: run npm run build.');
      return;
    }
    // Hashed assets never change; index.html must be revalidated so a new build is picked up.
    const immutable = !fallback && url.pathname.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).pipe(response);
  };
}
