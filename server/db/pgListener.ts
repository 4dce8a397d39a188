// LISTEN on a real PostgreSQL over a connection of its own that comes back after it drops (a database
// restart or failover must not silence realtime for the rest of the process's life).
import pg from 'pg';

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

export async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    // A dead connection reports here and through 'end'; both lead to one reconnect.
    next.on('error', () => undefined);
    next.once('end', () => {
      if (client === next) scheduleReconnect();
    });
    next.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    attempt = 0;
  }

  function scheduleReconnect() {
    client = undefined;
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => void connect().catch(scheduleReconnect), delay);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
