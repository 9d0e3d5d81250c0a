/** Combo payment (Lightseekers 2.4.3, L10–L14). */
import { type Game, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { answer, choose, idsOf, namesIn, play, scenario } from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';
import { comboPayments } from './payment.js';

const canCombo = (game: Game, id: string) =>
  legalActions(game).some((a) => a.type === 'combo' && game.state.cards[a.card as number].def === id);
const payments = (game: Game, id: string) =>
  comboPayments(game.ctx, 0, idsOf(game, 0, Z.hand, id)[0]).map((set) =>
    set.map((c) => game.state.cards[c].def).sort(),
  );

describe('combo payment', () => {
  it('Lightseekers 2.4.3: the paying cards must match the Elements shown', () => {
    const hand = ['supernova', 'sunspear-volley', 'dawnlight-mending', 'moonsilver-arrow'];
    expect(canCombo(scenario([{ hero: 'solenne-dawn-herald', hand }, {}]), 'supernova')).toBe(false);
    const paid = scenario([{ hero: 'solenne-dawn-herald', hand: [...hand, 'crushing-weight'] }, {}]);
    expect(payments(paid, 'supernova')).toEqual([
      ['crushing-weight', 'dawnlight-mending', 'sunspear-volley'],
    ]);
  });

  it("Lightseekers 2.4.3: cards in play can't pay, only cards from hand", () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', hand: ['twilight-bloom', 'thornlash'], items: ['moonstone-charm'] },
      {},
    ]);
    expect(canCombo(game, 'twilight-bloom')).toBe(false);
  });

  it('Lightseekers 2.4.3: an item in hand pays for the Element it grants', () => {
    const game = scenario([
      {
        hero: 'ilwen-thornsong',
        hand: ['twilight-bloom', 'thornlash', 'moonstone-charm'],
        items: ['moonstone-charm'],
      },
      {},
    ]);
    expect(payments(game, 'twilight-bloom')).toEqual([['moonstone-charm', 'thornlash']]);
  });

  it('Lightseekers 2.4.3: a combo pays for every Element it shares, even one its hero lacks', () => {
    const game = scenario([
      {
        hero: 'brunhild-cinderheart',
        hand: ['volcanic-eruption', 'steam-engine', 'ember-lash', 'boulder-toss'],
      },
      {},
    ]);
    expect(payments(game, 'volcanic-eruption')).toEqual([['boulder-toss', 'ember-lash', 'steam-engine']]);
  });

  it("Lightseekers 2.4.3: a player can't use more cards than necessary", () => {
    const game = scenario([
      { hero: 'kestrel-vane', hand: ['maelstrom', 'tidal-crash', 'healing-rain', 'whirlpool'] },
      {},
    ]);
    const sets = payments(game, 'maelstrom');
    expect(sets).toHaveLength(3);
    for (const set of sets) expect(set).toHaveLength(2);
  });

  it("Lightseekers 2.4.3: a reduced cost skips Elements of the player's choice, but access is still needed", () => {
    const game = scenario([
      { hero: 'tinker-maddox', hand: ['detonation', 'blast-charge', 'fuse-timer', 'rivet-gun'] },
      {},
    ]);
    expect(payments(game, 'detonation')).toEqual([
      ['blast-charge', 'fuse-timer'],
      ['blast-charge', 'rivet-gun'],
      ['fuse-timer', 'rivet-gun'],
    ]);
    const noAccess = scenario([
      { hero: 'tinker-maddox', hand: ['steam-engine', 'ember-lash', 'tidal-crash'] },
      {},
    ]);
    expect(canCombo(noAccess, 'steam-engine')).toBe(false);
  });

  it("Lightseekers 2.4.3: an increased cost needs an extra card of the combo's Order", () => {
    const base = ['maelstrom', 'tidal-crash', 'healing-rain'];
    const taxed = scenario([
      { hero: 'kestrel-vane', hand: [...base, 'jab'] },
      { buffs: ['dampening-field'] },
    ]);
    expect(canCombo(taxed, 'maelstrom')).toBe(false);
    const paid = scenario([
      { hero: 'kestrel-vane', hand: [...base, 'thunderclap'] },
      { buffs: ['dampening-field'] },
    ]);
    expect(payments(paid, 'maelstrom')).toEqual([['healing-rain', 'thunderclap', 'tidal-crash']]);
  });

  it('Lightseekers 2.4.3: the card paying an increase is discarded; the rest go back to the deck', () => {
    const game = scenario([
      { hero: 'kestrel-vane', hand: ['maelstrom', 'tidal-crash', 'healing-rain', 'thunderclap'], filler: 0 },
      { buffs: ['dampening-field'] },
    ]);
    play(game, 'maelstrom', 1, 'combo');
    // Only Thunderclap can be the extra card: without a Water card the rest would not cover Water, Water.
    expect(namesIn(game, 0, Z.discard)).toEqual(['maelstrom', 'thunderclap']);
    expect(game.ctx.count(Z.deck, 0) + game.ctx.count(Z.hand, 0)).toBe(2);
  });

  it('Lightseekers 2.4.3: the payer chooses which card pays the increase when several could', () => {
    const game = scenario([
      { hero: 'kestrel-vane', hand: ['maelstrom', 'tidal-crash', 'healing-rain', 'whirlpool'], filler: 0 },
      { buffs: ['dampening-field'] },
    ]);
    play(game, 'maelstrom', 1, 'combo');
    expect(game.state.decision?.request.rule).toBe('Lightseekers 2.4.3');
    expect(game.state.decision?.request.options).toHaveLength(3);
    choose(game, idsOf(game, 0, Z.hand, 'healing-rain')[0]);
    while (game.state.decision) answer(game, (o) => o === game.state.decision!.request.options[0]);
    expect(namesIn(game, 0, Z.discard)).toEqual(['maelstrom', 'healing-rain']);
  });

  it('Lightseekers 2.4.3: an Order cost takes cards of that Order whose Element the hero has', () => {
    const hand = ['dread-dominion', 'shade-strike', 'nightfall-thief', 'venom-dart'];
    expect(canCombo(scenario([{ hero: 'nyx-quillfeather', hand }, {}]), 'dread-dominion')).toBe(false);
    const paid = scenario([{ hero: 'nyx-quillfeather', hand: [...hand, 'shadowstep'] }, {}]);
    expect(canCombo(paid, 'dread-dominion')).toBe(true);
  });

  it('Lightseekers 2.4.3: the paying cards go back into the deck after the combo played out', () => {
    const game = scenario([
      { hero: 'kestrel-vane', hand: ['maelstrom', 'tidal-crash', 'healing-rain'], filler: 0 },
      {},
    ]);
    play(game, 'maelstrom', 1, 'combo');
    expect(namesIn(game, 0, Z.discard)).toEqual(['maelstrom']);
    // Both went into the deck; the draw phase then drew one of them back.
    expect(game.ctx.count(Z.deck, 0) + game.ctx.count(Z.hand, 0)).toBe(2);
    expect(game.ctx.count(Z.limbo, 0)).toBe(0);
  });
});
