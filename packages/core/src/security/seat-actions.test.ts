/**
 * Issue 13.3 at the server boundary — a seat's actions and decision options name the cards it cannot
 * see by their view handles, never by instance ids, so a client cannot follow a hidden card through the
 * actions it is offered; `actionFrom` maps what the client sends back onto the legal action.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { apply, createGame, type Game, legalActions } from '../engine/engine';
import { bareGame, endAction, fillers, inkAction, playAction } from '../engine/test-games';
import { actionFrom, actionsFor } from '../io/seat-actions';
import { canSee, handleOf, viewFor } from '../io/view';
import type { Action } from '../rules/definition';
import { bagPolicy } from '../rules/policies';
import { IllegalActionError } from '../state/errors';
import { Random } from '../state/rng';
import type { CardId, PlayerId } from '../state/state';

/** Discards an opponent's face-down ink card named directly by the action (`target`). */
const burnAction = {
  type: 'burn',
  cardFields: ['target'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const target of ctx.cards('ink', 1 - player)) out.push({ type: 'burn', player, target });
  },
  perform(ctx: Ctx, a: Action) {
    ctx.move(a.target as CardId, 'discard', 1 - a.player, { cause: 'burn', by: a.player });
  },
};
/** Asks its player to pick one of the opponent's face-down ink cards, then discards it. */
const pickAction = {
  type: 'pick',
  cardFields: [],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (ctx.count('ink', 1 - player) > 1) out.push({ type: 'pick', player });
  },
  perform(ctx: Ctx, a: Action) {
    const card = ctx.chooseCard(a.player, ctx.cards('ink', 1 - a.player), { prompt: 'discard which?' });
    if (card !== null) ctx.move(card, 'discard', 1 - a.player, { cause: 'pick', by: a.player });
  },
};

const game = bareGame({
  policy: bagPolicy(),
  cards: [],
  hand: 5,
  actions: [playAction, inkAction, burnAction, pickAction, endAction],
});
const deck = () => fillers.flatMap((c) => [c.id, c.id]);
const newGame = (seed: number): Game => createGame(game, { players: 2, decks: [deck(), deck()], seed });

/** Inks two cards for the first player and passes the turn. */
function opponentInked(seed: number): { g: Game; me: PlayerId; inked: CardId[] } {
  const g = newGame(seed);
  const them = g.state.turn.active;
  const inked: CardId[] = [];
  for (let i = 0; i < 2; i++) {
    const ink = legalActions(g).find((a) => a.type === 'ink')!;
    inked.push(ink.card as CardId);
    apply(g, ink);
  }
  apply(g, legalActions(g).find((a) => a.type === 'end')!);
  return { g, me: 1 - them, inked };
}

describe('issue 13.3: actions as a seat sees them (actionsFor / actionFrom)', () => {
  it("an action naming an opponent's face-down card lists its handle, and is taken back from it", () => {
    const { g, me, inked } = opponentInked(1);
    const burns = actionsFor(g, me).filter((a) => a.type === 'burn');
    expect(burns.map((a) => a.target).sort()).toEqual(inked.map((c) => handleOf(g, c)).sort());
    const legal = actionFrom(g, me, burns[0]);
    expect(legal.type).toBe('burn');
    expect(inked).toContain(legal.target);
    expect(legalActions(g)).toContain(legal);
    apply(g, legal);
    expect(g.ctx.cards('discard', 1 - me)).toEqual([legal.target]);
  });

  it('the raw instance id of a hidden card is refused with a typed error, and the state is unchanged', () => {
    const { g, me, inked } = opponentInked(2);
    const before = JSON.stringify(g.state);
    const attempt = () => actionFrom(g, me, { type: 'burn', player: me, target: inked[0] });
    expect(attempt).toThrow(IllegalActionError);
    expect(attempt).toThrow(/not a legal action/);
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it('the seat is bound: a sent `player` is ignored, and a seat that may not act is refused', () => {
    const { g, me } = opponentInked(3);
    const end = actionFrom(g, me, { type: 'end', player: 1 - me });
    expect(end.player).toBe(me);
    expect(() => actionFrom(g, 1 - me, { type: 'end' })).toThrow(
      expect.objectContaining({ reason: 'wrong-player' }),
    );
    expect(() => actionFrom(g, me, 'end')).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });

  it("a decision among hidden cards lists handles as options in the chooser's view and answers", () => {
    const { g, me, inked } = opponentInked(4);
    apply(g, actionFrom(g, me, { type: 'pick' }));
    const handles = inked.map((c) => handleOf(g, c)).sort();
    const decision = viewFor(g, me).decision;
    expect(decision && 'options' in decision ? [...decision.options].sort() : null).toEqual(handles);
    const answers = actionsFor(g, me);
    expect(answers.flatMap((a) => a.choice as string[]).sort()).toEqual(handles);
    const chosen = actionFrom(g, me, answers[0]);
    const card = (chosen.choice as CardId[])[0];
    expect(inked).toContain(card);
    apply(g, chosen);
    expect(g.ctx.cards('discard', 1 - me)).toContain(card);
    expect(g.state.decision).toBeNull();
  });

  it('property: in random games no listed action or option names a card its seat cannot see, and each maps back', () => {
    let checked = 0;
    for (let seed = 1; seed <= 25; seed++) {
      const g = newGame(seed);
      const random = new Random(seed);
      for (let step = 0; step < 80 && !g.over; step++) {
        const legal = legalActions(g);
        const actor = legal[0]?.player;
        if (actor === undefined) break;
        const seen = actionsFor(g, actor);
        expect(seen).toHaveLength(legal.filter((a) => a.player === actor).length);
        const reveal = g.state.decision?.request.reveal ?? [];
        for (const [i, a] of seen.entries()) {
          const named = [a.target, a.card, ...(Array.isArray(a.choice) ? a.choice : [])];
          for (const v of named)
            if (typeof v === 'number' && a.type !== 'end')
              expect(canSee(g, actor, v as CardId) || reveal.includes(v as CardId)).toBe(true);
          expect(actionFrom(g, actor, JSON.parse(JSON.stringify(a)))).toBe(legal[i]);
          checked++;
        }
        apply(g, random.pick(legal));
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
