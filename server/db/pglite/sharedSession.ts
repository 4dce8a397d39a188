// One PGlite is one PostgreSQL session, and @electric-sql/pglite-socket serves many wire connections
// from it. Its queue hands PGlite one message at a time and keeps a connection in front only while
// PGlite reports a transaction open; and the session's NOTIFY answers reach whichever connection asked
// the statement that produced them, not the ones that listen. This queue replaces it (the socket
// handler takes it as its `queryQueue`):
// - a connection holds the session from its first message until PGlite answers ReadyForQuery outside a
//   transaction, so one connection's extended-protocol statement (Parse, Bind, Describe, Execute, Sync:
//   another's Parse between them would replace the unnamed statement it executes) and its transactions
//   never mix with another's, whatever PGlite reports in between;
// - notifications are taken out of every answer and delivered to the connections that LISTEN on the
//   channel.
import type { PGlite } from '@electric-sql/pglite';

type Deliver = (data: Uint8Array) => void;

interface Pending {
  connection: number;
  message: Uint8Array;
  deliver: Deliver;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
const ROLLBACK = simpleQuery('ROLLBACK');
// The session's LISTEN serves every connection, so one connection's UNLISTEN must not end another's:
// routing stops its deliveries, and PGlite runs an UNLISTEN that answers alike and changes nothing.
const HARMLESS_UNLISTEN = simpleQuery('UNLISTEN "cadence unused channel"');

const IDENTIFIER = String.raw`("(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const LISTEN = new RegExp(String.raw`^\s*LISTEN\s+${IDENTIFIER}\s*;?\s*$`, 'i');
const UNLISTEN = new RegExp(String.raw`^\s*UNLISTEN\s+(\*|${IDENTIFIER})\s*;?\s*$`, 'i');

export class SharedSession {
  private readonly pending: Pending[] = [];
  /** The connection whose statement or transaction is under way. */
  private holder: number | null = null;
  private running = false;
  private readonly listeners = new Map<number, { channels: Set<string>; deliver: Deliver }>();

  constructor(private readonly db: PGlite) {}

  /** Called by the socket handler with each complete message of a connection, in order. */
  enqueue(connection: number, message: Uint8Array, deliver: Deliver): Promise<number> {
    // Terminate is the connection's own business: the socket closing detaches it.
    if (message[0] === 0x58) return Promise.resolve(0);
    return new Promise((resolve, reject) => {
      this.pending.push({ connection, message, deliver, resolve, reject });
      void this.run();
    });
  }

  /** The connection is gone: what it queued is dropped. */
  clearQueueForHandler(connection: number): void {
    this.listeners.delete(connection);
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const item = this.pending[i]!;
      if (item.connection !== connection) continue;
      this.pending.splice(i, 1);
      item.reject(new Error('Connection closed'));
    }
  }

  /** The connection is gone: a statement or transaction it left open is ended so others can go on. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.holder !== connection) return;
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined });
      if (this.db.isInTransaction()) await this.db.execProtocolRawStream(ROLLBACK, { onRawData: () => undefined });
    });
    this.holder = null;
    void this.run();
  }

  getQueueLength(): number {
    return this.pending.length;
  }

  private next(): Pending | undefined {
    const index = this.holder === null ? 0 : this.pending.findIndex((item) => item.connection === this.holder);
    return index === -1 ? undefined : this.pending.splice(index, 1)[0];
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let item = this.next(); item; item = this.next()) await this.execute(item);
    } finally {
      this.running = false;
    }
  }

  private async execute(item: Pending): Promise<void> {
    this.holder = item.connection;
    const message = this.watchListening(item);
    const answer: Uint8Array[] = [];
    try {
      await this.db.runExclusive(() => this.db.execProtocolRawStream(message, { onRawData: (data) => void answer.push(data.slice()) }));
    } catch (error) {
      this.holder = null;
      item.reject(error as Error);
      return;
    }
    const own: Uint8Array[] = [];
    for (const backendMessage of backendMessages(Buffer.concat(answer))) {
      if (backendMessage[0] === 0x41) this.notify(backendMessage);
      else own.push(backendMessage);
      // ReadyForQuery with status Idle: the statement is done and no transaction is open.
      if (backendMessage[0] === 0x5a && backendMessage[5] === 0x49) this.holder = null;
    }
    const bytes = Buffer.concat(own);
    if (bytes.length > 0) item.deliver(bytes);
    item.resolve(bytes.length);
  }

  /** Notes the connection's LISTEN and UNLISTEN; returns the message PGlite is to run. */
  private watchListening(item: Pending): Uint8Array {
    const text = statementText(item.message);
    if (text === null) return item.message;
    const listen = LISTEN.exec(text);
    if (listen) {
      const entry = this.listeners.get(item.connection) ?? { channels: new Set<string>(), deliver: item.deliver };
      entry.channels.add(channelName(listen[1]!));
      this.listeners.set(item.connection, entry);
      return item.message;
    }
    const unlisten = item.message[0] === 0x51 ? UNLISTEN.exec(text) : null;
    if (!unlisten) return item.message;
    const channels = this.listeners.get(item.connection)?.channels;
    if (unlisten[1] === '*') channels?.clear();
    else channels?.delete(channelName(unlisten[1]!));
    return HARMLESS_UNLISTEN;
  }

  private notify(message: Uint8Array): void {
    const channel = cString(message, 9);
    for (const { channels, deliver } of this.listeners.values()) if (channels.has(channel.text)) deliver(message);
  }
}

/** The SQL of a simple Query or of a Parse message; null for other messages. */
function statementText(message: Uint8Array): string | null {
  if (message[0] === 0x51) return cString(message, 5).text;
  if (message[0] === 0x50) return cString(message, cString(message, 5).end + 1).text;
  return null;
}

function cString(bytes: Uint8Array, start: number): { text: string; end: number } {
  const end = bytes.indexOf(0, start);
  return { text: Buffer.from(bytes.subarray(start, end)).toString('utf8'), end };
}

/** A channel as PostgreSQL names it: quoted identifiers keep their case, others are folded. */
function channelName(identifier: string): string {
  return identifier.startsWith('"') ? identifier.slice(1, -1).replaceAll('""', '"') : identifier.toLowerCase();
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** An answer's whole backend messages (type byte, length, body). */
function* backendMessages(bytes: Buffer): Generator<Buffer> {
  for (let offset = 0; offset + 5 <= bytes.length; ) {
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    yield bytes.subarray(offset, end);
    offset = end;
  }
}
