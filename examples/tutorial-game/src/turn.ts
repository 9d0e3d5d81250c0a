import type { TurnSpec } from '@cardloom/core';
import { drawOrLose } from './draw.js';

/** Rule 3: a turn is ready, draw, main, end. */
export const turn: TurnSpec = {
  phases: [
    {
      id: 'turn',
      steps: [
        {
          // 3.1 Ready: your creatures untap and your embers refill to the size of your reserve.
          id: 'ready',
          mode: 'auto',
          rule: 'Embers 3.1',
          enter: (ctx) => {
            for (const card of ctx.cards('field', ctx.active)) ctx.setTapped(card, false);
            ctx.setPlayerCounter(ctx.active, 'embers', ctx.count('reserve', ctx.active));
          },
        },
        {
          // 3.2 Draw a card; the player who goes first skips this on the first turn.
          id: 'draw',
          mode: 'auto',
          rule: 'Embers 3.2',
          skip: (ctx) => ctx.turnNumber === 1,
          enter: (ctx) => drawOrLose(ctx, ctx.active),
        },
        // 3.3 Main: take actions until you end your turn.
        { id: 'main', mode: 'actions', rule: 'Embers 3.3' },
        { id: 'end', mode: 'auto' },
      ],
    },
  ],
};
