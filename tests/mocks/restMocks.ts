// Schema-valid mock answers for every REST operation of the contract, generated from the response
// schemas (deterministically, from a seed) unless a test gives its own answer for an operation.
import { OpenAPIRouter } from 'openapi-backend';
import type { Document } from 'openapi-backend';
import { generate } from 'json-schema-faker';
import type { JsonSchema } from 'json-schema-faker';
import { loadRestDocument, listOperations, resolveRef } from './openapi';
import type { OpenApiDocument, OpenApiOperation } from './openapi';

export interface RestMockRequest {
  operation: OpenApiOperation;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  request: Request;
}

/** A test's own answer for an operation: a Response, or a status and JSON body. */
export type RestMockHandler = (
  request: RestMockRequest,
) => Response | { status: number; body?: unknown } | Promise<Response | { status: number; body?: unknown }>;

export interface RestMockOptions {
  /** Answers by operationId, replacing the generated ones. */
  handlers?: Record<string, RestMockHandler>;
  /** Seed of the generated answers; the same seed gives the same answers. */
  seed?: number;
}

const BINARY_BODIES: Record<string, () => BodyInit> = {
  'image/png': () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/svg+xml': () => '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  'audio/mpeg': () => new Uint8Array([0xff, 0xfb, 0x90, 0x00]),
  'text/html': () => '<!doctype html><title>Mock</title>',
  'text/plain': () => 'mock',
};

export function successStatus(operation: OpenApiOperation): string {
  return Object.keys(operation.responses).find((status) => /^[23]\d\d$/.test(status)) ?? 'default';
}

type SchemaNode = Record<string, unknown>;

// json-schema-faker ignores a `$ref` that has sibling keywords (allowed in OpenAPI 3.1) and reads
// `examples` rather than OpenAPI's `example`; rewrite both, and point refs at `$defs` it resolves itself.
function forGenerator(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forGenerator);
  if (!value || typeof value !== 'object') return value;
  const node: SchemaNode = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'example') continue;
    node[key] = key === 'properties'
      ? Object.fromEntries(Object.entries(child as SchemaNode).map(([name, schema]) => [name, forGenerator(schema)]))
      : forGenerator(child);
  }
  if ('example' in value && !('examples' in node)) node.examples = [(value as SchemaNode).example];
  if (typeof node.$ref === 'string') {
    const { $ref, ...siblings } = node;
    const ref = ($ref as string).replace('#/components/schemas/', '#/$defs/');
    return Object.keys(siblings).length ? { ...siblings, allOf: [{ $ref: ref }] } : { $ref: ref };
  }
  return node;
}

const generatorDefs = new WeakMap<OpenApiDocument, unknown>();

/** A value valid against a schema of the document (deterministic for a seed). */
export async function sampleFromSchema(document: OpenApiDocument, schema: unknown, seed: number): Promise<unknown> {
  if (!generatorDefs.has(document)) generatorDefs.set(document, forGenerator(document.components.schemas));
  return generate({ ...(forGenerator(schema) as SchemaNode), $defs: generatorDefs.get(document) } as JsonSchema, {
    seed,
    refDepthMax: 12,
    maxDefaultItems: 2,
    useExamplesValue: true,
    useDefaultValue: true,
    fixedProbabilities: true,
  });
}

/** The generated body of an operation's success answer, valid against its schema. */
export async function mockResponseBody(
  document: OpenApiDocument,
  operation: OpenApiOperation,
  seed: number,
): Promise<{ status: number; mediaType: string | null; body: unknown }> {
  const status = successStatus(operation);
  const response = resolveRef(document, operation.responses[status]!);
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [null, undefined];
  if (!mediaType || !media?.schema || !mediaType.includes('json')) return { status: Number(status), mediaType, body: null };
  return { status: Number(status), mediaType, body: await sampleFromSchema(document, media.schema, seed) };
}

export function createRestMocks(options: RestMockOptions = {}) {
  const document = loadRestDocument();
  const router = new OpenAPIRouter({ definition: document as unknown as Document });
  const seed = options.seed ?? 1;
  const operations = new Map(listOperations(document).map((op) => [op.operationId, op]));

  /** Answers a request to a path of the contract; null when no operation matches. */
  return async function handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    const match = router.matchOperation({
      method: request.method,
      path: url.pathname,
      headers: Object.fromEntries(request.headers),
      query: url.search.slice(1),
    });
    if (!match?.operationId) return null;
    const operation = operations.get(match.operationId)!;
    const handler = options.handlers?.[operation.operationId];
    if (handler) {
      const text = await request.text();
      const answer = await handler({
        operation,
        params: router.parseRequest({ method: request.method, path: url.pathname, headers: {} }, match).params as Record<string, string>,
        query: url.searchParams,
        body: text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || undefined,
        request,
      });
      return answer instanceof Response ? answer : Response.json(answer.body ?? null, { status: answer.status });
    }
    const { status, mediaType, body } = await mockResponseBody(document, operation, seed);
    if (status >= 300 && status < 400) return new Response(null, { status, headers: { location: '/' } });
    if (status === 204 || !mediaType) return new Response(null, { status });
    if (mediaType.includes('json')) return Response.json(body, { status });
    const binary = BINARY_BODIES[mediaType]?.() ?? '';
    return new Response(binary, { status, headers: { 'content-type': mediaType } });
  };
}
