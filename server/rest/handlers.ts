// Handlers of REST operations, typed by operationId from the generated contract types: a handler gets
// the operation's own path, query and body types and must answer one of its responses.
import type { operations } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';

export type OperationId = keyof operations;
type Operation<O extends OperationId> = operations[O];

type PathOf<O extends OperationId> = Operation<O>['parameters'] extends { path: infer P } ? (P extends undefined ? Record<string, never> : P) : Record<string, never>;
type QueryOf<O extends OperationId> = Operation<O>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
type Content<T> = T extends { content: infer C } ? C : never;
type BodyOf<O extends OperationId> = Operation<O> extends { requestBody: infer B }
  ? Content<B>[keyof Content<B>]
  : Operation<O> extends { requestBody?: infer B }
    ? Content<B>[keyof Content<B>] | undefined
    : undefined;

export interface RestRequest<O extends OperationId = OperationId> {
  operationId: O;
  params: PathOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
  headers: Record<string, string>;
  url: URL;
}

/** A JSON answer of the operation: a status it declares with its body type. */
type JsonResult<O extends OperationId> = {
  [S in keyof Operation<O>['responses']]: Operation<O>['responses'][S] extends { content: { 'application/json': infer B } }
    ? { status: S; body: B; headers?: Record<string, string> }
    : never;
}[keyof Operation<O>['responses']];

/** An answer without a JSON body: a redirect, 204, or bytes of the declared media type. */
interface RawResult {
  status: number;
  body?: never;
  headers?: Record<string, string>;
  raw?: string | Uint8Array;
  /** Bytes first to last (both included) of a file, streamed from disk instead of `raw`. */
  file?: FileRange;
  contentType?: string;
}

export interface FileRange {
  path: string;
  first: number;
  last: number;
}

export type RestResult<O extends OperationId = OperationId> = JsonResult<O> | RawResult;

export type RestHandler<O extends OperationId> = (request: RestRequest<O>, context: RequestContext) => Promise<RestResult<O>>;

export type RestHandlers = { [O in OperationId]?: RestHandler<O> };

/** Declares handlers, checking each against its operation's types. */
export function defineHandlers<H extends RestHandlers>(handlers: H): H {
  return handlers;
}
