import type { CardDefinition } from '@cardloom/core';
import { damageCreature } from '../damage.js';

/**
 * Ember Sage — cost 3, power 1, guard 3. Tap it and pay 1 ember: deal 1 damage to a creature
 * (rule 10).
 */
export const emberSage: CardDefinition = {
  id: 'ember-sage',
  name: 'Ember Sage',
  types: ['creature'],
  stats: { cost: 3, power: 1, guard: 3 },
  abilities: [
    {
      kind: 'activated',
      name: 'Kindle',
      data: { embers: 1 },
      effect: (ctx, _self, player) => {
        const creatures = ctx.playersInOrder().flatMap((p) => ctx.cards('field', p));
        const target = ctx.chooseCard(player, creatures, { prompt: 'Deal 1 damage to which creature?' });
        if (target !== null) damageCreature(ctx, target, 1);
      },
    },
  ],
};
