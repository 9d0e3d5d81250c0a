/**
 * Skirmish, the kernel's small demonstration game (`@cardloom/core/testing`), registered so every
 * command can be tried on a real kernel game before the full games land: `cardloom play skirmish`.
 */
import type { Evaluate } from '@cardloom/bots';
import type { Game } from '@cardloom/core';
import { skirmish, skirmishDeck } from '@cardloom/core/testing';
import { kernelPlugin } from './kernel';
import type { GamePlugin } from './types';

/** Life lead, board presence and cards in hand. */
export const skirmishEvaluate: Evaluate = (game: Game, player) => {
  const st = game.state;
  const stride = st.players.length + 1;
  const zones = game.definition.zones;
  let score = 0;
  for (const p of st.players) score += (p.id === player ? 3 : -3) * (p.counters.life ?? 0);
  for (const card of st.cards) {
    const zone = zones[Math.floor(card.zone / stride)].name;
    if (zone === 'play') score += card.controller === player ? 2 : -2;
    else if (zone === 'hand' && card.owner === player) score += 0.5;
  }
  return score;
};

const sunRush = [
  ...Array(6).fill('grunt'),
  ...Array(4).fill('brute'),
  ...Array(4).fill('hunter'),
  ...Array(3).fill('captain'),
  ...Array(3).fill('rally'),
];

/** The Skirmish plugin (bag trigger policy). */
export function skirmishPlugin(): GamePlugin {
  return kernelPlugin({
    name: 'skirmish',
    title: 'Skirmish (kernel demo)',
    definition: skirmish('bag'),
    decks: [
      { name: 'mixed', title: 'Every Skirmish card', deck: skirmishDeck() },
      { name: 'sun-rush', title: 'Sun units and Rally', deck: sunRush },
    ],
    evaluate: skirmishEvaluate,
    scoreCounter: 'life',
    rules: {
      costModel: 'typed resources (sun, moon) gained each turn, paid from a pool with "any" wildcards',
      winConditions: ['last player left in the game'],
      lossConditions: ['0 life', 'drawing from an empty deck'],
      deckRules: ['any number of cards from the pool'],
    },
  });
}
