import type { Action, ActionSpec, Ctx, PlayerId } from '@cardloom/core';

/** Rule 3.3: end your turn (always legal in your main step). */
export const endTurn: ActionSpec = {
  type: 'end-turn',
  rule: 'Embers 3.3',
  enumerate(_ctx: Ctx, player: PlayerId, out: Action[]) {
    out.push({ type: 'end-turn', player });
  },
  perform(ctx: Ctx) {
    ctx.endStep();
  },
};
