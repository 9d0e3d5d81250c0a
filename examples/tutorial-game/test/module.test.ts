/** `tutorialModule`: Embers as a game module, playable by every cardloom tool. */
import { greedyBot, mctsBot } from '@cardloom/bots';
import { apply, createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { embers, evaluate, starterDeck, tutorialModule } from '../src/index';

describe('tutorialModule', () => {
  it('names the game, its rulesets and its starter deck, and the deck is valid', () => {
    expect(tutorialModule).toMatchObject({ name: 'embers', id: 'embers', players: { min: 2, max: 2 } });
    expect(tutorialModule.rulesets.map((r) => r.name)).toEqual(['standard', 'blitz']);
    expect(tutorialModule.decks[0].cards).toHaveLength(20);
    expect(tutorialModule.validateDeck(starterDeck, 'standard')).toEqual([]);
    expect(tutorialModule.validateDeck(['no-such-card'], 'standard')[0].message).toContain('no-such-card');
    expect(tutorialModule.cards().map((c) => c.id)).toContain('ashen-phoenix');
    expect(tutorialModule.rules('blitz').lossConditions).toContain('0 health');
  });

  it("greedy and search bots steered by the module's evaluation play a game to its end", () => {
    const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed: 3 });
    const bots = [greedyBot({ seed: 1, evaluate }), mctsBot({ seed: 2, evaluate, iterations: 30 })];
    while (!game.over) apply(game, bots[game.toAct!].choose(game));
    expect(game.state.status.winners).toHaveLength(1);
  });

  it('describing a draw to the opponent does not name the drawn card', () => {
    const game = createGame(embers, {
      players: 2,
      decks: [starterDeck, starterDeck],
      seed: 5,
      firstPlayer: 0,
    });
    const events = apply(game, { type: 'end-turn', player: 0 }).events;
    const draw = events.find((e) => e.type === 'moved' && e.to === 'hand');
    expect(draw).toBeDefined();
    const name = game.ctx.cardDef(draw!.card as number).name;
    expect(tutorialModule.describeEvent(game, draw!, 1)).toContain(name);
    expect(tutorialModule.describeEvent(game, draw!, 0) ?? '').not.toContain(name);
  });
});
