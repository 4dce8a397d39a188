// The legacy event socket (core.md 7 Realtime): socket.io at /event/ws?token=..., namespaces
// /{type}/{id}; a client emits 'subscribe' with rooms (entity types) and then receives create, update
// and delete events whose data.type names the entity. Every process receives every event through
// LISTEN/NOTIFY and emits it to its own sockets.
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Namespace } from 'socket.io';
import type { AppServices, Viewer } from '../context';
import { resolveViewer } from '../auth/viewer';
import { Loaders } from '../loaders';
import { membershipOf } from '../access/accountAccess';
import type { DeliveredEvent } from './pubsub';

export const EVENT_SOCKET_PATH = '/event/ws';

/** Rooms a client may join per namespace type. */
const ROOMS: Record<string, readonly string[]> = {
  user: ['user'],
  account: ['account', 'sound_zone', 'location', 'device', 'acl', 'error'],
};

interface SocketData {
  viewer: Viewer;
  /** Locations a location user is limited to; empty for the whole account. */
  locationIds: string[];
}

export function attachEventSocket(server: HttpServer, services: AppServices) {
  const io = new Server(server, { path: EVENT_SOCKET_PATH, serveClient: false, cors: { origin: false } });
  const namespaces = io.of(/^\/(user|account)\/[^/]+$/);

  namespaces.use(async (socket, next) => {
    try {
      const token = socket.handshake.auth?.token ?? socket.handshake.query.token;
      const viewer = await resolveViewer(services, typeof token === 'string' && token ? `Bearer ${token}` : null);
      const [, type, id] = socket.nsp.name.split('/') as [string, string, string];
      if (type === 'user') {
        if (viewer.kind !== 'user' || viewer.userId !== id) return next(new Error('forbidden'));
        socket.data = { viewer, locationIds: [] } satisfies SocketData;
        return next();
      }
      const membership = await membershipOf({ ...services, viewer, loaders: new Loaders(services.db) }, id);
      if (!membership) return next(new Error('forbidden'));
      socket.data = { viewer, locationIds: membership.locationIds } satisfies SocketData;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  namespaces.on('connection', (socket) => {
    const type = socket.nsp.name.split('/')[1]!;
    socket.on('subscribe', (rooms: unknown) => {
      const wanted = (Array.isArray(rooms) ? rooms : [rooms]).filter((room): room is string => typeof room === 'string');
      for (const room of wanted) if (ROOMS[type]?.includes(room)) socket.join(room);
    });
  });

  function emitTo(namespace: Namespace | undefined, event: DeliveredEvent) {
    if (!namespace) return;
    const data = { type: event.entity, id: event.id };
    for (const socket of namespace.sockets.values()) {
      if (!socket.rooms.has(event.entity)) continue;
      const { locationIds } = socket.data as SocketData;
      if (locationIds.length && !event.parentIds.some((id) => locationIds.includes(id)) && !locationIds.includes(event.id)) continue;
      socket.emit(event.type, data);
    }
  }

  const stop = services.pubsub.onEvent((event) => {
    if (event.accountId) emitTo(io._nsps.get(`/account/${event.accountId}`), event);
    if (event.entity === 'user') emitTo(io._nsps.get(`/user/${event.id}`), event);
  });

  return {
    io,
    async close() {
      stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
