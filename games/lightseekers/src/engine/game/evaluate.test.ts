/** The evaluation the greedy and IS-MCTS bots play by (decision L58). */
import { greedyBot } from '@cardloom/bots';
import { apply, createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { readyDecks } from '../../decks/ready.js';
import { kernelDeck } from '../../decks/validate.js';
import { lightseekersModule } from '../../module.js';
import { scenario } from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';
import { HEALTH } from '../table/removal.js';
import { evaluate, HAND_CORE, handValue } from './evaluate.js';

describe('evaluate (L58)', () => {
  it('L58: a hand card beyond the first four is worth less than one point of damage to the opponent', () => {
    expect(handValue(HAND_CORE + 1) - handValue(HAND_CORE)).toBeLessThan(0.25);
    expect(handValue(HAND_CORE) - handValue(HAND_CORE - 1)).toBe(0.5);
    const full = scenario([{ health: 30 }, { health: 30 }]);
    const hurt = scenario([{ health: 30 }, { health: 29 }]);
    const gain = evaluate(hurt, 0) - evaluate(full, 0);
    expect(gain).toBeGreaterThan(handValue(HAND_CORE + 2) - handValue(HAND_CORE));
  });

  it('L58: with a full hand the greedy bot plays a 3-damage Attack instead of ending its actions to draw', () => {
    const game = scenario([
      { hero: 'kestrel-vane', hand: ['tidal-crash', 'rally', 'rally', 'rally', 'rally', 'rally', 'rally'] },
      { hero: 'brunhild-cinderheart' },
    ]);
    const bot = greedyBot({ seed: 1, evaluate });
    const action = bot.choose(game);
    expect(action.type).toBe('play');
    apply(game, action);
    expect(game.state.players[1].counters[HEALTH]).toBe(25);
  });

  it('L58: greedy players spend cards from the first turns (they drew their decks out, passing, before)', () => {
    const decks = [readyDecks[4], readyDecks[5]].map(kernelDeck);
    const game = createGame(lightseekersModule.definition, { players: 2, decks, seed: 'L58' });
    const bots = [0, 1].map((p) => greedyBot({ seed: `L58/${p}`, evaluate }));
    while (!game.over && game.state.turn.number <= 12) apply(game, bots[game.toAct as number].choose(game));
    for (const p of [0, 1]) {
      expect(game.ctx.count(Z.hand, p)).toBeLessThan(10);
    }
  });

  it('L73: the greedy bot plays a combo whose payment is asked after it is played (it settles the decision)', () => {
    const hand = [
      'dusk-tide',
      'shade-strike',
      'shadowstep',
      'tidal-crash',
      'healing-rain',
      'rally',
      'rally',
      'rally',
    ];
    const start = () => scenario([{ hero: 'nyx-quillfeather', hand }, { hero: 'brunhild-cinderheart' }]);
    const game = start();
    const bot = greedyBot({ seed: 1, evaluate });
    const action = bot.choose(game);
    expect(action).toMatchObject({ type: 'combo' });
    // The bot answers the payment it is then asked for; Dusk Tide deals 4.
    apply(game, action);
    while (game.state.decision !== null && game.toAct === 0) apply(game, bot.choose(game));
    expect(game.state.players[1].counters[HEALTH]).toBe(28 - 4);
    // Scored before its payment is chosen, the combo has done nothing yet, and another card scores higher.
    expect(greedyBot({ seed: 1, evaluate, settle: 0 }).choose(start())).not.toMatchObject({ type: 'combo' });
  });
});
