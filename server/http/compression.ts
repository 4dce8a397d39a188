// Compresses API answers (REST JSON, GraphQL over HTTP) on the fly, by what the client accepts;
// small answers go as they are, where compressing costs more than it saves.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { Request, Response } from 'express';

export const API_COMPRESSION_THRESHOLD = 1024;

const middleware = compression({
  threshold: API_COMPRESSION_THRESHOLD,
  // A stream of events must reach the client as each is written, not when a compression block fills;
  // audio is compressed already, and its byte ranges must stay those of the file.
  filter: (request, response) => !/^(?:text\/event-stream|audio\/)/.test(String(response.getHeader('content-type') ?? '')) && compression.filter(request, response),
});

/** Makes `response` compress what is written to it, when the request accepts it and the body is large enough. */
export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  middleware(request as Request, response as Response, () => undefined);
}
