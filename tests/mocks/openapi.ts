// The REST contract as data: the parsed OpenAPI document and a validator of bodies against its schemas.
import { readContractDocument } from '../../server/rest/contract';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface OpenApiOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  tags: { name: string; description?: string }[];
}

export function loadRestDocument(): OpenApiDocument {
  return readContractDocument() as OpenApiDocument;
}

export function listOperations(document: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      ...(item[method] as Omit<OpenApiOperation, 'method' | 'path'>),
      method,
      path,
    })),
  );
}

/** Follows a local `$ref` (such as '#/components/responses/NotFound') to the object it names. */
export function resolveRef<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], document);
  return resolveRef(document, target as T | { $ref: string });
}

/** JSON pointer (as a URI fragment) of a response body schema, for `validator.validate`. */
export function responseSchemaPointer(operation: OpenApiOperation, status: string, mediaType = 'application/json'): string {
  const segments = ['paths', operation.path, operation.method, 'responses', status, 'content', mediaType, 'schema'];
  return '#/' + segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
}

/**
 * Validates values against schemas inside the OpenAPI document (JSON Schema 2020-12, as OpenAPI 3.1
 * specifies). Pointers name the schema, e.g. '#/components/schemas/Account'.
 */
export function createSchemaValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'rest');
  const compiled = new Map<string, ValidateFunction>();

  return {
    validate(pointer: string, value: unknown): string[] {
      let check = compiled.get(pointer);
      if (!check) {
        check = ajv.compile({ $ref: `rest${pointer}` });
        compiled.set(pointer, check);
      }
      return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
    },
  };
}
