/**
 * `@cardloom/server/client`: play on a cardloom match server from Node or a browser (Colyseus' JS
 * SDK underneath). Create a match or join one by its code, receive your view after every action,
 * act; keep the seat credential to take your seat back after a disconnect or a server restart.
 *
 * @example
 * ```ts
 * import { MatchClient } from '@cardloom/server/client';
 * const client = new MatchClient('ws://127.0.0.1:2567');
 * const match = await client.create({ game: 'lorcana', bots: 1 });
 * match.onUpdate((u) => { if (u.legal.length > 0) match.act(u.legal[0]); });
 * ```
 * @packageDocumentation
 */
import { Client, type Room } from 'colyseus.js';
import {
  type ActMessage,
  ClientMessages,
  LOBBY_PATH,
  type LobbyListing,
  type RefusedMessage,
  ROOM_NAME,
  type SeatMessage,
  ServerMessages,
  type UpdateMessage,
} from '../protocol';

export type * from '../protocol';

/** What a client may ask for when creating a match (see the server's README). */
export interface CreateMatchOptions {
  /** Module name (default: the server's first game). */
  readonly game?: string;
  readonly players?: number;
  readonly ruleset?: string;
  readonly seed?: string | number;
  /** How many seats (the last ones) bots take. */
  readonly bots?: number;
  readonly bot?: 'random' | 'greedy' | 'mcts';
  /** Milliseconds each human seat has per decision. */
  readonly turnMs?: number;
  /** Milliseconds after which empty seats get bots. */
  readonly fillAfterMs?: number;
  /** Ready deck names of the game (its module's `decks`), one per seat. */
  readonly decks?: readonly string[];
}

/** The HTTP base of a match server's WebSocket URL (`ws://h:p` → `http://h:p`, `wss:` → `https:`). */
export function httpUrl(url: string): string {
  return url.replace(/^ws(s?):\/\//i, 'http$1://').replace(/\/+$/, '');
}

type Listener<T> = (value: T) => void;

/** One seat (or a spectator's place) in one match. */
export class MatchConnection {
  /** The match code: give it to the other players. */
  code = '';
  /** Seat index, or -1 when spectating. */
  seat = -1;
  /** The seat credential (absent for spectators): {@link MatchClient.rejoin} takes the seat back with it. */
  token: string | undefined;
  /** Resolves once the server has said which seat this is. */
  readonly ready: Promise<void>;
  private seated: () => void = () => {};
  /** The latest update, or null before the first. */
  latest: UpdateMessage | null = null;
  private room: Room;
  private readonly client: Client;
  private readonly updates = new Set<Listener<UpdateMessage>>();
  private readonly refusals = new Set<Listener<RefusedMessage>>();
  private readonly waiting: { test: (u: UpdateMessage) => boolean; resolve: Listener<UpdateMessage> }[] = [];

  /** @internal Use {@link MatchClient}. */
  constructor(client: Client, room: Room) {
    this.client = client;
    this.room = room;
    this.ready = new Promise((resolve) => {
      this.seated = resolve;
    });
    this.listen(room);
  }

  private listen(room: Room): void {
    room.onMessage(ServerMessages.update, (update: UpdateMessage) => {
      this.latest = update;
      for (const listener of this.updates) listener(update);
      for (let i = this.waiting.length - 1; i >= 0; i--) {
        if (this.waiting[i].test(update)) this.waiting.splice(i, 1)[0].resolve(update);
      }
    });
    room.onMessage(ServerMessages.refused, (refused: RefusedMessage) => {
      for (const listener of this.refusals) listener(refused);
    });
    room.onMessage(ServerMessages.seat, (seat: SeatMessage) => {
      this.code = seat.code;
      this.seat = seat.seat;
      this.token = seat.token;
      this.seated();
    });
  }

  /** Calls `listener` with every update; returns a function that stops it. */
  onUpdate(listener: Listener<UpdateMessage>): () => void {
    this.updates.add(listener);
    return () => this.updates.delete(listener);
  }

  /** Calls `listener` with every refusal; returns a function that stops it. */
  onRefused(listener: Listener<RefusedMessage>): () => void {
    this.refusals.add(listener);
    return () => this.refusals.delete(listener);
  }

  /** The next update that passes `test` (the latest one if it already does). */
  nextUpdate(test: (u: UpdateMessage) => boolean = () => true): Promise<UpdateMessage> {
    if (this.latest && test(this.latest)) return Promise.resolve(this.latest);
    return new Promise((resolve) => this.waiting.push({ test, resolve }));
  }

  /** Takes an action (its `player` is ignored: the server binds it to this seat). */
  act(action: ActMessage['action'], seq = this.latest?.seq ?? 0): void {
    const message: ActMessage = { seq, action };
    this.room.send(ClientMessages.act, message);
  }

  /** Gives up the match. */
  concede(): void {
    this.room.send(ClientMessages.concede);
  }

  /** Sends any message as is (for tests of the server's refusals). */
  sendRaw(type: string, message?: unknown): void {
    this.room.send(type, message);
  }

  /** The underlying Colyseus room. */
  get colyseusRoom(): Room {
    return this.room;
  }

  /** Reconnects after a dropped connection, within the server's grace period. */
  async reconnect(): Promise<void> {
    this.room = await this.client.reconnect(this.room.reconnectionToken);
    this.listen(this.room);
  }

  /** Leaves the match (the seat stays reserved for its credential). */
  async leave(): Promise<void> {
    await this.room.leave(true);
  }
}

/** Connects to a cardloom match server. */
export class MatchClient {
  /** The Colyseus client. */
  readonly colyseus: Client;
  /** The server's WebSocket URL. */
  readonly url: string;

  constructor(url: string) {
    this.url = url;
    this.colyseus = new Client(url);
  }

  /** Creates a match and takes its first seat. */
  async create(options: CreateMatchOptions = {}): Promise<MatchConnection> {
    return this.connect(this.colyseus.create(ROOM_NAME, options));
  }

  /** Joins a match by code, taking the first free seat. */
  async join(code: string): Promise<MatchConnection> {
    return this.connect(this.colyseus.joinById(code, {}));
  }

  /** Watches a match by code. */
  async spectate(code: string): Promise<MatchConnection> {
    return this.connect(this.colyseus.joinById(code, { spectate: true }));
  }

  /** Takes a seat back with its credential (after the grace period, or after a server restart). */
  async rejoin(code: string, token: string): Promise<MatchConnection> {
    const connection = await this.connect(this.colyseus.joinById(code, { seatToken: token }));
    // The server hands a credential out only when a seat is claimed: keep the one used here.
    connection.token ??= token;
    return connection;
  }

  /** The lobby: the games the server hosts and the matches it hosts now (`GET /matches`). */
  async listMatches(): Promise<LobbyListing> {
    const response = await fetch(`${httpUrl(this.url)}${LOBBY_PATH}`);
    if (!response.ok) throw new Error(`the lobby answered ${response.status} ${response.statusText}`);
    return (await response.json()) as LobbyListing;
  }

  private async connect(joining: Promise<Room>): Promise<MatchConnection> {
    // Listen at once: the seat and the first update can arrive in the same network read.
    const connection = new MatchConnection(this.colyseus, await joining);
    await connection.ready;
    return connection;
  }
}
