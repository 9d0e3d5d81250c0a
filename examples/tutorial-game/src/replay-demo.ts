import { randomBot } from '@cardloom/bots';
import {
  apply,
  createGame,
  jsonEqual,
  replay,
  restoreGame,
  saveGame,
  toReplay,
  viewFor,
} from '@cardloom/core';
import { embers, starterDeck } from './index.js';

// Play a game halfway with random bots, save it, finish it, and replay it from its record.
const bots = [randomBot({ seed: 1 }), randomBot({ seed: 2 })];
const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed: 'replay-demo' });
for (let i = 0; i < 40 && !game.over; i++) apply(game, bots[game.toAct!].choose(game));

// A view is what one seat may see: seat 0 sees how many cards seat 1 holds, never which.
const theirHand = viewFor(game, 0).zones.find((z) => z.zone === 'hand' && z.owner === 1);
console.log(
  `Seat 1 holds ${theirHand?.count} card(s); seat 0 sees ${theirHand?.cards ? 'them' : 'only the count'}.`,
);

// A save is the whole state; restoring it continues exactly where we were.
const saved = saveGame(game);
const resumed = restoreGame(embers, saved);
console.log(
  `Restored a save of ${saved.length} characters: ${jsonEqual(resumed.state, game.state) ? 'same' : 'different'} state.`,
);

while (!game.over) apply(game, bots[game.toAct!].choose(game));

// A replay is the seed, the decks and the actions: a few kilobytes replay the whole game.
const record = JSON.stringify(toReplay(game));
const again = replay(embers, JSON.parse(record));
console.log(
  `Replayed ${toReplay(game).actions.length} actions from ${record.length} bytes: ${jsonEqual(again.state, game.state) ? 'identical' : 'different'} final state.`,
);
