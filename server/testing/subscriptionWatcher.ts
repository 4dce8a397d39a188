// Watching a control subscription in server tests: everything it delivers (errors too), collected as it
// arrives, on a graphql-ws client the caller disposes of.
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './testServer';

export function watchSubscription(server: TestServer, clients: Client[], token: string | undefined, query: string, variables: Record<string, unknown> = {}): any[] {
  const client = createClient({ url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`, webSocketImpl: WebSocket, connectionParams: token ? { Authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
  clients.push(client);
  const results: any[] = [];
  void (async () => {
    try {
      for await (const result of client.iterate({ query, variables })) results.push(result);
    } catch (error) {
      results.push({ error });
    }
  })();
  return results;
}
