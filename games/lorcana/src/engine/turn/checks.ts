/**
 * Game state checks (CR 1.8): 20 lore wins (15 in Pack Rush), drawing from an empty deck loses under
 * the 2024 edition, and characters and locations with damage at least their Willpower are banished
 * together, attributed to whoever dealt the damage (CR 1.8.1.4). The kernel repeats the check until
 * nothing happens (CR 1.8.3).
 *
 * @module
 */
import type { CardId, CheckSpec } from '@cardloom/core';
import { opt } from '../../rulesets.js';
import { banishCards } from '../changes/banish.js';
import { DMG } from '../changes/damage.js';
import { turnOrder } from '../effects/match.js';
import { cardOf, damageOf, inPlay, loreOf, willpowerOf } from '../state/board.js';
import { numberedKey } from '../state/keys.js';
import { loreToWinFor } from '../state/player-rules.js';
import { willpowerCanDrop } from '../state/stats.js';

/** The Lorcana game state checks. */
export const checks: readonly CheckSpec[] = [
  {
    id: 'lore',
    rule: '1.8.1.1',
    find(ctx, out) {
      const base = opt(ctx).loreToWin;
      let any = false;
      for (let p = 0; p < ctx.playerCount; p++) if (loreOf(ctx, p) >= base) any = true;
      if (!any) return;
      // Several players at once: results in turn order, so the first one wins (CR 1.8.4). A static may
      // ask a player for more lore (“Opponents need 25 lore to win the game”).
      const winner = turnOrder(ctx).find((p) => loreOf(ctx, p) >= loreToWinFor(ctx, p));
      if (winner !== undefined) out.push(() => ctx.win([winner], 'lore'));
    },
  },
  {
    id: 'empty-draw',
    rule: '2024 1.9.2.2',
    find(ctx, out) {
      if (!opt(ctx).loseOnEmptyDraw) return;
      for (const p of turnOrder(ctx)) {
        if (ctx.getVar(numberedKey('emptyDraw.', p))) {
          out.push(() => {
            ctx.setVar(numberedKey('emptyDraw.', p), null);
            ctx.lose(p, 'deck-out');
          });
        }
      }
    },
  },
  {
    id: 'banish',
    rule: '1.8.1.4',
    find(ctx, out) {
      // The lists are made only when needed: this check runs after nearly every change.
      let doomed: CardId[] | null = null;
      let stale: CardId[] | null = null;
      const canDrop = willpowerCanDrop(ctx);
      for (let p = 0; p < ctx.playerCount; p++) {
        const zone = inPlay(ctx, p);
        for (let i = 0; i < zone.length; i++) {
          const c = zone[i];
          // When nothing can lower Willpower, a card below its printed Willpower is safe: only
          // damaged cards near it are compared with their computed Willpower.
          const damage = damageOf(ctx, c);
          if (damage === 0 && !canDrop) continue;
          const data = cardOf(ctx, c);
          if (data.type !== 'character' && data.type !== 'location') continue;
          const safe = !canDrop && damage < (data.willpower ?? 0);
          if (!safe && damage >= willpowerOf(ctx, c)) (doomed ??= []).push(c);
          else if (ctx.counter(c, DMG.by) > 0) (stale ??= []).push(c);
        }
      }
      if (doomed) {
        const cards = doomed;
        out.push(() => void banishCards(ctx, cards, { fromDamage: true }));
      }
      // Attribution lasts only until the next check (CR 1.8.1.4).
      if (stale) {
        const cards = stale;
        out.push(() => {
          for (const c of cards) ctx.setCounter(c, DMG.by, 0);
        });
      }
    },
  },
];
