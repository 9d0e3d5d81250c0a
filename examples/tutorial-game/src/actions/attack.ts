import { type Action, type ActionSpec, type CardId, type Ctx, type PlayerId, tapSelf } from '@cardloom/core';
import { canAct } from '../creatures.js';
import { damageCreature, damagePlayer } from '../damage.js';

/**
 * Rule 6: attack with a creature. Tap it (6.1); the defender may block with one untapped creature
 * (6.2). Unblocked, it deals its power to the defender (6.3); blocked, the two deal their power to
 * each other (6.4).
 */
export const attack: ActionSpec<Action & { card: CardId }> = {
  type: 'attack',
  rule: 'Embers 6',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('field', player))
      if (canAct(ctx, card)) out.push({ type: 'attack', player, card });
  },
  perform(ctx, { player, card }) {
    ctx.pay([tapSelf()], player, card);
    const defender = ctx.opponents(player)[0];
    const untapped = ctx.cards('field', defender).filter((c) => !ctx.card(c).tapped);
    const blocker = ctx.chooseCard(defender, untapped, {
      min: 0,
      prompt: 'Block with which creature?',
      rule: 'Embers 6.2',
    });
    if (blocker === null) {
      damagePlayer(ctx, defender, ctx.stat(card, 'power'));
    } else {
      damageCreature(ctx, blocker, ctx.stat(card, 'power'));
      damageCreature(ctx, card, ctx.stat(blocker, 'power'));
    }
  },
};
