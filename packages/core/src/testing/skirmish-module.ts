/**
 * Skirmish as a {@link GameModule}, so every tool can be tried on a small real kernel game:
 * `cardloom play skirmish`.
 * @module
 */
import type { Game } from '../engine/game';
import { defineModule } from '../module/define-module';
import type { GameModule } from '../module/types';
import type { PlayerId } from '../state/state';
import { skirmish, skirmishDeck } from './mini';

/** Life lead, board presence and cards in hand. */
export function skirmishEvaluate(game: Game, player: PlayerId): number {
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
}

const sunRush = [
  ...Array<string>(6).fill('grunt'),
  ...Array<string>(4).fill('brute'),
  ...Array<string>(4).fill('hunter'),
  ...Array<string>(3).fill('captain'),
  ...Array<string>(3).fill('rally'),
];

/** The Skirmish module (bag trigger policy). */
export const skirmishModule: GameModule = defineModule({
  name: 'skirmish',
  title: 'Skirmish (kernel demo)',
  definition: skirmish('bag'),
  decks: [
    { name: 'mixed', title: 'Every Skirmish card', cards: skirmishDeck() },
    { name: 'sun-rush', title: 'Sun units and Rally', cards: sunRush },
  ],
  evaluate: skirmishEvaluate,
  scores: (game) => game.state.players.map((p) => p.counters.life ?? 0),
  rules: {
    costModel: 'typed resources (sun, moon) gained each turn, paid from a pool with "any" wildcards',
    winConditions: ['last player left in the game'],
    lossConditions: ['0 life', 'drawing from an empty deck'],
    deckRules: ['any number of cards from the pool'],
  },
});
