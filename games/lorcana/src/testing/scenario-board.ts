/**
 * Building a scenario's game: the card definitions (pool, filler, test-only cards and a test's
 * own), each player's zones from a {@link Board}, and the turn it starts in.
 *
 * @module
 */
import {
  apply,
  type CardId,
  type Ctx,
  createGame,
  type Game,
  type GameDefinition,
  type PlayerId,
} from '@cardloom/core';
import { drive } from '@cardloom/core/testing';
import { fullName, type LorcanaCard } from '../cards/card.js';
import { cardPool } from '../cards/pool.js';
import { normalizeName } from '../cards/registry.js';
import { createLorcana } from '../definition.js';
import { putUnder, setLocation } from '../engine/changes/moves.js';
import { C, Z } from '../engine/state/board.js';
import { testCards } from './test-cards.js';

/** A vanilla filler card for inkwells and decks. */
export const FILLER: LorcanaCard = {
  id: 'test-filler',
  set: 'test',
  number: 0,
  name: 'Filler',
  version: 'Test Card',
  type: 'character',
  cost: 9,
  inkwell: true,
  inks: ['Steel'],
  strength: 1,
  willpower: 1,
  lore: 1,
  classifications: ['Storyborn'],
};

/** A card in play, with its state. */
export type InPlay =
  | string
  | {
      readonly name: string;
      readonly exerted?: boolean;
      /** Entered play this turn (can't quest or challenge yet, CR 5.1.1.11). */
      readonly drying?: boolean;
      readonly damage?: number;
      /** Name of a location of the same player it is at. */
      readonly at?: string;
      /** Cards under it (a Shift stack, top first; CR 8.10). */
      readonly under?: readonly string[];
    };

/** One player's starting board. */
export interface Board {
  readonly play?: readonly InPlay[];
  readonly hand?: readonly string[];
  readonly discard?: readonly string[];
  /** Top of deck first; filler cards follow. */
  readonly deck?: readonly string[];
  /** Ready ink cards (filler). */
  readonly ink?: number;
  readonly exertedInk?: number;
  readonly lore?: number;
  /** Filler cards under the named deck cards (default 20; 0 for an empty deck). */
  readonly filler?: number;
}

/** Scenario options. */
export interface ScenarioOptions {
  readonly players: readonly Board[];
  /** Whose turn it is (default 0). It is that player's Main phase. */
  readonly active?: PlayerId;
  readonly ruleset?: string;
  /** Extra card definitions (test-only cards). */
  readonly cards?: readonly LorcanaCard[];
  readonly seed?: number;
  /** Team of each seat (CR 1.3.6). */
  readonly teams?: readonly number[];
}

const defs = new Map<string, GameDefinition>();
function definitionWith(extra: readonly LorcanaCard[]): GameDefinition {
  const key = extra.map((c) => c.id).join(',');
  let def = defs.get(key);
  if (!def) {
    def = createLorcana([...cardPool, FILLER, ...testCards, ...extra]);
    defs.set(key, def);
  }
  return def;
}

function nameOf(entry: InPlay): string {
  return typeof entry === 'string' ? entry : entry.name;
}

/** Every card a scenario can name, by normalized full name. */
export function cardsByName(extra: readonly LorcanaCard[]): Map<string, LorcanaCard> {
  return new Map([...cardPool, FILLER, ...testCards, ...extra].map((c) => [normalizeName(fullName(c)), c]));
}

/**
 * Creates the game and puts each named card where the boards say, skipping the opening hands;
 * `find` looks a card up by name.
 */
export function buildScenarioGame(options: ScenarioOptions, find: (name: string) => LorcanaCard): Game {
  const def = definitionWith(options.cards ?? []);
  const decks = options.players.map((b) => {
    const named = [
      ...(b.play ?? []).map(nameOf),
      ...(b.play ?? []).flatMap((e) => (typeof e === 'string' ? [] : (e.under ?? []))),
      ...(b.hand ?? []),
      ...(b.discard ?? []),
      ...(b.deck ?? []),
    ].map((n) => find(n).id);
    const filler = (b.ink ?? 0) + (b.exertedInk ?? 0) + (b.filler ?? 20) + 8;
    return [...named, ...Array.from({ length: filler }, () => FILLER.id)];
  });
  const game = createGame(def, {
    players: options.players.length,
    decks,
    seed: options.seed ?? 1,
    ruleset: options.ruleset,
    ...(options.teams ? { teams: options.teams } : {}),
  });
  while (game.state.decision) {
    const d = game.state.decision.request;
    apply(game, { type: 'answer', player: d.player, choice: [] });
  }
  drive(game).build((ctx) => {
    ctx.setActive(options.active ?? 0);
    options.players.forEach((board, p) => {
      placeBoard(ctx, p, board, find);
    });
  });
  return game;
}

/** Puts one player's cards where their board says (CR 5.1 states: exerted, drying, damage, at, under). */
function placeBoard(ctx: Ctx, p: PlayerId, board: Board, find: (name: string) => LorcanaCard): void {
  const mine = ctx.state.cards.filter((c) => c.owner === p && !c.token).map((c) => c.id);
  for (const id of mine) ctx.move(id, Z.deck, p);
  ctx.setPlayerCounter(p, 'lore', board.lore ?? 0);
  const take = (name: string): CardId => {
    const want = find(name).id;
    const id = ctx.cards(Z.deck, p).find((c) => ctx.card(c).def === want);
    if (id === undefined) throw new Error(`scenario: no ${name} left for player ${p + 1}`);
    return id;
  };
  const locations = new Map<string, CardId>();
  const placed: [CardId, InPlay][] = [];
  for (const entry of board.play ?? []) {
    const id = take(nameOf(entry));
    ctx.move(id, Z.play, p);
    ctx.setCounter(id, C.since, -1);
    placed.push([id, entry]);
    locations.set(normalizeName(nameOf(entry)), id);
  }
  for (const [id, entry] of placed) {
    if (typeof entry === 'string') continue;
    if (entry.exerted) ctx.setTapped(id, true);
    if (entry.drying) ctx.setCounter(id, C.since, 0);
    if (entry.damage) ctx.setCounter(id, C.damage, entry.damage);
    if (entry.at) setLocation(ctx, id, locations.get(normalizeName(entry.at))!);
    for (const name of entry.under ?? []) putUnder(ctx, take(name), id, false);
  }
  for (const name of board.hand ?? []) ctx.move(take(name), Z.hand, p);
  for (const name of board.discard ?? []) ctx.move(take(name), Z.discard, p, { position: 'bottom' });
  const fillers = () => ctx.cards(Z.deck, p).filter((c) => ctx.card(c).def === FILLER.id);
  for (let i = 0; i < (board.ink ?? 0) + (board.exertedInk ?? 0); i++) {
    const id = fillers()[0];
    ctx.move(id, Z.inkwell, p, { faceDown: true });
    if (i >= (board.ink ?? 0)) ctx.setTapped(id, true);
  }
  const deckNamed = (board.deck ?? []).map(take);
  const rest = ctx.cards(Z.deck, p).filter((c) => !deckNamed.includes(c));
  const keep = board.filler ?? 20;
  for (const id of rest.filter((c) => ctx.card(c).def === FILLER.id).slice(keep)) ctx.move(id, 'removed', p);
  for (let i = deckNamed.length - 1; i >= 0; i--) ctx.move(deckNamed[i], Z.deck, p, { position: 'top' });
}
