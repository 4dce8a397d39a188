// Bad input never yields a 500: generated invalid bodies and parameters, sent to every REST operation
// of the contract, get a 4xx with the per-field messages, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { loadContract } from './contract';
import type { ContractOperation } from './contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { queryRows } from '../db/client';
import { loadRestDocument } from '../../tests/mocks/openapi';
import { sampleFromSchema } from '../../tests/mocks/restMocks';

const contract = loadContract();
const document = loadRestDocument();

interface Candidate {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

function pathParameterNames(operation: ContractOperation): string[] {
  return [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function requestSchema(operation: ContractOperation): unknown {
  const item = document.paths[operation.path]![operation.method] as { requestBody?: { content?: Record<string, { schema?: unknown }> } };
  return operation.requestMediaType ? item.requestBody?.content?.[operation.requestMediaType]?.schema : undefined;
}

function fieldsOf(operation: ContractOperation, candidate: Candidate): Record<string, string> {
  return operation.validateRequest({
    path: candidate.path,
    query: operation.parseQuery(new URLSearchParams(candidate.query)),
    // Every request is sent with a bearer token.
    headers: { authorization: 'Bearer token' },
    body: candidate.body,
  });
}

/** Invalid requests for an operation: a valid-looking base with one part broken. */
function invalidRequests(operation: ContractOperation, base: Candidate): fc.Arbitrary<Candidate> {
  const names = pathParameterNames(operation);
  const form = operation.requestMediaType === 'application/x-www-form-urlencoded';
  const value = form ? fc.string() : fc.jsonValue();
  const options: fc.Arbitrary<Candidate>[] = [
    fc.string({ minLength: 257, maxLength: 300 }).chain((long) => fc.constantFrom(...(names.length ? names : ['_'])).map((name) => ({ ...base, path: { ...base.path, [name]: long } }))),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string()).map(([name, v]) => ({ ...base, query: [...base.query, [`${name}`, v] as [string, string]] })),
  ];
  if (operation.requestMediaType) {
    options.push(value.map((body) => ({ ...base, body })));
    if (base.body && typeof base.body === 'object' && !Array.isArray(base.body) && Object.keys(base.body).length) {
      options.push(
        fc.tuple(fc.constantFrom(...Object.keys(base.body)), value).map(([key, v]) => ({ ...base, body: { ...(base.body as object), [key]: v } })),
        fc.constantFrom(...Object.keys(base.body)).map((key) => {
          const { [key]: _dropped, ...rest } = base.body as Record<string, unknown>;
          return { ...base, body: rest };
        }),
      );
    }
  }
  return fc.oneof(...options).filter((candidate) => Object.keys(fieldsOf(operation, candidate)).length > 0);
}

describe(`invalid input (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let token: string;
  let tables: string[];

  beforeAll(async () => {
    server = await startTestServer();
    const make = fixtures(server.app.services.db, server.app.services.tokens);
    token = (await make.world()).token;
    tables = (await queryRows<{ tablename: string }>(server.app.services.db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.tablename);
  });
  afterAll(() => server.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await queryRows<{ n: number }>(server.app.services.db, sql.raw(`select count(*)::int as n from "${table}"`));
      counts[table] = row!.n;
    }
    return counts;
  }

  async function send(operation: ContractOperation, candidate: Candidate) {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(candidate.path[name] ?? ''));
    const search = new URLSearchParams(candidate.query).toString();
    const form = operation.requestMediaType === 'application/x-www-form-urlencoded';
    const body =
      candidate.body === undefined
        ? undefined
        : form && candidate.body && typeof candidate.body === 'object'
          ? new URLSearchParams(Object.entries(candidate.body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
          : JSON.stringify(candidate.body);
    const response = await fetch(`${server.origin}${path}${search ? `?${search}` : ''}`, {
      method: operation.method.toUpperCase(),
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
      },
      body,
      redirect: 'manual',
    });
    return { status: response.status, body: (await response.clone().json().catch(() => null)) as { error?: string; message?: string; fields?: Record<string, string> } | null };
  }

  it.each(contract.operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s rejects invalid requests with 400 and writes nothing', async (_, operation) => {
    const names = pathParameterNames(operation);
    const schema = requestSchema(operation);
    const base: Candidate = {
      path: Object.fromEntries(names.map((name) => [name, 'sample-id'])),
      query: [],
      body: schema ? await sampleFromSchema(document, schema, 1) : undefined,
    };
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(invalidRequests(operation, base), async (candidate) => {
        const response = await send(operation, candidate);
        expect(response.status, JSON.stringify(candidate).slice(0, 300)).toBe(400);
        // Stand-ins answer in their third party's own error shape (the router checks it against the contract).
        if (operation.badRequestShape !== 'cadence') return;
        expect(response.body?.error).toBe('bad_request');
        expect(Object.keys(response.body?.fields ?? {}).length).toBeGreaterThan(0);
        for (const message of Object.values(response.body?.fields ?? {})) expect(message).toMatch(/^[A-Z][^]*$/);
      }),
      { numRuns: 4, seed: 42 },
    );
    expect(await rowCounts()).toEqual(before);
  });
});
