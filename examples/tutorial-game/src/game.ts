import { bagPolicy, defineGame, type GameDefinition } from '@cardloom/core';
import { actions } from './actions/index.js';
import { cards } from './cards/index.js';
import { checks } from './checks.js';
import { turn } from './turn.js';
import { zones } from './zones.js';

/** Embers, compiled: two players, a hidden hand, embers to spend, creatures that fight. */
export const embers: GameDefinition = defineGame({
  id: 'embers',
  name: 'Embers',
  players: [2],
  zones,
  // Abilities work while their card is on the field.
  abilityZones: ['field'],
  turn,
  actions,
  // Rule 9.1: triggered abilities wait in a bag; the active player resolves theirs first.
  policy: bagPolicy({ handOver: 'active-first' }),
  checks,
  rulesets: [
    { name: 'standard', description: '20 health, 5-card opening hand', options: { health: 20, hand: 5 } },
    { name: 'blitz', description: '10 health, 3-card opening hand', options: { health: 10, hand: 3 } },
  ],
  cards,
  // Rule 1.1: shuffle, set health, draw the opening hand, pick who goes first.
  setup(ctx) {
    for (let player = 0; player < ctx.playerCount; player++) {
      ctx.shuffle('deck', player);
      ctx.setPlayerCounter(player, 'health', ctx.option<number>('health'));
      ctx.draw(player, ctx.option<number>('hand'));
    }
    ctx.setActive(ctx.presetFirst ?? ctx.random(ctx.playerCount));
  },
});
