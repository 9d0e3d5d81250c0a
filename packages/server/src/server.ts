/**
 * Starting a match server: the Colyseus server on a WebSocket transport, the match room type, the
 * database, and (with a Redis URL) Redis presence and driver so several processes share matchmaking.
 * On start, every match the database holds as waiting or playing is hosted again from its action log.
 * @module
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameModule } from '@cardloom/core';
import { matchMaker, type Presence, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { type Clock, systemClock } from './clock';
import { lobbyHandler } from './lobby';
import { DEFAULT_MODULES } from './modules';
import { ROOM_NAME } from './protocol';
import { matchRoomType } from './room/match-room';
import { MatchStore } from './store/store';

/** Options of {@link startServer}. */
export interface ServeOptions {
  /** TCP port (default 2567; 0 picks a free one). */
  readonly port?: number;
  /** Interface to listen on (default `127.0.0.1`; `0.0.0.0` for every interface). */
  readonly host?: string;
  /** Games to host (default {@link DEFAULT_MODULES}). */
  readonly modules?: readonly GameModule[];
  /** `:memory:`, a SQLite file path, or a PostgreSQL URL (default `cardloom.db`). */
  readonly database?: string;
  /** A Redis URL: share rooms with other processes through Colyseus' Redis presence and driver. */
  readonly redisUrl?: string;
  /** Address clients use to reach this process (`host:port`); needed with Redis (default host:port). */
  readonly publicAddress?: string;
  /** Timers and time (default the system clock). */
  readonly clock?: Clock;
  /** Seconds a dropped client may take to reconnect (default 30). */
  readonly graceSeconds?: number;
  /** Milliseconds before a bot acts (default 0). */
  readonly botDelayMs?: number;
  /** Largest WebSocket message accepted, in bytes (default 16 KiB); a larger one closes that connection. */
  readonly maxMessageBytes?: number;
  /** Where to report (default: nowhere). */
  readonly log?: (line: string) => void;
  /** Stop cleanly on SIGINT/SIGTERM (default false; the `cardloom-serve` command sets it). */
  readonly handleSignals?: boolean;
}

/** A running server. */
export interface RunningServer {
  /** The port it listens on. */
  readonly port: number;
  /** `ws://host:port`, for clients. */
  readonly url: string;
  readonly store: MatchStore;
  /** Ids of the matches hosted again at start. */
  readonly resumed: readonly string[];
  /** Stops taking players, closes rooms (their matches stay resumable) and the database. */
  stop(): Promise<void>;
}

/** A port free on `host` now (for port 0 where the address must be known before listening). */
async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a match server. One per process (Colyseus' matchmaker is process-wide).
 * @example
 * ```ts
 * const server = await startServer({ port: 2567, database: 'matches.db' });
 * console.log(`playing on ${server.url}`);
 * ```
 */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const store = await MatchStore.open(options.database ?? 'cardloom.db');
  let stopping = false;
  const modules = options.modules ?? DEFAULT_MODULES;
  // Colyseus keeps this handler for every path but its own `/matchmake` route: `GET /matches` lists.
  const http = createServer(lobbyHandler(modules));
  // With Redis the public address goes into the room listings before the server listens.
  const wanted = options.port ?? 2567;
  const port = wanted === 0 && options.redisUrl ? await freePort(host) : wanted;
  const clientHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let presence: Presence | undefined;
  let driver: matchMaker.MatchMakerDriver | undefined;
  if (options.redisUrl) {
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([
      import('@colyseus/redis-presence'),
      import('@colyseus/redis-driver'),
    ]);
    presence = new RedisPresence(options.redisUrl);
    driver = new RedisDriver(options.redisUrl);
  }
  const transport = new WebSocketTransport({
    server: http,
    maxPayload: options.maxMessageBytes ?? 16 * 1024,
  });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(presence ? { presence } : {}),
    ...(driver ? { driver } : {}),
    ...(options.redisUrl ? { publicAddress: options.publicAddress ?? `${clientHost}:${port}` } : {}),
  });
  server.define(
    ROOM_NAME,
    matchRoomType({
      modules,
      store,
      clock: options.clock ?? systemClock,
      graceSeconds: options.graceSeconds ?? 30,
      botDelayMs: options.botDelayMs ?? 0,
      log,
      stopping: () => stopping,
    }),
  );
  await server.listen(port, host);
  const bound = (http.address() as AddressInfo).port;
  const resumed: string[] = [];
  for (const status of ['playing', 'waiting'] as const) {
    for (const id of await store.idsWithStatus(status)) {
      try {
        await matchMaker.createRoom(ROOM_NAME, { resume: id });
        resumed.push(id);
      } catch (e) {
        log(`match ${id}: not resumed: ${(e as Error).message}`);
      }
    }
  }
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.gracefullyShutdown(false);
    await store.close();
  };
  if (options.handleSignals) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void stop().then(() => process.exit(0)));
  }
  return { port: bound, url: `ws://${clientHost}:${bound}`, store, resumed, stop };
}
