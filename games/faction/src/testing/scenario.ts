/**
 * Test scenarios: a board built in one readable call, and helpers that drive the game through
 * `legalActions` and `apply` only (so every step of a test is a legal action).
 *
 * @example
 * const game = scenario({ turn: 3, seats: [{ characters: ['ashblade-duelist'] }, { characters: ['reef-sentinel'] }] });
 * act(game, { type: 'enter-combat' });
 * @module
 */
import {
  type Action,
  type ApplyResult,
  apply,
  type CardId,
  createGame,
  type Game,
  legalActions,
  setupScenario,
} from '@cardloom/core';
import { drive } from '@cardloom/core/testing';
import { faction } from '../engine/definition';
import { P, RESOURCE_KINDS, type ResourceKind, Z } from '../engine/keys';
import { ROUNDS_VAR } from '../engine/turn';

/** One seat of a scenario. Every list is of card ids; unlisted zones start empty. */
export interface Seat {
  /** Main character (default: Admiral Serenne, whose only ability is an activated one). */
  readonly main?: string;
  readonly hand?: readonly string[];
  /** Characters in the character slots; they arrived before this turn unless `fresh`. */
  readonly characters?: readonly string[];
  readonly location?: string;
  /** Deck, top first (default: ten Wandering Sellswords). */
  readonly deck?: readonly string[];
  /** Discard pile, top first. */
  readonly discard?: readonly string[];
  /** Ready resource tokens by kind (default none). */
  readonly tokens?: Partial<Record<ResourceKind, number>>;
  /** Command tokens (default 2, as after the Morning). */
  readonly command?: number;
}

/** A scenario: seats, the turn number to be in (default 1), the ruleset. */
export interface ScenarioSpec {
  readonly seats: readonly Seat[];
  readonly turn?: number;
  readonly ruleset?: string;
  /** Characters listed here (by id) entered play this turn (D14). */
  readonly fresh?: readonly string[];
}

const FILLER = Array.from({ length: 10 }, () => 'wandering-sellsword');

function listOf(seat: Seat): { main: string; zones: [string, readonly string[]][] } {
  return {
    main: seat.main ?? 'admiral-serenne',
    zones: [
      [Z.hand, seat.hand ?? []],
      [Z.characters, seat.characters ?? []],
      [Z.location, seat.location ? [seat.location] : []],
      [Z.discard, seat.discard ?? []],
      [Z.deck, seat.deck ?? FILLER],
    ],
  };
}

/**
 * Builds the game: player 0 is active in the Day of turn `turn`, with exactly the listed cards where
 * the seats say. The kernel's setup runs first (shuffle, opening hands); the scenario then moves every
 * card where it belongs.
 */
export function scenario(spec: ScenarioSpec): Game {
  const lists = spec.seats.map(listOf);
  const decks = lists.map((l) => [l.main, ...l.zones.flatMap(([, ids]) => ids)]);
  const game = createGame(faction, {
    players: spec.seats.length,
    decks,
    seed: 1,
    firstPlayer: 0,
    ruleset: spec.ruleset,
    // The board below is laid out by id, in deck-list order.
    cardIds: 'deck-order',
  });
  settle(game); // the first Morning's triggers, if the seat-0 leader has any
  let next = 0;
  const turn = spec.turn ?? 1;
  setupScenario(game, (ctx) => {
    lists.forEach((list, p) => {
      next++; // the main character is already in its slot
      for (const [zone, ids] of list.zones) {
        for (let i = 0; i < ids.length; i++) {
          ctx.move(next++, zone, p, { position: 'bottom', cause: 'scenario' });
        }
      }
      const seat = spec.seats[p];
      for (const kind of RESOURCE_KINDS) {
        ctx.setPlayerCounter(p, P.tokens(kind), seat.tokens?.[kind] ?? 0);
        ctx.setPlayerCounter(p, P.spent(kind), 0);
      }
      ctx.setPlayerCounter(p, P.command, seat.command ?? 2);
    });
    // D14: listed cards arrived this turn; every other card arrived before it.
    for (const card of ctx.state.cards) {
      const entered = spec.fresh?.includes(card.def) ? turn : Math.min(card.enteredTurn, turn - 1);
      ctx.setCard(card.id, 'enteredTurn', entered);
    }
    ctx.setTurnNumber(turn);
    // D32: the rounds completed before this turn, as if seat 0 had been first and no one was out.
    ctx.setVar(ROUNDS_VAR, Math.floor((turn - 1) / spec.seats.length));
  });
  return game;
}

/** The instance ids of a card in a player's zone (or any zone), in zone order (core's scenario driver). */
export function idsOf(game: Game, def: string, player?: number, zone?: string): CardId[] {
  return drive(game).idsOf(def, { owner: player, zone });
}

/** The one instance of a card (the first, when there are several). */
export function idOf(game: Game, def: string, player?: number, zone?: string): CardId {
  return drive(game).idOf(def, { owner: player, zone });
}

/** The legal actions of the acting player matching every given field. */
export function legal(game: Game, partial: Partial<Action> & { type: string }): Action[] {
  return drive(game).legal(partial);
}

/** Applies the one legal action matching the fields (the acting player is filled in); throws when none matches. */
export function act(game: Game, partial: Partial<Action> & { type: string }): ApplyResult {
  return drive(game).act(partial);
}

/** Answers the open decision. */
export function answer(game: Game, choice: readonly (number | string)[]): ApplyResult {
  return drive(game).answer(choice);
}

/** Every player passes until the stack is empty (responses declined). */
export function resolveStack(game: Game): void {
  for (let guard = 0; game.state.pending.length > 0 && !game.over; guard++) {
    if (guard > 100) throw new Error('the stack does not empty');
    const player = game.toAct;
    if (game.state.decision || player === null) return;
    apply(game, { type: 'pass', player });
  }
}

/** Ends the active player's turn: ends the Day, everyone passes the last window, until `player` acts in a Day. */
export function endTurn(game: Game): void {
  const start = game.state.turn.number;
  for (
    let guard = 0;
    !game.over && (game.state.turn.number === start || game.ctx.step.step !== 'main');
    guard++
  ) {
    if (guard > 200) throw new Error('the turn does not end');
    const player = game.toAct!;
    if (game.state.decision) throw new Error(`open decision: ${game.state.decision.request.prompt}`);
    const options = legalActions(game);
    const pick =
      options.find((a) => a.type === 'end-day') ??
      options.find((a) => a.type === 'end-combat') ??
      options.find((a) => a.type === 'pass');
    if (!pick) throw new Error(`cannot end the turn from ${JSON.stringify(options)}`);
    apply(game, { ...pick, player });
  }
}

/**
 * Runs the game on until nothing waits: decisions take the next of `answers` (else the first legal
 * answer), and every player passes while effects wait.
 */
export function settle(game: Game, answers: (readonly (number | string)[])[] = []): void {
  // `answers` is consumed across calls (untilTurnOf settles several times from one list).
  for (let guard = 0; !game.over && (game.state.decision || game.state.pending.length > 0); guard++) {
    if (guard > 200) throw new Error('the game does not settle');
    if (game.state.decision) {
      const next = answers.shift();
      if (next) answer(game, next);
      else apply(game, legalActions(game)[0]);
    } else apply(game, { type: 'pass', player: game.toAct! });
  }
}

/** Plays a card from the acting player's hand by id name, then settles with `answers`. */
export function playCard(
  game: Game,
  def: string,
  fields: Partial<Action> = {},
  answers: (readonly (number | string)[])[] = [],
): void {
  const player = game.toAct!;
  act(game, { type: 'play', card: idOf(game, def, player, Z.hand), support: false, ...fields });
  settle(game, answers);
}

/** Ends turns (declining everything, answering with `answers`) until `player` acts in a Day main step. */
export function untilTurnOf(
  game: Game,
  player: number,
  answers: (readonly (number | string)[])[] = [],
): void {
  const start = game.state.turn.number;
  for (let guard = 0; !game.over; guard++) {
    if (guard > 500) throw new Error('never reached that turn');
    if (
      game.state.turn.number !== start &&
      game.state.turn.active === player &&
      game.ctx.step.step === 'main'
    ) {
      if (!game.state.decision && game.state.pending.length === 0) return;
    }
    if (game.state.decision || game.state.pending.length > 0) {
      settle(game, answers);
      continue;
    }
    const options = legalActions(game);
    const pick =
      options.find((a) => a.type === 'end-day') ??
      options.find((a) => a.type === 'end-combat') ??
      options.find((a) => a.type === 'pass');
    if (!pick) throw new Error(`cannot end the turn from ${JSON.stringify(options)}`);
    apply(game, pick);
  }
}
