/**
 * One online seat (or a spectator's place) as the page holds it: the latest update from the server, the
 * log lines received, the action sent and not yet answered, the last refusal, and whether the
 * connection dropped. Actions go to the server with the action count they were chosen at; the board
 * changes only when the server's next update arrives. Framework-free: the screen subscribes to it.
 * @module
 */
import type { Action } from '@cardloom/core';
import { MatchClient, type MatchConnection, type UpdateMessage } from '@cardloom/server/client';

/** What the screen draws from. */
export interface SessionState {
  readonly update: UpdateMessage | null;
  /** Log lines, one entry per update that carried any (as this seat may read them). */
  readonly log: readonly (readonly string[])[];
  /** The action count at which an action was sent and no update has answered yet, or null. */
  readonly sent: number | null;
  /** The server's last refusal, in its words, or null. */
  readonly problem: string | null;
  /** Whether the connection dropped (the seat can be taken back with its credential). */
  readonly dropped: boolean;
}

/** Why an action could not be sent. */
export type SendResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** An online seat; see the module comment. */
export class OnlineSession {
  /** The server's WebSocket URL. */
  readonly server: string;
  private connection: MatchConnection;
  private current: SessionState = { update: null, log: [], sent: null, problem: null, dropped: false };
  private readonly listeners = new Set<() => void>();
  private stops: (() => void)[] = [];
  private closed = false;

  constructor(server: string, connection: MatchConnection) {
    this.server = server;
    this.connection = connection;
    this.attach(connection);
  }

  /** The match code. */
  get code(): string {
    return this.connection.code;
  }
  /** The seat, or -1 for a spectator. */
  get seat(): number {
    return this.connection.seat;
  }
  /** The seat credential (absent for spectators). */
  get token(): string | undefined {
    return this.connection.token;
  }
  /** The state now (a new object after every change). */
  get state(): SessionState {
    return this.current;
  }

  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<SessionState>): void {
    this.current = { ...this.current, ...next };
    for (const listener of this.listeners) listener();
  }

  private attach(connection: MatchConnection): void {
    for (const stop of this.stops) stop();
    const onUpdate = (update: UpdateMessage) => {
      const log = update.lines.length > 0 ? [...this.current.log, update.lines] : this.current.log;
      const answered = this.current.sent !== null && update.seq > this.current.sent;
      this.set({ update, log, ...(answered ? { sent: null, problem: null } : {}) });
    };
    this.stops = [
      connection.onUpdate(onUpdate),
      connection.onRefused((refused) => this.set({ sent: null, problem: refused.message })),
    ];
    const room = connection.colyseusRoom;
    room.onLeave(() => {
      // A finished match's room closes once its players go: nothing is lost then.
      const finished = this.current.update?.status === 'finished';
      if (!this.closed && !finished && this.connection === connection)
        this.set({ dropped: true, sent: null });
    });
    if (connection.latest) onUpdate(connection.latest);
  }

  /**
   * Sends the legal action at `index` of the latest update. Refused here, without sending, when this
   * seat is not to act, an action is already on its way, or the index is not one of the legal actions.
   */
  act(index: number): SendResult {
    const update = this.current.update;
    if (!update || update.seat < 0) return { ok: false, reason: 'spectators cannot act' };
    if (this.current.dropped) return { ok: false, reason: 'the connection dropped: reconnect first' };
    if (this.current.sent !== null) return { ok: false, reason: 'your last action is still on its way' };
    const action: Action | undefined = update.legal[index];
    if (update.toAct !== update.seat || !action)
      return { ok: false, reason: 'that is not a legal action now' };
    this.connection.act(action, update.seq);
    this.set({ sent: update.seq, problem: null });
    return { ok: true };
  }

  /** Takes the seat back with its credential after a dropped connection (or watches again). */
  async reconnect(): Promise<void> {
    const client = new MatchClient(this.server);
    const token = this.token;
    const next =
      this.seat >= 0 && token ? await client.rejoin(this.code, token) : await client.spectate(this.code);
    this.connection = next;
    this.set({ dropped: false, problem: null });
    this.attach(next);
  }

  /** Leaves the match for good on this page (the seat stays held by its credential on the server). */
  async leave(): Promise<void> {
    this.closed = true;
    for (const stop of this.stops) stop();
    await this.connection.leave().catch(() => {});
  }
}

/** How a page gets into a match: create, join by code, watch by code, or take a held seat back. */
export type Entry =
  | { readonly kind: 'create'; readonly options: Parameters<MatchClient['create']>[0] }
  | { readonly kind: 'join'; readonly code: string }
  | { readonly kind: 'watch'; readonly code: string }
  | { readonly kind: 'rejoin'; readonly code: string; readonly token: string };

/** Connects to `server` as `entry` says. Rejects with the server's reason (unknown code, seats taken…). */
export async function openSession(server: string, entry: Entry): Promise<OnlineSession> {
  const client = new MatchClient(server);
  const connection =
    entry.kind === 'create'
      ? await client.create(entry.options)
      : entry.kind === 'join'
        ? await client.join(entry.code.trim().toUpperCase())
        : entry.kind === 'watch'
          ? await client.spectate(entry.code.trim().toUpperCase())
          : await client.rejoin(entry.code, entry.token);
  return new OnlineSession(server, connection);
}

/** What the lobby shows: the server's listing, or why there is none. */
export type LobbyResult =
  | { readonly ok: true; readonly listing: Awaited<ReturnType<MatchClient['listMatches']>> }
  | { readonly ok: false; readonly reason: string };

/** Reads the lobby of `server`; an unreachable server is a reason to show, not an exception. */
export async function readLobby(server: string): Promise<LobbyResult> {
  try {
    return { ok: true, listing: await new MatchClient(server).listMatches() };
  } catch (e) {
    return {
      ok: false,
      reason: `No match server is reachable at ${server} (${(e as Error).message}). Start one with "pnpm cardloom serve", or give its address with ?server=ws://host:port.`,
    };
  }
}
