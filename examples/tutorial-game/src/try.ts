import { apply, createGame, legalActions, Random } from '@cardloom/core';
import { embers, starterDeck } from './index.js';

// Plays one game with random legal moves and says how it ended: `node dist/try.js [seed]`.
const seed = process.argv[2] ?? 1;
const random = new Random(seed);
const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed });
const used = new Set<string>();
while (!game.over) {
  const legal = legalActions(game);
  const action = legal[random.int(legal.length)];
  used.add(action.type);
  apply(game, action);
}
const { winners, reason } = game.state.status;
console.log(`Turn ${game.state.turn.number}: seat ${winners.join(', ')} wins (${reason}).`);
console.log(`Actions used: ${[...used].join(', ')}.`);
