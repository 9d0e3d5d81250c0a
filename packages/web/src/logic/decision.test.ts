import { apply, type Game, legalActions } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import { loreModule } from '@cardloom/lore';
import { describe, expect, it } from 'vitest';
import { answerFor, decisionFor } from './decision';
import { newGame, playUntil } from './test-helpers';

/** A Lorcana game at its first decision: the opening mulligan (choose 0 to 7 cards). */
function atMulligan(): Game {
  const game = newGame(lorcanaModule, 2);
  expect(game.state.decision?.request.max).toBeGreaterThan(1);
  return game;
}

describe('decision dialog → answer action (issue 17: pending decisions as dialogs)', () => {
  it('shows the prompt, the min/max and a readable label per option (card names for the chooser)', () => {
    const game = atMulligan();
    const seat = game.toAct!;
    const model = decisionFor(game, seat)!;
    const request = game.state.decision!.request;
    expect(model.prompt).toBe(request.prompt);
    expect([model.min, model.max]).toEqual([request.min, request.max]);
    const names = new Set(lorcanaModule.definition.cards.map((c) => c.name));
    for (const option of model.options) expect(names.has(option.label)).toBe(true);
  });

  it('other seats get no dialog', () => {
    const game = atMulligan();
    expect(decisionFor(game, 1 - game.toAct!)).toBeNull();
  });

  it('picks in any order become the legal answer action, which the game accepts', () => {
    const game = atMulligan();
    const legal = legalActions(game);
    const options = game.state.decision!.request.options;
    const result = answerFor(game, legal, [options[2], options[0]]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const action = legal[result.index];
    expect(action).toEqual({ type: 'answer', player: game.toAct, choice: [options[0], options[2]] });
    apply(game, action);
    expect(game.log.at(-1)).toEqual(action);
  });

  it('too many picks, a value that is no option, or no open decision: a reason, and nothing changes', () => {
    const game = atMulligan();
    const legal = legalActions(game);
    const request = game.state.decision!.request;
    const before = JSON.stringify(game.state);
    expect(answerFor(game, legal, [...request.options, 12345])).toEqual({
      ok: false,
      reason: `choose 0 to 7 value(s), not ${request.options.length + 1}`,
    });
    expect(answerFor(game, legal, ['nope'])).toEqual({
      ok: false,
      reason: '"nope" is not one of the options',
    });
    expect(JSON.stringify(game.state)).toBe(before);
    const keep = answerFor(game, legal, []);
    expect(keep.ok).toBe(true);
    apply(game, legal[(keep as { index: number }).index]);
    playUntil(game, (g) => !g.state.decision);
    expect(answerFor(game, legalActions(game), [])).toEqual({ ok: false, reason: 'no decision is open' });
  });

  it('an option decision (Lore: keep or mulligan) labels its options and answers with one pick', () => {
    const game = newGame(loreModule, 4);
    expect(playUntil(game, (g) => g.state.decision?.request.kind === 'options')).toBe(true);
    const seat = game.toAct!;
    const model = decisionFor(game, seat)!;
    expect(model.options.every((o) => o.label.length > 0)).toBe(true);
    const legal = legalActions(game);
    const result = answerFor(game, legal, [model.options[0].value]);
    expect(result).toEqual({ ok: true, index: expect.any(Number) });
    expect(legal[(result as { index: number }).index].choice).toEqual([model.options[0].value]);
  });
});
