/** Keywords and terms (Lightseekers 2.6, 6, 6.1.2–6.1.4) not already pinned down by a card's own test. */
import { legalActions, setupScenario, type TriggeredAbility } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { kestrel, maddox } from '../../cards/heroes/heroes.js';
import { getCard } from '../../cards/index.js';
import {
  choose,
  endActions,
  health,
  idsOf,
  namesIn,
  passTo,
  play,
  scenario,
  useAbility,
} from '../../testing/scenario.js';
import { storedUnder } from '../buffs/stored.js';
import { Z } from '../table/catalog.js';
import { toKernelCard } from './definition.js';

const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air; 32 (L53)
const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal; 28

describe('keywords', () => {
  it('Lightseekers 6 Burn: a Burn card stays in the discard pile', () => {
    const game = scenario([{ hero: KESTREL, hand: ['scavenge'], discard: ['reapers-toll'] }, {}]);
    play(game, 'scavenge');
    expect(namesIn(game, 0, Z.discard)).toEqual(['scavenge', 'reapers-toll']);
  });

  it('Lightseekers 6 Multiplayer: counts the players still in the game', () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', hand: ['sunspear-volley', 'solar-flare-rite'] },
      { hero: BRUNHILD },
      { health: 3 },
    ]);
    play(game, 'sunspear-volley', 2);
    play(game, 'solar-flare-rite', 1);
    // Two players remain: the ordinary effect (4 to the recipient) applies.
    expect(health(game, 1)).toBe(24);
  });

  it('Lightseekers 6 Immune: immunity to Attacks keeps a hero from being chosen', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['nightshade-veil', 'shade-strike', 'venom-dart'] },
      { hero: BRUNHILD, hand: ['ember-lash'] },
      { hero: BRUNHILD, hand: ['ember-lash'] },
    ]);
    play(game, 'nightshade-veil', undefined, 'combo');
    const targets = legalActions(game)
      .filter((a) => a.type === 'play')
      .map((a) => a.target);
    expect(targets).toEqual([2]);
  });

  it("Lightseekers 6 Dormant: a Dormant buff can't turn and its leave-play effect doesn't fire, but it can be Removed", () => {
    const idle = scenario([{ hero: KESTREL, buffs: ['fuse-timer'] }, { hero: BRUNHILD }]);
    passTo(idle, 0);
    expect(idle.state.cards[idsOf(idle, 0, Z.buffs, 'fuse-timer')[0]].counters.rot ?? 0).toBe(0);
    const game = scenario([
      { hero: KESTREL, buffs: ['powder-keg', 'fuse-timer'] },
      { hero: BRUNHILD, hand: ['shatter'] },
    ]);
    endActions(game);
    play(game, 'shatter', 0);
    choose(game, idsOf(game, 0, Z.buffs, 'powder-keg')[0]);
    expect(namesIn(game, 0, Z.buffs)).toEqual([]);
    expect(health(game, 1)).toBe(28);
  });

  it('Lightseekers 6 Swap: with no Valid buff to swap in, nothing happens', () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', hand: ['soul-swap'], buffs: ['overgrowth'], discard: ['inferno-ring'] },
      {},
    ]);
    play(game, 'soul-swap');
    expect(namesIn(game, 0, Z.buffs)).toEqual(['overgrowth']);
    expect(namesIn(game, 0, Z.discard)).toEqual(['soul-swap', 'inferno-ring']);
  });

  it('Lightseekers 6 Valid / Move: only a buff whose Elements the hero has can be moved into play', () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', hand: ['ancestral-echo'], discard: ['inferno-ring'] },
      {},
    ]);
    play(game, 'ancestral-echo');
    expect(namesIn(game, 0, Z.buffs)).toEqual([]);
  });

  it('Lightseekers 6 Since Your Last Turn: the window restarts when your turn ends', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['shade-strike'] },
      { hero: BRUNHILD, hand: ['jab'] },
    ]);
    endActions(game);
    play(game, 'jab', 0);
    passTo(game, 0);
    passTo(game, 0);
    play(game, 'shade-strike', 1);
    expect(health(game, 1)).toBe(28 - 4);
  });

  it('Lightseekers 6.1.2: increases and reductions add up and never go below 0', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['jab'], items: ['beastclaw'] },
      { hero: BRUNHILD, buffs: ['stoneskin'], hand: ['jab'] },
    ]);
    play(game, 'jab', 1);
    // 2 + 1 (Beastclaw) - 2 (Stoneskin) = 1.
    expect(health(game, 1)).toBe(27);
    const floor = scenario([
      { hero: 'solenne-dawn-herald', hand: ['orbit-pull'] },
      { hero: BRUNHILD, buffs: ['stoneskin'] },
    ]);
    play(floor, 'orbit-pull', 1);
    expect(health(floor, 1)).toBe(28);
  });

  it('Lightseekers 6.1.3: a buff Returned to hand leaves play, firing its leave-play effect', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['whirlpool'] },
      { hero: 'tinker-maddox', buffs: ['powder-keg'] },
    ]);
    play(game, 'whirlpool', 1);
    expect(namesIn(game, 1, Z.hand)).toEqual(['powder-keg']);
    // 1 from Whirlpool; the Keg hits its owner's target, player 0, for 3.
    expect([health(game, 0), health(game, 1)]).toEqual([kestrel.health - 3, maddox.health - 1]);
  });

  it('Lightseekers 6.1.3: a buff that left play and came back is a new card; what its old self set off is void', () => {
    const game = scenario([{ hero: 'ilwen-thornsong', buffs: ['pack-howl'], health: 10 }, {}]);
    const [howl] = idsOf(game, 0, Z.buffs, 'pack-howl');
    const [trigger] = toKernelCard(getCard('pack-howl')).abilities as TriggeredAbility[];
    const attack = { type: 'ls.act', player: 0, acts: ['attack'], recipient: 1 };
    const healths: number[] = [];
    setupScenario(game, (ctx) => {
      const stamp = ctx.card(howl).stamp;
      trigger.effect(ctx, { source: howl, sourceStamp: stamp, controller: 0, event: attack, args: null });
      healths.push(ctx.playerCounter(0, 'health'));
      // Out of play and back: the heal it had set off no longer happens.
      ctx.move(howl, Z.hand, 0);
      ctx.move(howl, Z.buffs, 0);
      trigger.effect(ctx, { source: howl, sourceStamp: stamp, controller: 0, event: attack, args: null });
      healths.push(ctx.playerCounter(0, 'health'));
    });
    expect(healths).toEqual([11, 11]);
  });

  it('Lightseekers 6.1.4: stored cards share the fate of a Removed or Returned buff', () => {
    const removed = scenario([
      { hero: 'nyx-quillfeather', buffs: ['shadow-cache'] },
      { hero: BRUNHILD, hand: ['shatter'] },
    ]);
    const cache = idsOf(removed, 0, Z.buffs, 'shadow-cache')[0];
    passTo(removed, 0);
    expect(storedUnder(removed.ctx, cache)).toHaveLength(1);
    endActions(removed);
    play(removed, 'shatter', 0);
    expect(removed.ctx.count(Z.stored, 0)).toBe(0);
    expect(removed.ctx.count(Z.discard, 0)).toBe(2);
    const returned = scenario([
      { hero: 'nyx-quillfeather', buffs: ['shadow-cache'] },
      { hero: KESTREL, hand: ['whirlpool'] },
    ]);
    passTo(returned, 0);
    endActions(returned);
    const hand = returned.ctx.count(Z.hand, 0);
    play(returned, 'whirlpool', 0);
    expect(returned.ctx.count(Z.hand, 0)).toBe(hand + 2);
  });

  it('Lightseekers 2.6: power modifiers add to the final sum of a card’s own calculation', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['prism-shard'], buffs: ['gem-focus', 'stoneskin'] },
      { hero: KESTREL },
    ]);
    play(game, 'prism-shard', 1);
    // 1 per buff (2), then Gem Focus X = 1.
    expect(health(game, 1)).toBe(kestrel.health - 3);
  });

  it('Lightseekers 2.6: Soul Harvest with a +1 hero deals 2 + 2, then +1 once on the final sum', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['soul-harvest'] },
      { hero: KESTREL, health: 8 },
    ]);
    play(game, 'soul-harvest', 1);
    // Per clause it would be (2 + 1) + (2 + 1) = 6.
    expect(health(game, 1)).toBe(8 - 5);
  });

  it('Lightseekers 2.6: Rivet Gun with Beastclaw deals 2 + 2, then +1 once: 5, not 6', () => {
    const game = scenario([
      { hero: 'tinker-maddox', hand: ['rivet-gun'], items: ['beastclaw'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'rivet-gun', 1);
    expect(health(game, 1)).toBe(28 - 5);
  });

  it("Lightseekers 2.6: an Attack's damage to its own player is not raised by power modifiers", () => {
    const game = scenario([
      { hero: 'tinker-maddox', hand: ['blast-charge'], items: ['beastclaw'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'blast-charge', 1);
    // Blast Charge: 4 (+1 Beastclaw) to the recipient, 1 (not raised) to Maddox.
    expect([health(game, 0), health(game, 1)]).toEqual([maddox.health - 1, 28 - 5]);
  });

  it("Lightseekers 2.5.4: an item's own effects are not increased by power modifiers", () => {
    const game = scenario([
      { hero: BRUNHILD, items: ['stormcaller-staff'], buffs: ['gem-focus'] },
      { hero: KESTREL },
    ]);
    useAbility(game, 'stormcaller-staff', 1);
    expect(health(game, 1)).toBe(kestrel.health - 2);
  });
});
