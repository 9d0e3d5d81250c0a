import type { CardDefinition } from '@cardloom/core';
import { drawOrLose } from '../draw.js';

/** Lantern Keeper — cost 2, power 1, guard 2. When it enters your field, you may draw a card (rule 9). */
export const lanternKeeper: CardDefinition = {
  id: 'lantern-keeper',
  name: 'Lantern Keeper',
  types: ['creature'],
  stats: { cost: 2, power: 1, guard: 2 },
  abilities: [
    {
      kind: 'triggered',
      name: 'Guiding Light',
      on: 'moved',
      when: (_ctx, event, self) => event.card === self && event.to === 'field',
      effect: (ctx, { controller }) => {
        if (ctx.may(controller, 'Draw a card?', 'Embers 9')) drawOrLose(ctx, controller);
      },
    },
  ],
};
