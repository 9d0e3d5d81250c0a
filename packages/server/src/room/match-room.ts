/**
 * The Colyseus room that hosts one match of any game module. Every input (joins, actions, timers,
 * bot moves) runs through one queue, so the match sees one thing at a time and each accepted action is
 * written to the database before anyone is told about it.
 * @module
 */
import type { GameEvent, PlayerId } from '@cardloom/core';
import { type Client, ErrorCode, matchMaker, Room, ServerError } from '@colyseus/core';
import type { TimerHandle } from '../clock';
import { hashSeatToken, newMatchCode, newSeatToken, tokenMatches } from '../match/credentials';
import { type Accepted, Match, type Refusal, SPECTATOR } from '../match/match';
import { type CreateOptions, type MatchSetup, resolveSetup } from '../match/setup';
import {
  ClientMessages,
  type MatchListing,
  type MatchStatus,
  type RefusedMessage,
  type SeatInfo,
  type SeatKind,
  type SeatMessage,
  ServerMessages,
  type UpdateMessage,
} from '../protocol';
import type { RoomServices } from './services';

/** What `onAuth` decides about a joining client. */
export interface SeatAuth {
  readonly seat: PlayerId;
  /** Set when this join claimed the seat: the credential to hand over. */
  readonly token?: string;
}

interface SeatState {
  kind: SeatKind;
  name: string;
  tokenHash: string | null;
  /** Whether the claim reached `onJoin` (and the database); an unconfirmed claim lapses. */
  confirmed: boolean;
  client: Client | null;
}

/** How long a seat claimed in `onAuth` stays reserved for a client that never completes its join. */
const CLAIM_MS = 30_000;

/** Options a client may pass when joining. */
export interface JoinOptions {
  /** A seat credential from an earlier {@link SeatMessage}: take that seat back. */
  readonly seatToken?: string;
  /** Join as a spectator. */
  readonly spectate?: boolean;
}

/** Internal create option: rebuild a stored match by id. */
export interface ResumeOption {
  readonly resume?: unknown;
}

/** The match room. Define it with {@link matchRoomType}, which binds the server's services. */
export class MatchRoom extends Room<object, unknown, { seat: PlayerId }, SeatAuth> {
  /** Set by {@link matchRoomType}. */
  protected services!: RoomServices;
  /** The hosted match. */
  match!: Match;
  /** Where the match stands. */
  status: MatchStatus = 'waiting';
  /** Events of the last accepted action (what the last update described), for observers and tests. */
  lastEvents: readonly GameEvent[] = [];
  private seats: SeatState[] = [];
  private work: Promise<void> = Promise.resolve();
  private timer: TimerHandle | null = null;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private deadline: number | null = null;

  /** Whether a client holds `seat` now (false while it may reconnect). */
  isConnected(seat: PlayerId): boolean {
    return this.seats[seat]?.client != null;
  }

  override async onCreate(options: CreateOptions & ResumeOption): Promise<void> {
    const { store, modules } = this.services;
    if (options.resume !== undefined) {
      const id = String(options.resume);
      const live = await matchMaker.query({ roomId: id });
      if (live.length > 0)
        throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, `match ${id} is already hosted`);
      const stored = await store.load(id);
      if (!stored || (stored.status !== 'waiting' && stored.status !== 'playing'))
        throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `no match ${id} to resume`);
      const module = modules.find((m) => m.name === stored.setup.game);
      if (!module)
        throw new ServerError(
          ErrorCode.MATCHMAKE_UNHANDLED,
          `this server does not host ${stored.setup.game}`,
        );
      this.match = Match.resume(module, stored.setup, stored.actions);
      this.seats = stored.seats.map((s) => ({
        kind: s.kind,
        name: s.name,
        tokenHash: s.tokenHash,
        confirmed: s.tokenHash !== null,
        client: null,
      }));
      this.status = stored.status;
      this.roomId = id;
      this.services.log(`match ${id}: resumed ${module.name} at action ${this.match.seq}`);
    } else {
      let setup: MatchSetup;
      try {
        setup = resolveSetup(modules, options, () => Math.floor(Math.random() * 2 ** 31));
      } catch (e) {
        throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, (e as Error).message);
      }
      const module = modules.find((m) => m.name === setup.game);
      if (!module) throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, `unknown game ${setup.game}`);
      this.match = Match.create(module, setup);
      this.seats = setup.seats.map((kind, i) => ({
        kind,
        name: setup.names[i],
        tokenHash: null,
        confirmed: false,
        client: null,
      }));
      this.status = setup.seats.includes('human') ? 'waiting' : 'playing';
      this.roomId = newMatchCode();
      await store.createMatch(this.roomId, setup, this.status);
      this.services.log(`match ${this.roomId}: created ${module.name} for ${setup.seats.length}`);
    }
    // A match outlives its clients: it goes on (bots, timers) and waits for seats to come back.
    this.autoDispose = false;
    this.publish();
    this.onMessage(ClientMessages.act, (client, message) => this.enqueue(() => this.onAct(client, message)));
    this.onMessage(ClientMessages.concede, (client) => this.enqueue(() => this.onConcede(client)));
    this.onMessage('*', (client, type) =>
      this.refuse(client, {
        ok: false,
        reason: 'malformed',
        message: `unknown message type ${JSON.stringify(type)}`,
      }),
    );
    const fill = this.match.setup.fillAfterMs;
    if (this.status === 'waiting' && fill !== null)
      this.services.clock.setTimeout(() => this.enqueue(() => this.fillWithBots()), fill);
    if (this.status === 'playing') this.enqueue(async () => this.scheduleNext());
  }

  /** Binds the joining client to a seat: by credential, as a spectator, or the first free human seat. */
  override onAuth(_client: Client, options: JoinOptions | undefined): SeatAuth {
    if (options?.seatToken !== undefined) {
      const seat = this.seats.findIndex((s) => tokenMatches(options.seatToken, s.tokenHash));
      if (seat < 0)
        throw new ServerError(ErrorCode.AUTH_FAILED, 'this seat credential is not valid for this match');
      return { seat };
    }
    if (options?.spectate === true) return { seat: SPECTATOR };
    if (this.status === 'finished') throw new ServerError(ErrorCode.AUTH_FAILED, 'the match is over');
    const seat = this.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
    if (seat < 0)
      throw new ServerError(
        ErrorCode.AUTH_FAILED,
        'every seat is taken; join with { spectate: true } to watch',
      );
    const token = newSeatToken();
    // Claimed at once (no await before this line), so two joins cannot get the same seat; a claim
    // whose client never completes the join lapses.
    const holder = this.seats[seat];
    const hash = hashSeatToken(token);
    holder.tokenHash = hash;
    setTimeout(() => {
      if (!holder.confirmed && holder.tokenHash === hash) {
        holder.tokenHash = null;
        this.publish();
      }
    }, CLAIM_MS).unref();
    this.publish();
    return { seat, token };
  }

  override onJoin(client: Client, _options: unknown, auth: SeatAuth): void {
    client.userData = { seat: auth.seat };
    this.enqueue(async () => {
      const { seat } = auth;
      if (seat >= 0) {
        const holder = this.seats[seat];
        holder.confirmed = true;
        if (auth.token) await this.services.store.updateSeat(this.roomId, seat, 'human', holder.tokenHash);
        if (holder.client && holder.client !== client) holder.client.leave();
        holder.client = client;
      }
      const message: SeatMessage = { code: this.roomId, seat, ...(auth.token ? { token: auth.token } : {}) };
      client.send(ServerMessages.seat, message);
      if (this.status === 'waiting' && this.seats.every((s) => s.kind === 'bot' || s.tokenHash !== null))
        await this.start();
      // A seat (re)taken changes the seat list everyone sees; a spectator changes nothing.
      else this.broadcastUpdate([], seat >= 0 ? undefined : client);
    });
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const seat = client.userData?.seat ?? SPECTATOR;
    const holder = seat >= 0 ? this.seats[seat] : undefined;
    if (holder?.client === client) {
      holder.client = null;
      // The others see the seat go offline (and come back below).
      this.enqueue(async () =>
        this.broadcastUpdate(
          [],
          this.clients.filter((c) => c !== client),
        ),
      );
    }
    if (!consented && holder && this.status !== 'finished') {
      try {
        const back = await this.allowReconnection(client, this.services.graceSeconds);
        if (holder.client === null) holder.client = back;
        this.enqueue(async () => this.broadcastUpdate([]));
        return;
      } catch {
        // Grace period over: the seat stays reserved for its credential; its timer plays for it.
      }
    }
    if (this.status === 'finished' && this.clients.length === 0) this.disconnect();
  }

  override async onDispose(): Promise<void> {
    this.clearTimer();
    await this.work;
    if (this.status === 'waiting' && !this.services.stopping())
      await this.services.store.setStatus(this.roomId, 'abandoned');
  }

  /** Runs `task` after everything queued before it; a failing task is logged and the queue goes on. */
  private enqueue(task: () => Promise<void> | void): void {
    this.work = this.work.then(task).catch((e: unknown) => {
      this.services.log(`match ${this.roomId}: ${(e as Error).stack ?? e}`);
    });
  }

  /** The match as the lobby lists it. */
  lobbyEntry(): MatchListing {
    const setup = this.match.setup;
    return {
      code: this.roomId,
      game: setup.game,
      ruleset: setup.ruleset,
      status: this.status,
      players: this.seats.length,
      free: this.seats.filter((s) => s.kind === 'human' && s.tokenHash === null).length,
      bots: this.seats.filter((s) => s.kind === 'bot').length,
    };
  }

  /** Puts the lobby listing in the room's metadata (what `GET /matches` reads, across processes). */
  private publish(): void {
    this.setMetadata({ ...this.lobbyEntry() }).catch((e: unknown) => {
      this.services.log(`match ${this.roomId}: listing not updated: ${(e as Error).message}`);
    });
  }

  private async start(): Promise<void> {
    this.status = 'playing';
    this.publish();
    await this.services.store.setStatus(this.roomId, 'playing');
    this.services.log(`match ${this.roomId}: started`);
    this.scheduleNext();
    this.broadcastUpdate([]);
  }

  private async fillWithBots(): Promise<void> {
    if (this.status !== 'waiting') return;
    for (const [seat, s] of this.seats.entries()) {
      if (s.kind === 'human' && s.tokenHash === null) {
        s.kind = 'bot';
        s.name = `Bot ${seat + 1}`;
        await this.services.store.updateSeat(this.roomId, seat, 'bot', null);
      }
    }
    this.publish();
    await this.start();
  }

  private async onAct(client: Client, message: unknown): Promise<void> {
    const seat = client.userData?.seat ?? SPECTATOR;
    if (typeof message !== 'object' || message === null || !('action' in message) || !('seq' in message)) {
      this.refuse(client, { ok: false, reason: 'malformed', message: 'an act message is { seq, action }' });
      return;
    }
    if (this.status === 'waiting') {
      this.refuse(client, { ok: false, reason: 'not-started', message: 'the match waits for its players' });
      return;
    }
    const result = this.match.submit(seat, message.seq, message.action);
    if (result.ok) await this.accepted(result);
    else this.refuse(client, result);
  }

  private async onConcede(client: Client): Promise<void> {
    const result = this.match.concede(client.userData?.seat ?? SPECTATOR);
    if (result.ok) await this.accepted(result);
    else this.refuse(client, result);
  }

  /** Bot seats, and human seats out of time, act through the match's bot. */
  private async botMove(seat: PlayerId, seq: number): Promise<void> {
    if (this.status !== 'playing' || this.match.seq !== seq || this.match.toAct !== seat) return;
    const result = this.match.submitLegal(seat, seq, this.match.botAction(seat));
    if (result.ok) await this.accepted(result);
    else this.services.log(`match ${this.roomId}: the bot's action was refused: ${result.message}`);
  }

  private async accepted(result: Accepted): Promise<void> {
    await this.services.store.appendAction(this.roomId, this.match.seq - 1, result.action);
    const outcome = this.match.result();
    if (outcome) {
      this.status = 'finished';
      this.publish();
      this.clearTimer();
      await this.services.store.finish(this.roomId, outcome, this.match.replay());
      this.services.log(`match ${this.roomId}: finished (${outcome.reason})`);
    } else this.scheduleNext();
    this.lastEvents = result.events;
    this.broadcastUpdate(result.events);
    if (this.status === 'finished' && this.clients.length === 0) this.disconnect();
  }

  /** Arms the bot move or the turn timer of whoever acts next. */
  private scheduleNext(): void {
    this.clearTimer();
    const seat = this.match.toAct;
    if (this.status !== 'playing' || seat === null) return;
    const seq = this.match.seq;
    if (this.seats[seat].kind === 'bot') {
      // Bots run on the host's timers (a macrotask, so updates go out first), not the match clock.
      this.botTimer = setTimeout(() => this.enqueue(() => this.botMove(seat, seq)), this.services.botDelayMs);
      return;
    }
    const turnMs = this.match.setup.turnMs;
    if (turnMs === null) return;
    const { clock } = this.services;
    this.deadline = clock.now() + turnMs;
    this.timer = clock.setTimeout(() => this.enqueue(() => this.botMove(seat, seq)), turnMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.services.clock.clearTimeout(this.timer);
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.timer = null;
    this.botTimer = null;
    this.deadline = null;
  }

  private refuse(client: Client, refusal: Refusal): void {
    const message: RefusedMessage = { reason: refusal.reason, message: refusal.message, seq: this.match.seq };
    client.send(ServerMessages.refused, message);
  }

  private seatInfo(): SeatInfo[] {
    return this.seats.map((s, seat) => ({ seat, name: s.name, kind: s.kind, connected: s.client !== null }));
  }

  /** Sends each client (or only `only`) its own view and the lines of `events` it may read. */
  private broadcastUpdate(events: readonly GameEvent[], only?: Client | readonly Client[]): void {
    const seats = this.seatInfo();
    const cache = new Map<PlayerId, UpdateMessage>();
    const to = only === undefined ? this.clients : Array.isArray(only) ? only : [only as Client];
    for (const client of to) {
      const seat = client.userData?.seat ?? SPECTATOR;
      let update = cache.get(seat);
      if (!update) {
        const view = this.match.view(seat);
        const legal = this.status === 'playing' ? this.match.legalFor(seat) : [];
        update = {
          code: this.roomId,
          game: this.match.module.name,
          seat,
          seq: this.match.seq,
          status: this.status,
          seats,
          view,
          lines: this.match.lines(events, seat),
          toAct: this.match.toAct,
          legal,
          choices: this.status === 'playing' ? this.match.choicesFor(seat) : [],
          names: this.match.names(view),
          deadline: this.deadline,
        };
        cache.set(seat, update);
      }
      client.send(ServerMessages.update, update);
    }
  }
}

/** The room class for a server: {@link MatchRoom} bound to its services. */
export function matchRoomType(services: RoomServices): typeof MatchRoom {
  return class BoundMatchRoom extends MatchRoom {
    protected override services = services;
  };
}
