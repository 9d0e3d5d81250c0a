import { greedyBot } from '@cardloom/bots';
import { apply, createGame } from '@cardloom/core';
import { eagerBot } from './bot.js';
import { embers, evaluate, starterDeck, tutorialModule } from './index.js';

// Seat 0: our hand-written bot. Seat 1: cardloom's greedy bot, steered by our evaluation.
const bots = [eagerBot(), greedyBot({ seed: 7, evaluate })];
const game = createGame(embers, {
  players: 2,
  decks: [starterDeck, starterDeck],
  seed: process.argv[2] ?? 1,
});

while (!game.over) {
  const action = bots[game.toAct!].choose(game);
  console.log(tutorialModule.describeAction(game, action));
  apply(game, action);
}
const { winners, reason } = game.state.status;
console.log(`Turn ${game.state.turn.number}: seat ${winners.join(', ')} wins (${reason}).`);
