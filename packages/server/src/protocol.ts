/**
 * The messages a match room and its clients exchange. Plain JSON shapes shared by the server and
 * `@cardloom/server/client`; nothing here imports Colyseus or the kernel's runtime.
 * @module
 */
import type { Action, PlayerId, PlayerView } from '@cardloom/core';

/** Name of the room type the server defines. */
export const ROOM_NAME = 'cardloom';

/** Message types, client to server. */
export const ClientMessages = {
  /** {@link ActMessage}: take an action. */
  act: 'act',
  /** No body: give up the match. */
  concede: 'concede',
} as const;

/** Message types, server to client. */
export const ServerMessages = {
  /** {@link SeatMessage}: the seat this client holds and its credential (sent once, on claiming). */
  seat: 'seat',
  /** {@link UpdateMessage}: the match as this client may see it. */
  update: 'update',
  /** {@link RefusedMessage}: an action or message the server did not accept. */
  refused: 'refused',
} as const;

/** Client → server: an action. `player` is ignored (the server binds it to the sender's seat). */
export interface ActMessage {
  /** How many actions the client has seen ({@link UpdateMessage.seq}); a stale number is refused. */
  readonly seq: number;
  readonly action: { readonly type: string; readonly [key: string]: unknown };
}

/** Server → client, once per claimed seat: keep `token` to take the seat back later. */
export interface SeatMessage {
  /** The match code (the room id): join it again with this code. */
  readonly code: string;
  /** Seat index, or -1 for a spectator. */
  readonly seat: PlayerId;
  /** The seat credential; absent for spectators. */
  readonly token?: string;
}

/** Kinds of seat. */
export type SeatKind = 'human' | 'bot';

/** One seat as every client sees it. */
export interface SeatInfo {
  readonly seat: PlayerId;
  readonly name: string;
  readonly kind: SeatKind;
  /** Whether a human seat is held by a connected client. */
  readonly connected: boolean;
}

/** Server → client: the match as this client may see it. */
export interface UpdateMessage {
  readonly code: string;
  /** Module name (`lorcana`). */
  readonly game: string;
  /** Seat of the receiving client, or -1 for a spectator. */
  readonly seat: PlayerId;
  /** Actions accepted so far. */
  readonly seq: number;
  /** `waiting` for players, `playing`, or `finished`. */
  readonly status: MatchStatus;
  readonly seats: readonly SeatInfo[];
  /** What this client may see (`viewFor` of its seat; the seat-less view for spectators). */
  readonly view: PlayerView;
  /** Log lines of the events since the previous update, as this client may read them. */
  readonly lines: readonly string[];
  /** Whose turn or decision it is, or null. */
  readonly toAct: PlayerId | null;
  /** This seat's legal actions when it must act, else empty. */
  readonly legal: readonly Action[];
  /** One line per legal action, in the game's words (same order as `legal`). */
  readonly choices: readonly string[];
  /** Names of the card definitions this view shows (`def` id → printed name). */
  readonly names: Readonly<Record<string, string>>;
  /** When the acting seat's time runs out (clock milliseconds), or null without a turn timer. */
  readonly deadline: number | null;
}

/** Match life cycle. */
export type MatchStatus = 'waiting' | 'playing' | 'finished';

/** Why the server refused a message. */
export type RefusalReason =
  | 'malformed'
  | 'spectator'
  | 'not-started'
  | 'match-over'
  | 'stale'
  | 'not-your-turn'
  | 'illegal-action';

/** Server → client: a refused message; nothing changed. */
export interface RefusedMessage {
  readonly reason: RefusalReason;
  readonly message: string;
  /** The server's action count when it refused. */
  readonly seq: number;
}

/** HTTP path (GET) of the lobby listing, on the same host and port as the WebSocket server. */
export const LOBBY_PATH = '/matches';

/** One hosted match as the lobby lists it (also the room's Colyseus metadata). */
export interface MatchListing {
  /** The match code: join or watch with it. */
  readonly code: string;
  /** Module name. */
  readonly game: string;
  readonly ruleset: string;
  readonly status: MatchStatus;
  /** Seat count. */
  readonly players: number;
  /** Human seats nobody has claimed yet: how many more players can join. */
  readonly free: number;
  /** Seats played by bots. */
  readonly bots: number;
}

/** A game the server hosts, as the lobby lists it. */
export interface HostedGame {
  /** Module name (`lorcana`): the `game` create option. */
  readonly name: string;
  readonly title: string;
}

/** The body of `GET` {@link LOBBY_PATH}: the games hosted and every match hosted now, newest first. */
export interface LobbyListing {
  readonly games: readonly HostedGame[];
  readonly matches: readonly MatchListing[];
}
