/**
 * The trivial game as a cardloom game definition, played through the kernel's public API
 * (`createGame`, `legalActions`, `apply`). Drawing is an automatic step that ends the game on an empty
 * deck; the main step offers one `play` action per card in hand (hand order) and an `end-turn` (the pass; `pass` is reserved by the kernel) that ends
 * the turn — the same canonical option order the other implementations use.
 *
 * The decks are dealt by the shared PRNG (`dealDecks`) and handed to `createGame` already in order,
 * so setup does not shuffle again; the deal is inside the timed function, as it is for the others.
 *
 * @module
 */
import {
  type Action,
  apply,
  type Ctx,
  createGame,
  defineGame,
  fixedPolicy,
  legalActions,
} from '@cardloom/core';
import { DECK_SIZE, dealDecks, MAX_POWER, playerRng, type TrivialResult } from './spec';

const cardId = (power: number) => `power-${power}`;

/** Ends the game on an empty deck: the higher score wins, equal scores draw. */
function drawOrEnd(ctx: Ctx): void {
  const p = ctx.active;
  if (ctx.count('deck', p) > 0) {
    ctx.draw(p, 1);
    return;
  }
  const [a, b] = [ctx.playerCounter(0, 'score'), ctx.playerCounter(1, 'score')];
  if (a === b) ctx.drawGame('deck-empty');
  else ctx.win([a > b ? 0 : 1], 'deck-empty');
}

/** The compiled definition. */
export const trivialDefinition = defineGame({
  id: 'trivial-draw-and-play',
  name: 'Trivial draw-and-play (benchmark)',
  players: [2],
  // No card has abilities, so none function anywhere.
  abilityZones: [],
  zones: [
    { name: 'deck', owner: 'player', ordered: true, visibility: 'count', faceDown: true },
    { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
    { name: 'scored', owner: 'player', ordered: false, visibility: 'public' },
  ],
  turn: {
    phases: [
      {
        id: 'turn',
        steps: [
          { id: 'draw', mode: 'auto', enter: drawOrEnd },
          { id: 'main', mode: 'actions' },
        ],
      },
    ],
  },
  actions: [
    {
      type: 'play',
      enumerate(ctx: Ctx, player: number, out: Action[]) {
        for (const card of ctx.cards('hand', player)) out.push({ type: 'play', player, card });
      },
      perform(ctx: Ctx, action: Action & { card: number }) {
        ctx.addPlayerCounter(action.player, 'score', ctx.stat(action.card, 'power'));
        ctx.move(action.card, 'scored', action.player, { cause: 'play', by: action.player });
      },
    },
    {
      type: 'end-turn',
      enumerate: (_ctx: Ctx, player: number, out: Action[]) => void out.push({ type: 'end-turn', player }),
      perform: (ctx: Ctx) => ctx.endStep(),
    },
  ],
  // No card has a triggered ability; the policy is required but never consulted.
  policy: fixedPolicy({ key: () => 0 }),
  rulesets: [{ name: 'standard', options: {} }],
  cards: Array.from({ length: MAX_POWER }, (_, i) => ({
    id: cardId(i + 1),
    name: `Power ${i + 1}`,
    types: ['card'],
    stats: { power: i + 1 },
  })),
  setup: () => {},
});

/** The dealt decks as card ids, top card first (the kernel's deck order). */
function decksFor(seed: number): string[][] {
  return dealDecks(seed).map((deck) => {
    const ids = new Array<string>(DECK_SIZE);
    for (let i = 0; i < DECK_SIZE; i++) ids[i] = cardId(deck[DECK_SIZE - 1 - i]);
    return ids;
  });
}

/** Time spent in each kernel call of {@link playCardloomTimed}, in milliseconds, with call counts. */
export interface TrivialClock {
  createMs: number;
  games: number;
  legalMs: number;
  legalCalls: number;
  playMs: number;
  plays: number;
  endTurnMs: number;
  endTurns: number;
}

/** A clock with nothing recorded yet. */
export function newTrivialClock(): TrivialClock {
  return { createMs: 0, games: 0, legalMs: 0, legalCalls: 0, playMs: 0, plays: 0, endTurnMs: 0, endTurns: 0 };
}

/** {@link playCardloom} with the clock read around every kernel call (about 0.05 µs per read). */
export function playCardloomTimed(seed: number, clock: TrivialClock): void {
  const rng = playerRng(seed);
  const decks = decksFor(seed);
  const t0 = performance.now();
  const game = createGame(trivialDefinition, { players: 2, decks, seed });
  clock.createMs += performance.now() - t0;
  clock.games++;
  game.recordEvents = false;
  while (!game.over) {
    const t1 = performance.now();
    const legal = legalActions(game);
    const t2 = performance.now();
    const action = legal[rng.int(legal.length)];
    const t3 = performance.now();
    apply(game, action);
    const t4 = performance.now();
    clock.legalMs += t2 - t1;
    clock.legalCalls++;
    if (action.type === 'play') {
      clock.playMs += t4 - t3;
      clock.plays++;
    } else {
      clock.endTurnMs += t4 - t3;
      clock.endTurns++;
    }
  }
}

/** Plays one game for `seed` with two uniform-random players through the kernel. */
export function playCardloom(seed: number): TrivialResult {
  const rng = playerRng(seed);
  const game = createGame(trivialDefinition, { players: 2, decks: decksFor(seed), seed });
  // A random player never reads the events apply returns (simulation mode).
  game.recordEvents = false;
  let moves = 0;
  while (!game.over) {
    const legal = legalActions(game);
    apply(game, legal[rng.int(legal.length)]);
    moves++;
  }
  const [p0, p1] = game.state.players;
  return { scores: [p0.counters.score ?? 0, p1.counters.score ?? 0], moves };
}
