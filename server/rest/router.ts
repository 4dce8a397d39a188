// Serves the REST services: matches a request to an operation of the contract, authenticates it,
// validates it (400 with the per-field messages of core.md 5), runs its handler and, when asked,
// validates the answer against the contract too (tests fail on an answer that breaks it).
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BadRequestShape, Contract, ContractOperation } from './contract';
import type { FileRange, RestHandlers, RestRequest } from './handlers';
import type { RequestContext } from '../context';
import { ApiError, badRequest, unauthorized } from '../errors';
import type { Logger } from '../log';

const MAX_BODY_BYTES = 1024 * 1024;

/** What a handler answered (or the error it threw), before it is written. */
interface Outcome {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string | Uint8Array;
  file?: FileRange;
  contentType?: string;
}

export interface RestRouterOptions {
  contract: Contract;
  handlers: RestHandlers;
  /** Builds the context of a request (viewer, loaders...); throws ApiError for a bad token. */
  createContext(request: IncomingMessage, operation: ContractOperation): Promise<RequestContext>;
  /** Check every answer against the contract and fail loudly when it does not conform (tests). */
  validateResponses: boolean;
  log: Logger;
}

export function createRestRouter(options: RestRouterOptions) {
  const { contract, handlers } = options;
  const prefixes = [...new Set(contract.operations.map((op) => op.path.split('/').slice(0, op.path.startsWith('/stand-in/') ? 3 : 2).join('/')))];

  // A concrete path wins over a templated one (/api/users/verify before /api/users/{userId}).
  const literalSegments = (path: string) => path.split('/').filter((segment) => segment && !segment.includes('{')).length;
  const byPrecedence = [...contract.operations].sort((a, b) => literalSegments(b.path) - literalSegments(a.path));

  function findOperation(method: string, pathname: string) {
    let pathMatched = false;
    for (const operation of byPrecedence) {
      const params = operation.match(pathname);
      if (!params) continue;
      pathMatched = true;
      if (operation.method === method) return { operation, params, pathMatched };
    }
    return { operation: null, params: null, pathMatched };
  }

  /** Whether a path belongs to the REST services (and so is answered here, never by the web app). */
  function owns(pathname: string): boolean {
    return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL, requestId: string): Promise<void> {
    const method = (request.method ?? 'GET').toLowerCase();
    const { operation, params, pathMatched } = findOperation(method === 'head' ? 'get' : method, url.pathname);
    if (!operation) {
      const error = pathMatched ? new ApiError('bad_request', `${request.method} is not allowed on ${url.pathname}`) : new ApiError('not_found', `No operation at ${url.pathname}`);
      return send(response, pathMatched ? 405 : error.status, { 'content-type': 'application/json', 'x-request-id': requestId }, JSON.stringify(error.toBody(requestId)));
    }

    let context: RequestContext | null = null;
    let result: Outcome;
    try {
      const body = await readBody(request, operation);
      context = await options.createContext(request, operation);
      if (operation.authentication === 'required' && context.viewer.kind === 'anonymous') throw unauthorized();
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const query = operation.parseQuery(url.searchParams);
      const fields = operation.validateRequest({ path: params, query, headers, body });
      if (Object.keys(fields).length) throw badRequest(fields);
      const handler = handlers[operation.operationId as keyof RestHandlers] as ((r: RestRequest, c: RequestContext) => Promise<Outcome>) | undefined;
      if (!handler) {
        result = { status: 501, body: { error: 'server_error', message: `${operation.operationId} is not implemented yet` } };
      } else {
        result = await handler({ operationId: operation.operationId as never, params: params as never, query: query as never, body: body as never, headers, url }, context);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bad_request' && operation.badRequestShape !== 'cadence') {
        result = thirdPartyBadRequest(operation.badRequestShape, error);
      } else {
        if (!(error instanceof ApiError)) (context?.log ?? options.log).error({ err: error, operationId: operation.operationId }, 'handler failed');
        result = ourError(error, requestId);
      }
    }

    const headers: Record<string, string> = { 'x-request-id': requestId, ...(result.headers ?? {}) };
    if (context?.reissuedToken && result.status < 400) headers['x-access-token-issued'] = context.reissuedToken;
    let payload: string | Uint8Array | undefined;
    if (result.body !== undefined) {
      headers['content-type'] = 'application/json; charset=utf-8';
      payload = JSON.stringify(result.body);
    } else if (result.raw !== undefined || result.file) {
      headers['content-type'] = result.contentType ?? 'application/octet-stream';
      payload = result.raw;
    }

    if (options.validateResponses && result.status !== 501) {
      const problems = operation.validateResponse(result.status, headers['content-type'] ?? null, result.body);
      if (problems.length) {
        context?.log.error({ operationId: operation.operationId, status: result.status, problems }, 'answer breaks the contract');
        return send(response, 500, { 'content-type': 'application/json', 'x-request-id': requestId }, JSON.stringify({ error: 'server_error', message: `Answer breaks the contract: ${problems.join('; ')}` }));
      }
    }
    if (result.file) return sendFile(response, result.status, headers, result.file, method === 'head');
    return send(response, result.status, headers, method === 'head' ? undefined : payload);
  }

  return { handle, owns, findOperation };
}

function ourError(error: unknown, requestId: string): Outcome {
  const appError = error instanceof ApiError ? error : new ApiError('server_error', 'Unexpected server error');
  return {
    status: appError.status,
    body: appError.toBody(requestId),
    headers: {
      ...(appError.details.retryAfterSeconds !== undefined ? { 'retry-after': String(appError.details.retryAfterSeconds) } : {}),
      ...(appError.details.invalidToken ? { 'www-authenticate': `Bearer error="invalid_token", error_description="${appError.message}"` } : {}),
    },
  };
}

/** A bad request answered the way the third party a stand-in imitates would answer it. */
function thirdPartyBadRequest(shape: Exclude<BadRequestShape, 'cadence'>, error: ApiError): Outcome {
  const summary = Object.entries(error.details.fields ?? {})
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ') || error.message;
  switch (shape) {
    case 'spotify':
      return { status: 400, body: { error: { status: 400, message: summary } } };
    case 'spotify-auth':
      return { status: 400, body: { error: 'invalid_request', error_description: summary } };
    case 'adyen':
      return { status: 400, body: { status: 400, errorCode: '702', message: summary, errorType: 'validation' } };
    case 'html':
      return { status: 400, raw: `<!doctype html><title>Bad request</title><p>${summary.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`, contentType: 'text/html; charset=utf-8' };
  }
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, payload?: string | Uint8Array) {
  // The length, known before the body, lets compression (server/http/compression.ts) leave small answers as they are.
  response.writeHead(status, { ...headers, 'content-length': String(payload === undefined ? 0 : Buffer.byteLength(payload)) });
  response.end(payload);
}

/** Streams a range of a file; HEAD gets the same headers and no body. */
async function sendFile(response: ServerResponse, status: number, headers: Record<string, string>, file: FileRange, headOnly: boolean) {
  response.writeHead(status, { ...headers, 'content-length': String(file.last - file.first + 1) });
  if (headOnly) return void response.end();
  // A client that goes away mid-file (a seek, a skip) ends the stream: that is no failure of ours.
  await pipeline(createReadStream(file.path, { start: file.first, end: file.last }), response).catch(() => response.destroy());
}

async function readBody(request: IncomingMessage, operation: ContractOperation): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw badRequest({ body: 'Must be less than 1048576 bytes' });
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  const type = request.headers['content-type']?.split(';')[0]?.trim();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (!operation.requestMediaType) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest({ body: 'Must be valid JSON' });
  }
}
