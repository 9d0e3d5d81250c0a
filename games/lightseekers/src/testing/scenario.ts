/**
 * Test helpers: build a board in one call, find and take actions by card name, answer decisions, and
 * play random games. Used by the package's tests; exported for tools that want the same shortcuts.
 * @module
 */
import {
  type Action,
  apply,
  type CardId,
  createGame,
  type Game,
  legalActions,
  Random,
  setupScenario,
} from '@cardloom/core';
import { drive } from '@cardloom/core/testing';
import { getCard } from '../cards/index.js';
import { readyDecks } from '../decks/ready.js';
import { kernelDeck } from '../decks/validate.js';
import { ROT } from '../engine/buffs/corners.js';
import { lightseekers } from '../engine/game/definition.js';
import { Z } from '../engine/table/catalog.js';
import { HEALTH } from '../engine/table/removal.js';
import { setSeats } from '../engine/table/seating.js';
import { resetTurn } from '../engine/table/turn-record.js';

/** One player's part of a scenario; card ids, one entry per copy. */
export interface SeatSpec {
  readonly hero?: string;
  readonly hand?: readonly string[];
  readonly buffs?: readonly string[];
  readonly items?: readonly string[];
  readonly discard?: readonly string[];
  /** Cards on top of the deck, top first; the rest of the deck is filler. */
  readonly deck?: readonly string[];
  readonly health?: number;
  /** Filler cards left in the deck below `deck` (default 10). */
  readonly filler?: number;
}

const HEROES = [
  'kestrel-vane',
  'brunhild-cinderheart',
  'solenne-dawn-herald',
  'ilwen-thornsong',
  'vharok-the-hollow',
  'tinker-maddox',
];
const FILLER = 'rally';

/**
 * A game at player 0's action phase (turn 1), seated 0, 1, 2…, with exactly the given cards placed.
 */
export function scenario(seatsSpec: readonly SeatSpec[], seed = 1): Game {
  const decks = seatsSpec.map((s, i) => {
    const cards = [
      ...(s.hand ?? []),
      ...(s.buffs ?? []).map((b) => b.split('@')[0]),
      ...(s.items ?? []),
      ...(s.discard ?? []),
      ...(s.deck ?? []),
    ];
    const filler = Array.from({ length: s.filler ?? 10 }, () => FILLER);
    return [s.hero ?? HEROES[i], ...cards, ...filler];
  });
  const game = createGame(lightseekers, { players: seatsSpec.length, decks, seed });
  setupScenario(game, (ctx) => {
    setSeats(
      ctx,
      seatsSpec.map((_, i) => i),
    );
    ctx.setActive(0);
    resetTurn(ctx);
    seatsSpec.forEach((s, p) => {
      for (const zone of [Z.hand, Z.discard, Z.buffs, Z.items, Z.limbo])
        for (const c of [...ctx.cards(zone, p)]) ctx.move(c, Z.deck, p);
      const take = (id: string): CardId => {
        const c = ctx.cards(Z.deck, p).find((x) => ctx.card(x).def === id);
        if (c === undefined) throw new Error(`scenario: no ${id} left for player ${p}`);
        return c;
      };
      for (const id of s.hand ?? []) ctx.move(take(id), Z.hand, p);
      // A buff may be given as `id@n`: already turned n quarter turns.
      for (const entry of s.buffs ?? []) {
        const [id, rot] = entry.split('@');
        const c = take(id);
        ctx.move(c, Z.buffs, p, { position: 'bottom' });
        if (rot) ctx.setCounter(c, ROT, Number(rot));
      }
      for (const id of s.items ?? []) ctx.move(take(id), Z.items, p, { position: 'bottom' });
      for (const id of s.discard ?? []) ctx.move(take(id), Z.discard, p, { position: 'bottom' });
      for (const id of [...(s.deck ?? [])].reverse()) ctx.move(take(id), Z.deck, p, { position: 'top' });
      // Whoever setup seated first has already had a start of turn: start everyone afresh.
      const hero = getCard(ctx.card(ctx.cards(Z.hero, p)[0]).def);
      ctx.setPlayerCounter(p, HEALTH, s.health ?? (hero.kind === 'hero' ? hero.health : 0));
    });
  });
  return game;
}

/** The instance ids of a player's cards in a zone with this card id, in zone order. */
export function idsOf(game: Game, player: number, zone: string, cardId: string): CardId[] {
  return drive(game).idsOf(cardId, { owner: player, zone });
}

/** Names of a player's cards in a zone, in order. */
export function namesIn(game: Game, player: number, zone: string): string[] {
  return game.ctx.cards(zone, player).map((c) => getCard(game.state.cards[c].def).id);
}

/** A player's health. */
export function health(game: Game, player: number): number {
  return game.state.players[player].counters[HEALTH] ?? 0;
}

/** Finds a legal action; throws listing the legal ones when none matches. */
export function findAction(game: Game, match: (a: Action & Record<string, unknown>) => boolean): Action {
  const legal = legalActions(game);
  const found = legal.find((a) => match(a as Action & Record<string, unknown>));
  if (!found) throw new Error(`no such legal action; legal: ${JSON.stringify(legal)}`);
  return found;
}

/** Plays the action card `cardId` (aimed at `target`, for Attacks). */
export function play(game: Game, cardId: string, target?: number, type: 'play' | 'combo' = 'play'): void {
  apply(
    game,
    findAction(
      game,
      (a) =>
        a.type === type &&
        game.state.cards[a.card as number].def === cardId &&
        (target === undefined || a.target === target),
    ),
  );
}

/** Uses Ability `index` of the card `cardId` in play (or the hero). */
export function useAbility(game: Game, cardId: string, target?: number, index = 0): void {
  apply(
    game,
    findAction(
      game,
      (a) =>
        a.type === 'ability' &&
        game.state.cards[a.card as number].def === cardId &&
        a.ability === index &&
        (target === undefined || a.target === target),
    ),
  );
}

/** Answers the open decision with the options for which `pick` is true (in option order). */
export function answer(game: Game, pick: (option: number | string) => boolean): void {
  const d = game.state.decision;
  if (!d) throw new Error('no open decision');
  drive(game).answer(d.request.options.filter(pick));
}

/** Answers the open decision choosing the given card ids. */
export function choose(game: Game, ...cards: CardId[]): void {
  answer(game, (o) => cards.includes(o as number));
}

/** Ends the acting player's action phase. */
export function endActions(game: Game): void {
  drive(game).act({ type: 'end-actions', player: game.state.turn.active });
}

/** Ends action phases until it is `player`'s action phase again (every turn in between is empty). */
export function passTo(game: Game, player: number): void {
  do endActions(game);
  while (!game.over && game.state.turn.active !== player);
  if (game.state.decision)
    throw new Error(`passTo: a decision is open: ${game.state.decision.request.prompt}`);
}

/** The rotation of a buff instance. */
export function rotation(game: Game, buff: CardId): number {
  return game.state.cards[buff].counters[ROT] ?? 0;
}

/** Ready-deck games for property tests. */
export function randomGame(players: number, seed: number, deckOffset = 0, ruleset?: string): Game {
  const decks = Array.from({ length: players }, (_, i) =>
    kernelDeck(readyDecks[(deckOffset + i) % readyDecks.length]),
  );
  return createGame(lightseekers, { players, decks, seed, ...(ruleset ? { ruleset } : {}) });
}

/** Plays random legal actions to the end; returns how many were taken. */
export function playOut(game: Game, seed: number, each?: (g: Game, legal: Action[]) => void): number {
  const random = new Random(seed);
  let n = 0;
  while (!game.over) {
    const legal = legalActions(game);
    if (legal.length === 0) throw new Error('no legal action in a game that is not over');
    each?.(game, legal);
    apply(game, random.pick(legal));
    n++;
  }
  return n;
}
