// The REST contract at run time: each operation of schema/rest.openapi.yaml with a matcher for its path,
// a parser for its parameters and validators for its request and responses (JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load as parseYaml } from 'js-yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { messages, EMAIL_PATTERN, POSTAL_CODE_PATTERN, COMPACT_TIMESTAMP_PATTERN } from '../../src/domain/validation';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
  style?: string;
  explode?: boolean;
}

export interface ContractOperation {
  operationId: string;
  method: Method;
  path: string;
  /** The service the path belongs to (its tag). */
  service: string;
  /** Whether the operation needs a bearer token, takes one if sent, or is public. */
  authentication: 'required' | 'optional' | 'none';
  /** The path parameters of a matching path, typed by their schemas (integers as numbers); null when the path does not match. */
  match(pathname: string): Record<string, unknown> | null;
  /** Parses the query string into typed values (numbers, booleans, comma or repeated arrays). */
  parseQuery(search: URLSearchParams): Record<string, unknown>;
  /** Field messages for an invalid request; empty when it is valid. */
  validateRequest(request: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, string>; body: unknown }): Record<string, string>;
  /** Problems of a response against the contract; empty when it conforms. */
  validateResponse(status: number, contentType: string | null, body: unknown): string[];
  /** Media type of the request body the operation takes, if any. */
  requestMediaType: string | null;
  /** How the service answers a bad request: ours, or a third party's own error shape (stand-ins). */
  badRequestShape: BadRequestShape;
}

/** Error bodies of a bad request: ours (ValidationError) or the third party's a stand-in imitates. */
export type BadRequestShape = 'cadence' | 'spotify' | 'spotify-auth' | 'adyen' | 'html';

const SHAPES_BY_SCHEMA: Record<string, BadRequestShape> = {
  ValidationError: 'cadence',
  SpotifyError: 'spotify',
  SpotifyAuthError: 'spotify-auth',
  AdyenServiceError: 'adyen',
};

const escapePointer = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const pointer = (...segments: (string | number)[]) => 'rest#/' + segments.map((s) => escapePointer(String(s))).join('/');

const REST_SCHEMA = new URL('../../schema/rest.openapi.yaml', import.meta.url);

/** The OpenAPI document as data. YAML 1.2 core types: a date-like example stays a string. */
export function readContractDocument(file: URL = REST_SCHEMA): unknown {
  return parseYaml(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA });
}

export function loadContract(file = REST_SCHEMA) {
  const document = readContractDocument(file) as {
    paths: Record<string, Record<string, unknown> & { parameters?: unknown[] }>;
    components: Record<string, Record<string, unknown>>;
    security?: unknown[];
  };
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: false });
  addFormats(ajv);
  ajv.addSchema(document, 'rest');

  const resolve = <T>(value: unknown): T => {
    let node = value as { $ref?: string };
    while (node && typeof node === 'object' && typeof node.$ref === 'string') {
      node = node.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((n, s) => (n as Record<string, unknown>)[s], document) as { $ref?: string };
    }
    return node as T;
  };

  /** A parameter and where its object lives in the document (following a $ref to its target). */
  const located = (raw: unknown, at: (string | number)[]) => {
    const ref = (raw as { $ref?: string }).$ref;
    const target = ref ? ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')) : at;
    return { param: resolve<ParameterObject>(raw), at: target };
  };

  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const pathParameters = (item.parameters ?? []).map((p, i) => located(p, ['paths', path, 'parameters', i]));
    for (const method of METHODS) {
      const raw = item[method] as
        | { operationId: string; tags: string[]; security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }
        | undefined;
      if (!raw) continue;
      const own = (raw.parameters ?? []).map((p, i) => located(p, ['paths', path, method, 'parameters', i]));
      const parameters = [...pathParameters.filter((p) => !own.some((o) => o.param.name === p.param.name && o.param.in === p.param.in)), ...own];
      operations.push(buildOperation(path, method, raw, parameters));
    }
  }

  function buildOperation(
    path: string,
    method: Method,
    raw: { operationId: string; tags: string[]; security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> },
    parameters: { param: ParameterObject; at: (string | number)[] }[],
  ): ContractOperation {
    const names: string[] = [];
    const regex = new RegExp(
      '^' +
        path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        }) +
        '$',
    );
    const requestBody = resolve<{ required?: boolean; content?: Record<string, unknown> } | undefined>(raw.requestBody);
    const requestMediaType = requestBody?.content ? Object.keys(requestBody.content)[0]! : null;

    const group = (where: ParameterObject['in']) => {
      const own = parameters.filter((p) => p.param.in === where);
      return {
        type: 'object',
        properties: Object.fromEntries(own.map(({ param, at }) => [where === 'header' ? param.name.toLowerCase() : param.name, { $ref: pointer(...at, 'schema') }])),
        required: own.filter((p) => p.param.required).map((p) => (where === 'header' ? p.param.name.toLowerCase() : p.param.name)),
        ...(where === 'query' ? { additionalProperties: false } : {}),
      };
    };
    const requestSchema = {
      type: 'object',
      properties: {
        path: group('path'),
        query: group('query'),
        headers: group('header'),
        ...(requestMediaType ? { body: { $ref: pointer('paths', path, method, 'requestBody', 'content', requestMediaType, 'schema') } } : {}),
      },
      required: requestBody?.required ? ['body'] : [],
    };
    // Resolve a $ref'd requestBody for the pointer above.
    if (raw.requestBody && (raw.requestBody as { $ref?: string }).$ref) throw new Error(`${raw.operationId}: requestBody must be inline`);
    const badRequest = resolve<{ content?: Record<string, { schema?: { $ref?: string } }> } | undefined>(raw.responses['400']);
    const [badRequestType, badRequestMedia] = Object.entries(badRequest?.content ?? {})[0] ?? [];
    const badRequestShape: BadRequestShape =
      badRequestType === 'text/html' ? 'html' : (SHAPES_BY_SCHEMA[resolveSchemaName(badRequestMedia?.schema)] ?? 'cadence');
    let validateRequest: ValidateFunction | null = null;
    const responseValidators = new Map<string, ValidateFunction | null>();

    return {
      operationId: raw.operationId,
      method,
      path,
      service: raw.tags[0]!,
      authentication: !raw.security ? 'required' : raw.security.length === 0 ? 'none' : raw.security.some((s) => Object.keys(s as object).length === 0) ? 'optional' : 'required',
      requestMediaType,
      badRequestShape,
      match(pathname) {
        const found = regex.exec(pathname);
        if (!found) return null;
        try {
          return Object.fromEntries(
            names.map((name, i) => {
              const value = decodeURIComponent(found[i + 1]!);
              const param = parameters.find((p) => p.param.in === 'path' && p.param.name === name);
              return [name, param ? pathValue(value, resolveSchema(param.param.schema)) : value];
            }),
          );
        } catch {
          return null;
        }
      },
      parseQuery(search) {
        const query: Record<string, unknown> = {};
        for (const { param } of parameters.filter((p) => p.param.in === 'query')) {
          const values = search.getAll(param.name);
          if (values.length === 0) continue;
          const schema = resolveSchema(param.schema);
          if (schemaType(schema) === 'array') {
            const itemSchema = resolveSchema(schema.items as Record<string, unknown>);
            const items = param.explode === false ? values.flatMap((v) => v.split(',')) : values;
            query[param.name] = items.filter((v) => v !== '').map((v) => coerce(v, itemSchema));
          } else {
            query[param.name] = coerce(values[values.length - 1]!, schema);
          }
        }
        for (const name of search.keys()) if (!(name in query) && !parameters.some((p) => p.param.in === 'query' && p.param.name === name)) query[name] = search.get(name);
        return query;
      },
      validateRequest(request) {
        validateRequest ??= ajv.compile(requestSchema);
        if (validateRequest(request)) return {};
        return fieldMessages(validateRequest.errors ?? []);
      },
      validateResponse(status, contentType, body) {
        const statusKey = raw.responses[String(status)] ? String(status) : raw.responses[`${String(status)[0]}XX`] ? `${String(status)[0]}XX` : 'default';
        const response = resolve<{ content?: Record<string, unknown> } | undefined>(raw.responses[statusKey]);
        if (!response) return [`status ${status} is not a response of ${raw.operationId}`];
        const mediaType = contentType?.split(';')[0]?.trim() ?? null;
        if (!response.content) return body === null || body === undefined || body === '' ? [] : [`${raw.operationId} ${status} must have no body`];
        if (!mediaType || !(mediaType in response.content)) return [`${raw.operationId} ${status} must be one of ${Object.keys(response.content).join(', ')}, not ${mediaType}`];
        if (!mediaType.includes('json')) return [];
        const key = `${statusKey} ${mediaType}`;
        if (!responseValidators.has(key)) {
          const ref = (raw.responses[statusKey] as { $ref?: string }).$ref;
          const schemaPointer = ref
            ? 'rest' + ref + '/content/' + escapePointer(mediaType) + '/schema'
            : pointer('paths', path, method, 'responses', statusKey, 'content', mediaType, 'schema');
          responseValidators.set(key, ajv.compile({ $ref: schemaPointer }));
        }
        const validate = responseValidators.get(key)!;
        return validate && !validate(body) ? (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`) : [];
      },
    };
  }

  /** The component name a schema refers to, following refs and single-part allOf wrappers. */
  function resolveSchemaName(schema: { $ref?: string; allOf?: unknown[] } | undefined): string {
    if (!schema) return '';
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      const target = resolve<{ allOf?: { $ref?: string }[] }>(schema);
      return SHAPES_BY_SCHEMA[name] ? name : resolveSchemaName(target?.allOf?.find((part) => part.$ref));
    }
    return '';
  }

  function resolveSchema(schema: unknown): Record<string, unknown> {
    return resolve<Record<string, unknown>>(schema) ?? {};
  }

  function schemaType(schema: Record<string, unknown>): string | undefined {
    const type = schema.type;
    if (Array.isArray(type)) return type.find((t) => t !== 'null');
    if (typeof type === 'string') return type;
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      for (const part of (schema[key] as unknown[]) ?? []) {
        const found = schemaType(resolveSchema(part));
        if (found) return found;
      }
    }
    return undefined;
  }

  /** A path parameter's value: an array one is a comma list (style simple), each item typed by the items' schema. */
  function pathValue(value: string, schema: Record<string, unknown>): unknown {
    if (schemaType(schema) !== 'array') return coerce(value, schema);
    const itemSchema = resolveSchema(schema.items);
    return value.split(',').map((item) => coerce(item, itemSchema));
  }

  function coerce(value: string, schema: Record<string, unknown>): unknown {
    switch (schemaType(schema)) {
      case 'integer':
      case 'number':
        return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
      case 'boolean':
        return value === 'true' ? true : value === 'false' ? false : value;
      default:
        return value;
    }
  }

  return { document, operations, resolve };
}

export type Contract = ReturnType<typeof loadContract>;

/** The spec's message for each invalid field (core.md 5), keyed by the field's name. */
export function fieldMessages(errors: ErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    if (['anyOf', 'oneOf', 'allOf', 'if', '$ref'].includes(error.keyword)) continue;
    const segments = error.instancePath.split('/').slice(2).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') segments.push((error.params as { missingProperty: string }).missingProperty);
    if (error.keyword === 'additionalProperties') segments.push((error.params as { additionalProperty: string }).additionalProperty);
    const where = error.instancePath.split('/')[1];
    const name = segments.join('.') || (where === 'body' ? 'body' : (where ?? 'request'));
    fields[name] ??= messageFor(error);
  }
  return fields;
}

function messageFor(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return messages.required;
    case 'minLength':
      return params.limit === 1 ? messages.required : messages.minLength(params.limit as number);
    case 'maxLength':
      return messages.maxLength(params.limit as number);
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? messages.number : error.instancePath.endsWith('/body') ? 'Must be a JSON object' : messages.invalid;
    case 'enum':
      return messages.oneOf(params.allowedValues as unknown[]);
    case 'const':
      return messages.oneOf([params.allowedValue]);
    case 'minimum':
      return messages.minimum(params.limit as number);
    case 'maximum':
      return messages.maximum(params.limit as number);
    case 'additionalProperties':
      return messages.unknownField;
    case 'format':
      return params.format === 'email' ? messages.email : params.format === 'date-time' || params.format === 'date' ? messages.timestamp : messages.invalid;
    case 'pattern':
      if (params.pattern === EMAIL_PATTERN.source || String(params.pattern).includes('@')) return messages.email;
      if (params.pattern === POSTAL_CODE_PATTERN.source || String(params.pattern).startsWith('^[A-Za-z0-9][A-Za-z0-9 ')) return messages.postalCode;
      if (params.pattern === COMPACT_TIMESTAMP_PATTERN.source) return messages.timestamp;
      return messages.invalid;
    default:
      return messages.invalid;
  }
}
