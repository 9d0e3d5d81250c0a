/**
 * One match, without any network: the kernel game, who holds each seat, and the three things a
 * server must get right — an action is taken as the sender's seat only, only when it is one of the
 * legal actions (compared by value) at the action count the sender saw, and each seat sees only its
 * own view and the event lines it may read.
 * @module
 */
import { type Bot, greedyBot, mctsBot, randomBot } from '@cardloom/bots';
import {
  type Action,
  actionFrom,
  actionsFor,
  apply,
  createGame,
  type Game,
  type GameEvent,
  type GameModule,
  IllegalActionError,
  isJson,
  jsonEqual,
  legalActions,
  nameOf,
  type PlayerId,
  type PlayerView,
  type Replay,
  replay,
  rulesVersionOf,
  SPECTATOR,
  toReplay,
  viewFor,
} from '@cardloom/core';
import type { RefusalReason } from '../protocol';
import { MatchResumeError } from './errors';
import type { BotKind, MatchSetup } from './setup';

/** The seat-less viewer (core's public view): a spectator sees what is public to everyone. */
export { SPECTATOR };

/** A refused action: why, in words a player can act on. Nothing changed. */
export interface Refusal {
  readonly ok: false;
  readonly reason: RefusalReason;
  readonly message: string;
}

/** An accepted action: the action as applied (bound to the seat) and the events it caused. */
export interface Accepted {
  readonly ok: true;
  readonly action: Action;
  readonly events: readonly GameEvent[];
}

/** How a finished match ended. */
export interface MatchResult {
  readonly winners: readonly PlayerId[];
  readonly reason: string;
  readonly turns: number;
}

const refuse = (reason: RefusalReason, message: string): Refusal => ({ ok: false, reason, message });

/** Builds the bot of a kind for a module. */
export function makeBot(module: GameModule, kind: BotKind, seed: string | number): Bot {
  const evaluate = module.evaluate;
  if (kind === 'greedy' && evaluate) return greedyBot({ seed, evaluate });
  if (kind === 'mcts') return mctsBot({ seed, evaluate, iterations: module.searchIterations });
  return randomBot({ seed });
}

/** A match in memory: see the module comment. */
export class Match {
  readonly module: GameModule;
  readonly setup: MatchSetup;
  readonly game: Game;
  private readonly bots = new Map<PlayerId, Bot>();

  private constructor(module: GameModule, setup: MatchSetup, game: Game) {
    this.module = module;
    this.setup = setup;
    this.game = game;
  }

  /** A new match from a checked setup. */
  static create(module: GameModule, setup: MatchSetup): Match {
    const game = createGame(module.definition, {
      players: setup.names,
      decks: setup.decks,
      seed: setup.seed,
      ruleset: setup.ruleset,
      cardIds: 'shuffled',
    });
    return new Match(module, setup, game);
  }

  /** A match rebuilt from its setup and stored action log (the kernel's `replay`). */
  static resume(module: GameModule, setup: MatchSetup, actions: readonly Action[]): Match {
    // The stored log is the server's own (written action by action as it was accepted), so it is
    // replayed as a version 1 replay: no integrity record to check against.
    const data: Replay = {
      format: 'cardloom-replay',
      version: 1,
      game: module.id,
      ruleset: setup.ruleset,
      seed: setup.seed,
      players: [...setup.names],
      decks: setup.decks.map((d) => [...d]),
      // As `create` handed them out (a kernel replay without the field would use deck order).
      cardIds: 'shuffled',
      // The server's own log is played under the rules it runs now (a kernel replay without the
      // field counts as rules version 1).
      ...rulesVersionOf(module.definition, setup.ruleset),
      actions: [...actions],
    };
    try {
      return new Match(module, setup, replay(module.definition, data));
    } catch (e) {
      throw new MatchResumeError(`cannot resume a ${module.name} match: ${(e as Error).message}`);
    }
  }

  /** Actions accepted so far. */
  get seq(): number {
    return this.game.log.length;
  }
  get over(): boolean {
    return this.game.over;
  }
  get toAct(): PlayerId | null {
    return this.game.toAct;
  }

  /**
   * Takes `raw` as an action of `seat` seen at action count `seq`, in the form {@link legalFor} lists
   * it (hidden cards named by their view handles): its `player` is replaced by `seat`, and it must equal
   * (by value) one of the seat's listed actions. Returns the refusal otherwise.
   */
  submit(seat: PlayerId, seq: unknown, raw: unknown): Accepted | Refusal {
    const refused = this.screen(seat, seq, raw);
    if (refused) return refused;
    let legal: Action;
    try {
      legal = actionFrom(this.game, seat, raw);
    } catch (error) {
      if (!(error instanceof IllegalActionError)) throw error;
      return refuse(
        'illegal-action',
        `${JSON.stringify({ ...(raw as Action), player: seat })} is not a legal action now`,
      );
    }
    return { ok: true, action: legal, events: apply(this.game, legal).events };
  }

  /** Takes `action`, one of the kernel's legal actions (instance ids), for `seat`: the bots' path. */
  submitLegal(seat: PlayerId, seq: unknown, action: Action): Accepted | Refusal {
    const refused = this.screen(seat, seq, action);
    if (refused) return refused;
    const legal = legalActions(this.game).find((a) => a.player === seat && jsonEqual(a, action));
    if (!legal) return refuse('illegal-action', `${JSON.stringify(action)} is not a legal action now`);
    return { ok: true, action: legal, events: apply(this.game, legal).events };
  }

  /** The refusals every action gets before it is matched: shape, seat, match state, staleness, turn. */
  private screen(seat: PlayerId, seq: unknown, raw: unknown): Refusal | null {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !isJson(raw))
      return refuse('malformed', 'an action must be a JSON object');
    if (typeof (raw as { type?: unknown }).type !== 'string')
      return refuse('malformed', 'an action needs a string "type"');
    if (seat < 0) return refuse('spectator', 'spectators cannot act');
    if (this.game.over) return refuse('match-over', 'the match is over');
    if (seq !== this.seq)
      return refuse(
        'stale',
        `the action was sent at action ${JSON.stringify(seq)}; the match is at ${this.seq}`,
      );
    // Several seats may act at once in simultaneous team turns (`actingSeats`); each acts as itself.
    if (!this.game.actingSeats.includes(seat))
      return refuse('not-your-turn', `seat ${seat} is not the one to act`);
    return null;
  }

  /** `seat` gives up (accepted at any time while the match runs). */
  concede(seat: PlayerId): Accepted | Refusal {
    if (seat < 0) return refuse('spectator', 'spectators cannot concede');
    if (this.game.over) return refuse('match-over', 'the match is over');
    const action: Action = { type: 'concede', player: seat };
    return { ok: true, action, events: apply(this.game, action).events };
  }

  /** The action a bot of the match's kind takes for `seat` now (for bot seats and timed-out seats). */
  botAction(seat: PlayerId): Action {
    let bot = this.bots.get(seat);
    if (!bot) {
      bot = makeBot(this.module, this.setup.bot, `${this.setup.seed}:bot:${seat}`);
      this.bots.set(seat, bot);
    }
    return bot.choose(this.game);
  }

  /** What `viewer` may see (`viewFor`; the seat-less view for {@link SPECTATOR}). */
  view(viewer: PlayerId): PlayerView {
    return viewFor(this.game, viewer);
  }

  /** Log lines of `events` as `viewer` may read them. */
  lines(events: readonly GameEvent[], viewer: PlayerId): string[] {
    const out: string[] = [];
    for (const e of events) {
      const line = this.module.describeEvent(this.game, e, viewer);
      if (line !== null) out.push(line);
    }
    return out;
  }

  /**
   * `seat`'s legal actions when it must act, else none, as the seat may see them: a card it cannot see is
   * named by its view handle (core `actionsFor`), so a client cannot follow hidden cards through them.
   */
  legalFor(seat: PlayerId): readonly Action[] {
    return seat >= 0 && this.game.actingSeats.includes(seat) ? actionsFor(this.game, seat) : [];
  }

  /** Lines describing {@link legalFor}'s actions, in its order, as `seat` may read them. */
  choicesFor(seat: PlayerId): string[] {
    if (seat < 0 || !this.game.actingSeats.includes(seat)) return [];
    return legalActions(this.game)
      .filter((a) => a.player === seat)
      .map((a) => this.module.describeAction(this.game, a, seat));
  }

  /** Printed names of the card definitions a view shows. */
  names(view: PlayerView): Record<string, string> {
    const out: Record<string, string> = {};
    for (const zone of view.zones)
      for (const c of [...(zone.cards ?? []), ...(zone.shown ?? []), ...(zone.top ? [zone.top] : [])])
        if (c.def !== undefined) out[c.def] = nameOf(this.game, c.def);
    return out;
  }

  /** The result once the match is over. */
  result(): MatchResult | null {
    const st = this.game.state;
    return st.status.over
      ? { winners: st.status.winners.slice(), reason: st.status.reason ?? 'unknown', turns: st.turn.number }
      : null;
  }

  /** The replay of the match so far. */
  replay(): Replay {
    return toReplay(this.game);
  }
}
