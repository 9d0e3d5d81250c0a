import { canSee, legalActions, optionLabel, viewFor } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import type { UpdateMessage } from '@cardloom/server/client';
import { describe, expect, it } from 'vitest';
import { newGame } from '../test-helpers';
import { answerFromView, decisionFromView, onlineModel } from './online-view';

/** The update the server sends `seat` of a Lorcana game at its opening mulligan. */
function updateAtMulligan(seat: number): { update: UpdateMessage; game: ReturnType<typeof newGame> } {
  const game = newGame(lorcanaModule, 2);
  const toAct = game.toAct!;
  const legal = seat === toAct ? legalActions(game) : [];
  const update: UpdateMessage = {
    code: 'ABCD2345',
    game: 'lorcana',
    seat,
    seq: 0,
    status: 'playing',
    seats: [
      { seat: 0, name: 'Player 1', kind: 'human', connected: true },
      { seat: 1, name: 'Player 2', kind: 'human', connected: false },
    ],
    view: viewFor(game, seat),
    lines: [],
    toAct,
    legal,
    choices: legal.map((a) => lorcanaModule.describeAction(game, a, seat)),
    names: {},
    deadline: null,
  };
  return { update, game };
}

describe('issue 18 (online mode): the board of an online seat comes from its update only', () => {
  it('the deciding seat gets the dialog with the labels the kernel gives, and its picks become the legal answer', () => {
    const { game } = updateAtMulligan(0);
    const seat = game.toAct!;
    const { update } = updateAtMulligan(seat);
    const model = onlineModel(lorcanaModule, update);
    expect(model.myTurn).toBe(true);
    expect(model.status).toMatch(/^Your move, P\d \(you\) — turn 0$/);
    const request = game.state.decision!.request;
    expect(model.decision?.options.map((o) => o.label)).toEqual(
      request.options.map((v) => optionLabel(game, request, v, seat)),
    );
    const picks = [request.options[3], request.options[1]];
    const answer = answerFromView(update.view, update.legal, picks);
    expect(answer.ok).toBe(true);
    if (answer.ok)
      expect(update.legal[answer.index]).toMatchObject({ type: 'answer', choice: [picks[1], picks[0]] });
    expect(answerFromView(update.view, update.legal, ['nope'])).toEqual({
      ok: false,
      reason: '"nope" is not one of the options',
    });
  });

  it("the other seat gets no dialog, no actions, and its board names none of the chooser's hidden cards", () => {
    const { game } = updateAtMulligan(0);
    const other = 1 - game.toAct!;
    const { update } = updateAtMulligan(other);
    const model = onlineModel(lorcanaModule, update);
    expect(model.myTurn).toBe(false);
    expect(model.decision).toBeNull();
    expect(decisionFromView(lorcanaModule, update.view, game.toAct!)).toBeNull();
    expect(model.legal).toEqual([]);
    expect(model.status).toMatch(/^P\d \(disconnected\) to act — turn 0$|^P\d \(you\) to act/);
    let backs = 0;
    for (const zone of model.board.zones)
      for (const card of zone.cards) {
        if (typeof card.id === 'number') expect(canSee(game, other, card.id)).toBe(true);
        else backs++;
        if (!card.info) expect(typeof card.id).toBe('string');
      }
    const hiddenHand = model.board.zones.find((z) => z.name === 'hand' && z.owner === game.toAct)!;
    expect(hiddenHand.count).toBeGreaterThan(0);
    expect(hiddenHand.cards).toEqual([]);
    expect(backs + hiddenHand.count).toBeGreaterThan(0);
  });

  it('waiting and finished matches say so (with the join code, with the winner)', () => {
    const { update } = updateAtMulligan(0);
    expect(onlineModel(lorcanaModule, { ...update, status: 'waiting' }).status).toBe(
      'Waiting for 1 more player — join code ABCD2345',
    );
    const over = {
      ...update,
      status: 'finished' as const,
      view: { ...update.view, status: { over: true, winners: [1], reason: 'lore' } },
    };
    const model = onlineModel(lorcanaModule, over);
    expect(model.over).toBe(true);
    expect(model.status).toBe('Game over — P2 (disconnected) wins (lore)');
    expect(model.legal).toEqual([]);
  });
});
