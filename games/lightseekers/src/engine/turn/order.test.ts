/** The order of events while a card is handled (Lightseekers 4.3.3–4.3.5, 6 Cancel). */
import { apply } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  health,
  idsOf,
  namesIn,
  play,
  rotation,
  scenario,
  useAbility,
} from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';

const KESTREL = 'kestrel-vane';
const SOLENNE = 'solenne-dawn-herald';
const ILWEN = 'ilwen-thornsong'; // Animal, Forest (superior), Soul
const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal

describe('order of events', () => {
  it("Lightseekers 4.3.3: triggers caused by a card resolve before the card's own effects", () => {
    const game = scenario([
      { hero: KESTREL, hand: ['tidal-crash'] },
      { hero: KESTREL, buffs: ['riptide-ward'], health: 34 },
    ]);
    play(game, 'tidal-crash', 1);
    // Riptide Ward heals 3 first (up to 35), then the 3 damage lands: 32, not 34.
    expect(health(game, 1)).toBe(32);
  });

  it("Lightseekers 4.3.3: the acting player's triggers first, then every other player clockwise", () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', hand: ['pounce'], buffs: ['pack-howl'] },
      { hero: KESTREL, buffs: ['tripwire-sigil'] },
      { hero: SOLENNE, buffs: ['gravity-well'] },
    ]);
    const { events } = apply(game, {
      type: 'play',
      player: 0,
      card: idsOf(game, 0, Z.hand, 'pounce')[0],
      target: 2,
    });
    expect(events.filter((e) => e.type === 'resolving').map((e) => e.controller)).toEqual([0, 1, 2]);
  });

  it("Lightseekers 4.3.3: a card's conditions are worked out when it is played, before its triggers play out", () => {
    // Soul Harvest's "2 more against a hero on 8 or less" sees 8; Riptide Ward (X = 1) then heals the
    // recipient to 9 before the card's own effects, which still deal both parts (2 + 2, and Grim Reach's
    // +1 once on the sum, 2.6).
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['soul-harvest'] },
      { hero: KESTREL, buffs: ['riptide-ward@2'], health: 8 },
    ]);
    play(game, 'soul-harvest', 1);
    expect(health(game, 1)).toBe(9 - 5);
  });

  it('Lightseekers 4.3.3 (L43): the buff a card Removes is chosen when it is played, before its triggers', () => {
    // Crushing Weight: 2 damage, Remove one of the recipient's buffs. Riptide Ward heals 3 when its
    // player is Attacked; the choice comes before that, and the card's own effects after it.
    const game = scenario([
      { hero: SOLENNE, hand: ['crushing-weight'] },
      { hero: KESTREL, buffs: ['riptide-ward', 'gem-focus'], health: 20 },
    ]);
    play(game, 'crushing-weight', 1);
    const request = game.state.decision?.request;
    expect(request?.player).toBe(0);
    expect(request?.prompt).toBe('Remove buffs');
    expect(health(game, 1)).toBe(20);
    choose(game, idsOf(game, 1, Z.buffs, 'riptide-ward')[0]);
    // Riptide Ward still heals (it was in play while the triggers resolved), then 2 damage and the Remove.
    expect(game.state.decision).toBeNull();
    expect(health(game, 1)).toBe(20 + 3 - 2);
    expect(namesIn(game, 1, Z.buffs)).toEqual(['gem-focus']);
  });

  it('Lightseekers 4.3.3 (L43): a chosen buff gone by resolution is not replaced by another', () => {
    // Riptide Ward on its last corner heals 1 when Attacked, then Expires before Crushing Weight's own
    // effects; the Remove chosen against it takes nothing, and no one is asked again.
    const game = scenario([
      { hero: SOLENNE, hand: ['crushing-weight'] },
      { hero: KESTREL, buffs: ['riptide-ward@2', 'gem-focus'], health: 20 },
    ]);
    play(game, 'crushing-weight', 1);
    choose(game, idsOf(game, 1, Z.buffs, 'riptide-ward')[0]);
    expect(game.state.decision).toBeNull();
    expect(health(game, 1)).toBe(20 + 1 - 2);
    expect(namesIn(game, 1, Z.buffs)).toEqual(['gem-focus']);
    expect(namesIn(game, 1, Z.discard)).toEqual(['riptide-ward']);
  });

  it('Lightseekers 4.3.3 (L43): the buff a card Rotates is chosen when it is played, before its triggers', () => {
    // Gravity Well (X = 3) hits back at the attacker when its player is Attacked; the choice of the
    // buff Orbit Pull Rotates comes before that.
    const game = scenario([
      { hero: SOLENNE, hand: ['orbit-pull'], health: 20 },
      { hero: SOLENNE, buffs: ['gravity-well', 'corona-halo'] },
    ]);
    play(game, 'orbit-pull', 1);
    expect(game.state.decision?.request.prompt).toBe('Rotate a buff');
    expect(health(game, 0)).toBe(20);
    choose(game, idsOf(game, 1, Z.buffs, 'corona-halo')[0]);
    expect(game.state.decision).toBeNull();
    expect(health(game, 0)).toBeLessThan(20);
    expect(rotation(game, idsOf(game, 1, Z.buffs, 'corona-halo')[0])).toBe(1);
  });

  // Tripwire Sigil deals 1 to a hero who Plays a card: a trigger of the play, so it resolves before the
  // played card's own effects (4.3.3). The player's choice comes before it, when the card is played.
  it.each([
    {
      card: 'scavenge',
      hero: ILWEN,
      seat: { hand: ['scavenge'], discard: ['jab', 'rally'] },
      prompt: 'Take cards from your discard pile',
      pick: 'jab',
      landsIn: Z.deck,
      health: 10 - 1 + 1,
    },
    {
      card: 'quick-study',
      hero: ILWEN,
      seat: { hand: ['quick-study', 'jab', 'pounce'] },
      prompt: 'Put cards back into your deck',
      pick: 'jab',
      landsIn: null,
      health: 10 - 1,
    },
    {
      card: 'molten-burst',
      hero: BRUNHILD,
      seat: { hand: ['molten-burst', 'jab', 'pounce'] },
      prompt: 'Discard',
      pick: 'jab',
      landsIn: Z.discard,
      health: 10 - 1,
    },
    {
      card: 'den-mother',
      hero: ILWEN,
      seat: { hand: ['den-mother'], deck: ['pounce', 'feral-charge'] },
      prompt: 'Take a card from your deck',
      pick: 'feral-charge',
      landsIn: Z.hand,
      health: 10 - 1 + 2,
    },
    {
      card: 'ancestral-echo',
      hero: ILWEN,
      seat: { hand: ['ancestral-echo'], discard: ['pack-howl', 'soul-bond'] },
      prompt: 'Move a buff into play',
      pick: 'soul-bond',
      landsIn: Z.buffs,
      health: 10 - 1,
    },
  ])(
    'Lightseekers 4.3.3 (L43, issue 20): $card — the cards its player picks are chosen when it is played, before its triggers',
    ({ card, hero, seat, prompt, pick, landsIn, health: after }) => {
      const game = scenario([
        { hero, ...seat, health: 10 },
        { hero: KESTREL, buffs: ['tripwire-sigil'] },
      ]);
      play(game, card, card === 'molten-burst' ? 1 : undefined);
      const request = game.state.decision?.request;
      expect(request?.player).toBe(0);
      expect(request?.prompt).toBe(prompt);
      expect(health(game, 0)).toBe(10);
      const picked = [Z.hand, Z.discard, Z.deck].flatMap((z) => idsOf(game, 0, z, pick))[0];
      choose(game, picked);
      expect(game.state.decision).toBeNull();
      expect(health(game, 0)).toBe(after);
      // Quick Study draws 2 after putting the card back, so where that card ends up is the deck's luck.
      if (landsIn) expect(idsOf(game, 0, landsIn, pick)).toContain(picked);
      else expect(game.ctx.count(Z.hand, 0)).toBe(3);
    },
  );

  it('Lightseekers 4.3.3 (L43, issue 20): Soul Swap — both buffs are chosen when it is played, before its triggers', () => {
    const game = scenario([
      {
        hero: ILWEN,
        hand: ['soul-swap'],
        buffs: ['pack-howl', 'grove-sanctuary'],
        discard: ['overgrowth', 'soul-bond'],
        health: 10,
      },
      { hero: KESTREL, buffs: ['tripwire-sigil'] },
    ]);
    play(game, 'soul-swap');
    expect(game.state.decision?.request.prompt).toBe('Choose your buff to swap out');
    choose(game, idsOf(game, 0, Z.buffs, 'grove-sanctuary')[0]);
    expect(game.state.decision?.request.prompt).toBe('Choose the buff to swap in');
    expect(health(game, 0)).toBe(10);
    choose(game, idsOf(game, 0, Z.discard, 'soul-bond')[0]);
    expect(game.state.decision).toBeNull();
    expect(health(game, 0)).toBe(9);
    expect(namesIn(game, 0, Z.buffs)).toEqual(['pack-howl', 'soul-bond']);
  });

  it('Lightseekers 4.3.3 (L43, issue 20): a Cancelled card moves none of the cards chosen when it was played', () => {
    // Molten Burst: 5 damage, then Discard a card. The recipient's Next buff Cancels the Attack.
    const game = scenario([
      { hero: BRUNHILD, hand: ['molten-burst', 'jab', 'pounce'] },
      { hero: SOLENNE, buffs: ['crescent-ward'] },
    ]);
    play(game, 'molten-burst', 1);
    expect(game.state.decision?.request.prompt).toBe('Discard');
    choose(game, idsOf(game, 0, Z.hand, 'jab')[0]);
    expect(game.state.decision).toBeNull();
    expect(health(game, 1)).toBe(21);
    expect(namesIn(game, 0, Z.hand).sort()).toEqual(['jab', 'pounce']);
  });

  it('Lightseekers 4.3.3: an effect on several heroes goes clockwise from the acting player', () => {
    const game = scenario([{ hero: KESTREL, hand: ['chain-lightning'] }, {}, {}, {}]);
    const { events } = apply(game, {
      type: 'play',
      player: 0,
      card: idsOf(game, 0, Z.hand, 'chain-lightning')[0],
      target: 2,
    });
    expect(events.filter((e) => e.type === 'ls.damaged').map((e) => e.player)).toEqual([1, 2, 3]);
  });

  it('Lightseekers 4.3.3: a card is Cancelled only once, and still counts as an Attack (6 Cancel)', () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', hand: ['pounce'], buffs: ['pack-howl'], health: 10 },
      { hero: SOLENNE, buffs: ['crescent-ward', 'crescent-ward'] },
    ]);
    play(game, 'pounce', 1);
    expect(health(game, 1)).toBe(21);
    // Pack Howl still fired: the Cancelled card counts as an Attack.
    expect(health(game, 0)).toBe(11);
    expect(namesIn(game, 0, Z.discard)).toEqual(['pounce']);
  });

  it('Lightseekers 6 Cancel: a Cancelled Attack Ability does nothing', () => {
    // Stormcaller Staff's Bolt: an Attack Ability of 2 damage.
    const game = scenario([
      { hero: 'nyx-quillfeather', items: ['stormcaller-staff'] },
      { hero: SOLENNE, buffs: ['crescent-ward'] },
    ]);
    useAbility(game, 'stormcaller-staff', 1);
    expect(health(game, 1)).toBe(21);
  });

  it("Lightseekers 4.3.3: a card being handled is in limbo: it can't take itself from the discard pile", () => {
    const game = scenario([{ hero: SOLENNE, hand: ['lunar-recall'] }, {}]);
    play(game, 'lunar-recall');
    expect(namesIn(game, 0, Z.hand)).toEqual([]);
    expect(namesIn(game, 0, Z.discard)).toEqual(['lunar-recall']);
  });

  it('Lightseekers 4.3.4: the played card lands on top of the cards it discarded', () => {
    const game = scenario([{ hero: 'brunhild-cinderheart', hand: ['molten-burst', 'jab'] }, {}]);
    play(game, 'molten-burst', 1);
    expect(namesIn(game, 0, Z.discard)).toEqual(['molten-burst', 'jab']);
  });

  it('Lightseekers 4.3.5: the owner chooses which hand cards an effect moves', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['nightfall-thief'] },
      { hand: ['jab', 'rally'] },
    ]);
    play(game, 'nightfall-thief', 1);
    expect(game.state.decision?.request.player).toBe(1);
    choose(game, idsOf(game, 1, Z.hand, 'jab')[0]);
    expect(namesIn(game, 1, Z.hand)).toEqual(['rally']);
  });
});
