/**
 * Issue 13.8 — a decision whose answer set would explode (choose 1–15 of 15: 32,767 answers) is asked in
 * steps by the kernel, one pick at a time, so `legalActions` stays small and never throws; rules code
 * still receives the whole choice at once.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { apply, createGame, legalActions } from '../engine/engine';
import { bareGame, endAction, fillers, logOf, note } from '../engine/test-games';
import type { Action } from '../rules/definition';
import { bagPolicy } from '../rules/policies';
import { Random } from '../state/rng';
import type { PlayerId } from '../state/state';

/** Chooses any number (1 to all) of the 15 cards in the chooser's deck, then notes the choice. */
const pickMany = {
  type: 'pick-many',
  enumerate(_ctx: Ctx, player: PlayerId, out: Action[]) {
    out.push({ type: 'pick-many', player });
  },
  perform(ctx: Ctx, a: Action) {
    const deck = ctx.cards('deck', a.player);
    const chosen = ctx.chooseCards(a.player, deck, { min: 1, max: deck.length, prompt: 'Block with which?' });
    note(ctx, `chose ${chosen.join(',')}`);
  },
};

const def = bareGame({ policy: bagPolicy(), cards: [], hand: 0, actions: [pickMany, endAction] });
const deck = fillers
  .slice(0, 10)
  .map((c) => c.id)
  .concat(fillers.slice(0, 5).map((c) => c.id));

describe('issue 13.8: decisions with too many answers are asked in steps', () => {
  it('choose 1–15 of 15 lists one action per card (and stop once one is chosen), never 32,767', () => {
    const game = createGame(def, { players: 2, decks: [deck, deck], seed: 1 });
    const me = game.state.turn.active;
    apply(game, { type: 'pick-many', player: me });
    const first = legalActions(game);
    expect(first).toHaveLength(15);
    expect(first.every((a) => a.type === 'answer' && (a.choice as unknown[]).length === 1)).toBe(true);
    const cards = game.ctx.cards('deck', me);
    apply(game, { type: 'answer', player: me, choice: [cards[3]] });
    const second = legalActions(game);
    // Cards after the one chosen (unordered: each set is reachable one way), plus "stop".
    expect(second).toHaveLength(11 + 1);
    expect(second.some((a) => (a.choice as unknown[]).length === 0)).toBe(true);
    apply(game, { type: 'answer', player: me, choice: [cards[9]] });
    apply(game, { type: 'answer', player: me, choice: [] });
    expect(logOf(game.ctx)).toEqual([`chose ${cards[3]},${cards[9]}`]);
    expect(game.state.decision).toBeNull();
  });

  it('random answers always reach a legal full choice, and the game replays exactly', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const game = createGame(def, { players: 2, decks: [deck, deck], seed });
      const random = new Random(seed);
      apply(game, { type: 'pick-many', player: game.state.turn.active });
      let steps = 0;
      while (game.state.decision) {
        const legal = legalActions(game);
        expect(legal.length).toBeLessThanOrEqual(16);
        apply(game, random.pick(legal));
        steps++;
      }
      const [line] = logOf(game.ctx);
      const picked = line.replace('chose ', '').split(',');
      expect(picked.length).toBeGreaterThanOrEqual(1);
      expect(new Set(picked).size).toBe(picked.length);
      expect(steps).toBeLessThanOrEqual(16);
    }
  });
});
