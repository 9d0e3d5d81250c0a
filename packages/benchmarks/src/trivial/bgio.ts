/**
 * The trivial game as a boardgame.io game, driven through boardgame.io's own reducer
 * (`InitializeGame` + `CreateGameReducer`, the path its server and clients use) or its headless
 * vanilla `Client`. Moves mutate `G` through boardgame.io's Immer wrapper, as its guide recommends.
 * Run with `NODE_ENV=production` for the production figures (`src/main.ts` sets it before loading).
 *
 * @module
 */
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { dealDecks, playerRng, type TrivialResult } from './spec';

/** boardgame.io's `G` for the trivial game. */
export interface TrivialG {
  decks: number[][];
  hands: number[][];
  scores: number[];
}

interface SetupData {
  seed: number;
}

type Option = { move: 'play'; args: [number] } | { move: 'pass'; args: [] };

/** Legal moves of the current player in the shared canonical order (plays by hand index, then pass). */
function enumerate(G: TrivialG, ctx: Ctx): Option[] {
  const hand = G.hands[Number(ctx.currentPlayer)];
  const options: Option[] = [];
  for (let i = 0; i < hand.length; i++) options.push({ move: 'play', args: [i] });
  options.push({ move: 'pass', args: [] });
  return options;
}

/**
 * The game definition. `seed` fixes the deal when the game is built for a `Client` (which takes no
 * setup data); the reducer path passes `{ seed }` as setup data instead.
 */
export function trivialBgioGame(seed?: number): Game<TrivialG, Record<string, unknown>, SetupData> {
  return {
    name: 'trivial-draw-and-play',
    minPlayers: 2,
    maxPlayers: 2,
    setup: (_context, setupData) => {
      const [a, b] = dealDecks(setupData?.seed ?? seed ?? 0);
      return { decks: [a, b], hands: [[], []], scores: [0, 0] };
    },
    turn: {
      // Drawing is automatic; a turn that starts on an empty deck ends the game instead.
      onBegin: ({ G, ctx, events }) => {
        const p = Number(ctx.currentPlayer);
        const card = G.decks[p].pop();
        if (card === undefined) events.endGame({ scores: [...G.scores] });
        else G.hands[p].push(card);
      },
    },
    moves: {
      play: ({ G, ctx }, index: number) => {
        const p = Number(ctx.currentPlayer);
        G.scores[p] += G.hands[p][index];
        G.hands[p].splice(index, 1);
      },
      pass: ({ events }) => {
        events.endTurn();
      },
    },
    ai: { enumerate },
  };
}

const reducerGame = trivialBgioGame();
const reduce = CreateGameReducer({ game: reducerGame });

/** Plays one game for `seed` through boardgame.io's reducer, one `MAKE_MOVE` action per move. */
export function playBgioReducer(seed: number): TrivialResult {
  const rng = playerRng(seed);
  let state = InitializeGame({ game: reducerGame, numPlayers: 2, setupData: { seed } });
  let moves = 0;
  while (state.ctx.gameover === undefined) {
    const options = enumerate(state.G, state.ctx);
    const choice = options[rng.int(options.length)];
    const playerID = state.ctx.currentPlayer;
    const next = reduce(state, {
      type: 'MAKE_MOVE',
      payload: { type: choice.move, args: choice.args, playerID },
    });
    if (next.transients?.error)
      throw new Error(`boardgame.io rejected ${choice.move}: ${next.transients.error.type}`);
    state = next;
    moves++;
  }
  return { scores: [state.G.scores[0], state.G.scores[1]], moves };
}

/** Plays one game for `seed` through boardgame.io's headless vanilla `Client` (no transport). */
export function playBgioClient(seed: number): TrivialResult {
  const rng = playerRng(seed);
  const client = Client({ game: trivialBgioGame(seed), numPlayers: 2 });
  client.start();
  let moves = 0;
  for (let state = client.getState(); state && state.ctx.gameover === undefined; state = client.getState()) {
    const options = enumerate(state.G, state.ctx);
    const choice = options[rng.int(options.length)];
    client.updatePlayerID(state.ctx.currentPlayer);
    client.moves[choice.move](...choice.args);
    moves++;
  }
  client.stop();
  const final = client.getState()!;
  return { scores: [final.G.scores[0], final.G.scores[1]], moves };
}
