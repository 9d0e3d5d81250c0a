/**
 * Copies of a game ({@link clone}) and of its state ({@link cloneState}).
 * @module
 */
import { copyCardRecord } from '../state/card-records';
import { hasKeys, jsonClone } from '../state/json';
import { type CardId, type CardState, type GameState, NO_COUNTERS, type PendingItem } from '../state/state';
import { Game } from './game';

/** Options for {@link clone}. */
export interface CloneOptions {
  /** Copy the action log (default true); a copy without it starts an empty log. */
  readonly log?: boolean;
  /**
   * Freeze the actions `legalActions` lists for the copy (default true). The freezing is what stops a
   * listed action edited by its caller from being applied without a check, since `apply` trusts the
   * very objects it listed. A search's own throwaway copies (sampled worlds, playouts) may pass false to
   * save its cost, on the promise that they never edit a listed action: an edit would then be applied
   * unchecked, harming only that copy. Copies of the copy inherit the setting.
   */
  readonly freezeActions?: boolean;
}

/** A deep copy of a game that shares nothing mutable with the original. */
export function clone(game: Game, options: CloneOptions = {}): Game {
  return new Game(
    game.definition,
    cloneState(game.state),
    game.setup,
    options.log === false ? [] : game.log.slice(),
    game.ctx.present ?? undefined,
    game.ctx.sharedDefCache(),
    options.freezeActions ?? game.freezesActions,
  );
}

/** A deep copy of a state, specialized for its shape (faster than a generic deep copy). */
export function cloneState(s: GameState): GameState {
  const cards = new Array<CardState>(s.cards.length);
  for (let i = 0; i < cards.length; i++) {
    const c = s.cards[i];
    cards[i] = copyCardRecord(c, hasKeys(c.counters) ? copyRecord(c.counters) : NO_COUNTERS);
  }
  const zones = new Array<CardId[]>(s.zones.length);
  for (let i = 0; i < zones.length; i++) zones[i] = s.zones[i].slice();
  const copy: GameState = {
    game: s.game,
    ruleset: s.ruleset,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      counters: copyRecord(p.counters),
      out: p.out,
      result: p.result,
    })),
    cards,
    zones,
    turn: Object.assign({}, s.turn, { extra: s.turn.extra.slice(), skip: s.turn.skip.slice() }),
    vars: jsonClone(s.vars),
    effects: s.effects.slice(),
    pending: s.pending.slice(),
    policy: copyRecord(s.policy),
    agenda: s.agenda.slice(),
    decision: s.decision,
    priority: s.priority
      ? { player: s.priority.player, passes: s.priority.passes, window: s.priority.window }
      : null,
    turnCounts: copyRecord(s.turnCounts),
    clock: s.clock,
    status: Object.assign({}, s.status, { winners: s.status.winners.slice() }),
  };
  // Added last rather than spread into the literal: a conditional spread makes V8 build every copy
  // through a slow generic path (and the initial state puts `queues` last too, so key order matches).
  if (s.queues) copy.queues = cloneQueues(s.queues);
  return copy;
}

/**
 * A copy of a record the rules later add keys to. Not `{ ...r }`: on Node 20's V8 an object made by a
 * spread is slow to extend (every added key costs ~0.5 µs), and these records gain keys as play goes on.
 */
function copyRecord<V>(r: Record<string, V>): Record<string, V> {
  // A for-in copy: measured faster than Object.assign on these small records, and as fast to extend.
  const out: Record<string, V> = {};
  for (const key in r) out[key] = r[key];
  return out;
}

function cloneQueues(queues: Record<string, PendingItem[]>): Record<string, PendingItem[]> {
  const out: Record<string, PendingItem[]> = {};
  for (const name in queues) out[name] = queues[name].slice();
  return out;
}
