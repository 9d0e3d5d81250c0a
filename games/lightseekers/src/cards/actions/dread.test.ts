/** Each Dread action card's effect. Vharok's Grim Reach adds 1 to his Attack cards' damage. */
import { describe, expect, it } from 'vitest';
import { storedUnder } from '../../engine/buffs/stored.js';
import { Z } from '../../engine/table/catalog.js';
import { vharok } from '../heroes/heroes.js';
import {
  choose,
  endActions,
  health,
  idsOf,
  namesIn,
  passTo,
  play,
  rotation,
  scenario,
  useAbility,
} from '../../testing/scenario.js';

const VHAROK = 'vharok-the-hollow'; // 21 health (L64), Attacks +1
const BRUNHILD = 'brunhild-cinderheart'; // 28 health

describe('Dread cards', () => {
  it('Venom Dart deals 2 (+1) and discards the top card of the recipient deck', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['venom-dart'] },
      { hero: BRUNHILD, deck: ['jab'] },
    ]);
    play(game, 'venom-dart', 1);
    expect(health(game, 1)).toBe(25);
    expect(namesIn(game, 1, Z.discard)).toEqual(['jab']);
  });

  it('Toxic Bloom deals 2 to the target each turn (a buff, not an Attack: no Grim Reach)', () => {
    const game = scenario([{ hero: VHAROK, hand: ['toxic-bloom'] }, { hero: BRUNHILD }]);
    play(game, 'toxic-bloom');
    expect(health(game, 1)).toBe(26);
    passTo(game, 0);
    expect(health(game, 1)).toBe(24);
  });

  it('Blight Cloud deals 3 (+1); with 3 players 1 (+1) to each other hero and a draw', () => {
    const duel = scenario([{ hero: VHAROK, hand: ['blight-cloud'] }, { hero: BRUNHILD }]);
    play(duel, 'blight-cloud', 1);
    expect(health(duel, 1)).toBe(24);
    const three = scenario([
      { hero: VHAROK, hand: ['blight-cloud'] },
      { hero: BRUNHILD },
      { hero: BRUNHILD },
    ]);
    play(three, 'blight-cloud', 2);
    expect([health(three, 1), health(three, 2)]).toEqual([26, 26]);
    expect(three.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Antidote Draught heals 3', () => {
    const game = scenario([{ hero: VHAROK, hand: ['antidote-draught'], health: 5 }, { hero: BRUNHILD }]);
    play(game, 'antidote-draught');
    expect(health(game, 0)).toBe(8);
  });

  it('Creeping Rot rotates only while the target has no buffs (its clunky condition)', () => {
    const bare = scenario([{ hero: VHAROK, hand: ['creeping-rot'] }, { hero: BRUNHILD }]);
    play(bare, 'creeping-rot');
    expect(health(bare, 1)).toBe(25);
    passTo(bare, 0);
    expect(health(bare, 1)).toBe(23);
    expect(rotation(bare, idsOf(bare, 0, Z.buffs, 'creeping-rot')[0])).toBe(1);
    const guarded = scenario([
      { hero: VHAROK, hand: ['creeping-rot'] },
      { hero: BRUNHILD, buffs: ['blazing-fury'] },
    ]);
    play(guarded, 'creeping-rot');
    passTo(guarded, 0);
    expect(health(guarded, 1)).toBe(22);
    expect(rotation(guarded, idsOf(guarded, 0, Z.buffs, 'creeping-rot')[0])).toBe(0);
  });

  it("Reaper's Toll deals 4 (+1)", () => {
    const game = scenario([{ hero: VHAROK, hand: ['reapers-toll'] }, { hero: BRUNHILD }]);
    play(game, 'reapers-toll', 1);
    expect(health(game, 1)).toBe(23);
  });

  it('Grave Whisper takes two Attack cards back from the discard pile', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['grave-whisper'], discard: ['jab', 'rally', 'venom-dart'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'grave-whisper');
    choose(game, idsOf(game, 0, Z.discard, 'jab')[0]);
    expect(namesIn(game, 0, Z.hand).sort()).toEqual(['jab', 'venom-dart']);
    expect(namesIn(game, 0, Z.discard)).toEqual(['grave-whisper', 'rally']);
  });

  it('Deathly Pact: your Attacks deal 1 more, and you take 1 more', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['jab'], buffs: ['deathly-pact'] },
      { hero: VHAROK, hand: ['jab'], buffs: ['deathly-pact'] },
    ]);
    play(game, 'jab', 1);
    expect(health(game, 1)).toBe(vharok.health - (2 + 1 + 1 + 1));
  });

  it('Lightseekers 2.6: Soul Harvest deals 2, and 2 more to a hero on 8 or less when played (4.3.3), +1 once on the sum', () => {
    const low = scenario([
      { hero: VHAROK, hand: ['soul-harvest'] },
      { hero: BRUNHILD, health: 8 },
    ]);
    play(low, 'soul-harvest', 1);
    // 2 + 2, then Grim Reach's +1 once on the final sum (2.6), not 2+1 and 2+1.
    expect(health(low, 1)).toBe(8 - (2 + 2 + 1));
    // On 10 when played: the condition is worked out then, not after the first 3 damage.
    const high = scenario([
      { hero: VHAROK, hand: ['soul-harvest'] },
      { hero: BRUNHILD, health: 10 },
    ]);
    play(high, 'soul-harvest', 1);
    expect(health(high, 1)).toBe(7);
  });

  it('Last Rites waits a turn (crossed corner), deals 5, then draws when it Expires', () => {
    const game = scenario([{ hero: VHAROK, hand: ['last-rites'] }, { hero: BRUNHILD }]);
    play(game, 'last-rites');
    expect(health(game, 1)).toBe(28);
    passTo(game, 0);
    expect(health(game, 1)).toBe(23);
    const hand = game.ctx.count(Z.hand, 0);
    passTo(game, 0);
    expect(namesIn(game, 0, Z.discard)).toEqual(['last-rites']);
    expect(game.ctx.count(Z.hand, 0)).toBe(hand + 2 + 1);
  });

  it('Lightseekers 2.6: Shade Strike deals 3, and 2 more if you were Attacked Since Your Last Turn, +1 once', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['shade-strike'] },
      { hero: BRUNHILD, hand: ['jab'] },
    ]);
    endActions(game);
    play(game, 'jab', 0);
    passTo(game, 0);
    play(game, 'shade-strike', 1);
    expect(health(game, 1)).toBe(28 - (3 + 2 + 1));
  });

  it('Shadowstep: 2 less damage until your next turn, and a card', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['shadowstep'] },
      { hero: BRUNHILD, hand: ['jab', 'ember-lash'] },
    ]);
    play(game, 'shadowstep');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
    endActions(game);
    play(game, 'ember-lash', 0);
    expect(health(game, 0)).toBe(vharok.health - 1);
    passTo(game, 1);
    play(game, 'jab', 0);
    expect(health(game, 0)).toBe(vharok.health - 3);
  });

  it('Mimicking Shade: its Ability makes your buffs fire their current effects', () => {
    const game = scenario([{ hero: VHAROK, buffs: ['mimicking-shade', 'toxic-bloom'] }, { hero: BRUNHILD }]);
    useAbility(game, 'mimicking-shade');
    expect(health(game, 1)).toBe(26);
  });

  it('Nightfall Thief: the recipient Discards a card of their choice; you draw', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['nightfall-thief'] },
      { hero: BRUNHILD, hand: ['jab', 'rally'] },
    ]);
    play(game, 'nightfall-thief', 1);
    expect(game.state.decision?.request.player).toBe(1);
    choose(game, idsOf(game, 1, Z.hand, 'rally')[0]);
    expect(namesIn(game, 1, Z.discard)).toEqual(['rally']);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Shadow Cache stores a card each turn; its Ability puts them all into your hand', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['shadow-cache'], deck: ['jab', 'pounce'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'shadow-cache');
    const cache = idsOf(game, 0, Z.buffs, 'shadow-cache')[0];
    expect(storedUnder(game.ctx, cache).map((c) => game.state.cards[c].def)).toEqual(['jab']);
    passTo(game, 0);
    expect(storedUnder(game.ctx, cache)).toHaveLength(2);
    const hand = game.ctx.count(Z.hand, 0);
    useAbility(game, 'shadow-cache');
    expect(game.ctx.count(Z.hand, 0)).toBe(hand + 2);
    expect(storedUnder(game.ctx, cache)).toEqual([]);
  });
});
