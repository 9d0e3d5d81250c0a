/**
 * The scenario driver: one way for every game's tests to set up a board, find cards, act, answer and
 * play on. A game's own test kit adds only its vocabulary (its board spec, "end the turn" for its turn
 * structure) on top of it.
 * @module
 */
import type { Ctx } from '../context/ctx';
import { type ApplyResult, apply, type Game, legalActions, setupScenario } from '../engine/engine';
import type { Action } from '../rules/definition';
import { Random } from '../state/rng';
import type { CardId, PlayerId } from '../state/state';

/** Which cards {@link Driver.idsOf} looks at: by owner and zone kind (any when left out). */
export interface CardQuery {
  readonly owner?: PlayerId;
  readonly zone?: string;
}

/** An answer to a decision: the chosen options (card ids, option indexes, names…). */
export type Choice = readonly (number | string)[];

/** Fields an action must have; `player` is filled with the acting player when left out. */
export type ActionMatch = { readonly type: string } & { readonly [key: string]: unknown };

/** One action {@link Driver.playRandom} took, as its `onStep` sees it. */
export interface RandomStep {
  /** The listed action taken. */
  readonly action: Action;
  /** What `apply` returned for it. */
  readonly result: ApplyResult;
  /** How many actions were taken before this one. */
  readonly index: number;
  /** The game after the action. */
  readonly game: Game;
}

/** Options of {@link Driver.playRandom}. */
export interface RandomPlay {
  /** At most this many actions (default 10,000). */
  readonly limit?: number;
  /** Called after every action taken, e.g. to check an invariant; throwing stops the play. */
  readonly onStep?: (step: RandomStep) => void;
}

/** Options of {@link Driver.settle}. */
export interface SettleOptions {
  /** Answers for the decisions asked, in order; a decision beyond them takes its first legal answer. */
  readonly answers?: readonly Choice[];
  /** The action type that lets effects waiting on a stack resolve (default `pass`). */
  readonly pass?: string;
  /** Most actions to take before giving up (default 500). */
  readonly limit?: number;
}

/** The error a driver throws when a test asks for something the game does not allow. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
}

function matches(action: Action, match: ActionMatch): boolean {
  for (const key of Object.keys(match))
    if (JSON.stringify(action[key]) !== JSON.stringify(match[key])) return false;
  return true;
}

/**
 * Drives one game in a test: builds the board, finds cards, performs the legal action matching a few
 * fields, answers decisions, settles what waits and plays on at random.
 *
 * @example
 * ```ts
 * const t = drive(createGame(skirmish('bag'), { players: 2, decks: [deck, deck], seed: 1 }));
 * t.build((ctx) => ctx.move(t.idOf('sprite', { owner: 0 }), 'hand', 0));
 * t.act({ type: 'play', card: t.idOf('sprite', { owner: 0, zone: 'hand' }) });
 * t.settle({ answers: [[0]] });
 * ```
 */
export class Driver {
  constructor(readonly game: Game) {}

  /** The kernel context (read the state through it). */
  get ctx(): Ctx {
    return this.game.ctx;
  }

  /** Changes the board directly, atomically, with no triggers (see `setupScenario`). */
  build(change: (ctx: Ctx) => void): this {
    setupScenario(this.game, change);
    return this;
  }

  /**
   * The instance ids of a card definition matching the query (owner = the card's owner): in zone order
   * (top first) when a zone is given, else in instance-id order.
   */
  idsOf(def: string, query: CardQuery = {}): CardId[] {
    const ctx = this.game.ctx;
    const st = this.game.state;
    const out: CardId[] = [];
    for (const c of st.cards) {
      if (c.def !== def || (query.owner !== undefined && c.owner !== query.owner)) continue;
      if (query.zone !== undefined && ctx.zoneNameOf(c.zone) !== query.zone) continue;
      out.push(c.id);
    }
    if (query.zone !== undefined) {
      const at = (id: CardId) => st.cards[id].zone * 1e6 + st.zones[st.cards[id].zone].indexOf(id);
      out.sort((a, b) => at(a) - at(b));
    }
    return out;
  }

  /** The first instance of a card definition matching the query; throws a {@link ScenarioError} if none. */
  idOf(def: string, query: CardQuery = {}): CardId {
    const [id] = this.idsOf(def, query);
    if (id === undefined)
      throw new ScenarioError(`no ${def} owned by ${query.owner ?? 'anyone'} in ${query.zone ?? 'any zone'}`);
    return id;
  }

  /** The legal actions with every given field (the acting player's, when `player` is left out). */
  legal(match: ActionMatch): Action[] {
    const actor = this.game.toAct;
    const full = match.player === undefined && actor !== null ? { ...match, player: actor } : match;
    return legalActions(this.game).filter((a) => matches(a, full));
  }

  /**
   * Performs the legal action with every given field; throws a {@link ScenarioError} that lists the legal
   * actions when none matches.
   */
  act(match: ActionMatch): ApplyResult {
    const [found] = this.legal(match);
    if (found === undefined) {
      const options = legalActions(this.game).map((a) => JSON.stringify(a));
      throw new ScenarioError(`not legal now: ${JSON.stringify(match)}\nlegal:\n  ${options.join('\n  ')}`);
    }
    return apply(this.game, found);
  }

  /** Answers the open decision; throws a {@link ScenarioError} when none is open. */
  answer(choice: Choice): ApplyResult {
    const open = this.game.state.decision;
    if (!open) throw new ScenarioError(`no decision is open (answering ${JSON.stringify(choice)})`);
    return apply(this.game, { type: 'answer', player: open.request.player, choice: [...choice] });
  }

  /**
   * Runs on while something waits — an open decision or an effect on the stack — answering with
   * `answers` in order (then the first legal answer) and passing priority. Throws a {@link ScenarioError}
   * when it does not settle within `limit` actions.
   */
  settle(options: SettleOptions = {}): this {
    const answers = [...(options.answers ?? [])];
    const pass = options.pass ?? 'pass';
    const limit = options.limit ?? 500;
    const state = this.game.state;
    for (let n = 0; !this.game.over && (state.decision || state.pending.length > 0); n++) {
      if (n >= limit) throw new ScenarioError(`the game does not settle within ${limit} actions`);
      if (state.decision) {
        const next = answers.shift();
        if (next) this.answer(next);
        else apply(this.game, legalActions(this.game)[0]);
        continue;
      }
      const passing = this.legal({ type: pass });
      if (passing.length === 0) break;
      apply(this.game, passing[0]);
    }
    return this;
  }

  /**
   * Plays uniformly random legal actions from a seeded generator until the game ends or `limit` actions
   * were taken; returns how many were taken. `limit` may be given as a number or in {@link RandomPlay}
   * options, whose `onStep` sees every action taken (to check an invariant after each one).
   */
  playRandom(seed: number, options: number | RandomPlay = {}): number {
    const { limit = 10_000, onStep } = typeof options === 'number' ? { limit: options } : options;
    const random = new Random(seed);
    let n = 0;
    for (; n < limit && !this.game.over; n++) {
      const action = random.pick(legalActions(this.game));
      const result = apply(this.game, action);
      onStep?.({ action, result, index: n, game: this.game });
    }
    return n;
  }
}

/** A {@link Driver} for a game. */
export function drive(game: Game): Driver {
  return new Driver(game);
}
