// Subscribers that watch the same thing with the same operation share one execution per event: when
// 1,000 dashboards of one user watch a zone, a change is resolved once and sent 1,000 times. Results are
// shared only between executions of the same viewer, operation and variables, so permissions hold.
import { createSourceEventStream, execute, print } from 'graphql';
import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';
import { mapAsyncIterator } from '@graphql-tools/utils';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context';

const documentTexts = new WeakMap<DocumentNode, string>();
const resultsByEvent = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();

function viewerOf(context: RequestContext): string {
  const { viewer } = context;
  if (viewer.kind === 'user') return `user:${viewer.userId}`;
  if (viewer.kind === 'device') return `device:${viewer.deviceId}`;
  return viewer.kind === 'playback' ? `playback:${viewer.clientId}` : 'anonymous';
}

function executionKey(args: ExecutionArgs): string {
  let text = documentTexts.get(args.document);
  if (!text) documentTexts.set(args.document, (text = print(args.document)));
  return `${viewerOf(args.contextValue as RequestContext)}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${text}`;
}

/** Executes an event for one subscriber, reusing the result another subscriber got for the same key. */
function sharedResult(event: unknown, key: string, run: () => Promise<ExecutionResult> | ExecutionResult) {
  if (!event || typeof event !== 'object') return run();
  let results = resultsByEvent.get(event);
  if (!results) resultsByEvent.set(event, (results = new Map()));
  let result = results.get(key);
  if (!result) results.set(key, (result = run()));
  return result;
}

async function subscribeSharing(args: ExecutionArgs) {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const key = executionKey(args);
  // Not a generator looping over the stream: a subscriber leaving while the stream awaits its next event
  // would wait for that event before the stream heard of it (its subscription's cleanup, a player's
  // presence, held until the zone next changed). The mapped iterator's return reaches the stream at once.
  return mapAsyncIterator(stream as AsyncIterable<unknown>, (event) => sharedResult(event, key, () => execute({ ...args, rootValue: event })));
}

export const sharedSubscriptionExecution: Plugin = {
  onSubscribe({ setSubscribeFn }) {
    setSubscribeFn(subscribeSharing as never);
  },
};
