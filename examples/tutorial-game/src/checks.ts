import type { CheckSpec } from '@cardloom/core';
import { destroy } from './destroy.js';

/** Rules 7 and 8: the game-state checks, run after every action until nothing changes. */
export const checks: CheckSpec[] = [
  {
    // 7.1 A creature with damage at least its guard is destroyed.
    id: 'lethal-damage',
    rule: 'Embers 7.1',
    find(ctx, out) {
      for (const player of ctx.playersInOrder())
        for (const card of ctx.cards('field', player))
          if (ctx.counter(card, 'damage') >= ctx.stat(card, 'guard')) out.push(() => destroy(ctx, card));
    },
  },
  {
    // 8.1 A player with no health left loses.
    id: 'no-health',
    rule: 'Embers 8.1',
    find(ctx, out) {
      for (const player of ctx.playersInOrder())
        if (ctx.playerCounter(player, 'health') <= 0) out.push(() => ctx.lose(player, 'health'));
    },
  },
];
