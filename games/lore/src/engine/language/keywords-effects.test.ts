import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { C, E, Z } from '../state/keys.js';

describe('Lore keywords that act', () => {
  it('Lore keyword Aetherize: the selected card is sent to the aether', () => {
    const t = scenario({
      mythos: 6,
      p0: { hand: ['Banishing Word'], play: ['Elder Rune', 'Elder Rune'] },
      p1: { play: ['Great Elk'] },
    });
    t.act({ type: 'play', card: t.card('Banishing Word') });
    expect(t.zone(t.card('Great Elk'))).toBe(Z.aether);
    expect(t.zone(t.card('Banishing Word'))).toBe(Z.grave);
  });

  it('Lore keyword Consume: the object goes under its consumer; when the consumer changes zone, it goes to its owner’s respective zone without triggers', () => {
    const t = scenario({
      p0: {
        hand: ['Abyssal Devourer', 'Tidecall'],
        play: ['Deep Rune', 'Deep Rune', 'Deep Rune', 'Deep Rune', 'Deep Rune', 'Deep Rune'],
      },
      p1: { play: ['Moth of the Outer Dark', 'Great Elk', 'Ossuary Lantern'] },
    });
    const moth = t.card('Moth of the Outer Dark');
    const devourer = t.card('Abyssal Devourer');
    t.act({ type: 'play', card: devourer });
    expect(t.decision?.options).toEqual([moth]); // only STR 2 or less
    t.answer(moth);
    expect(t.zone(moth)).toBe(Z.under);
    expect(t.ctx.card(moth).attachedTo).toBe(devourer);
    t.act({ type: 'play', card: t.card('Tidecall') });
    t.answer(devourer);
    expect(t.zone(devourer)).toBe(Z.hand);
    expect(t.zone(moth)).toBe(Z.hand); // the consumer went to a hand: the Moth goes to its owner's hand
    expect(t.ctx.isIn(moth, Z.hand, 1)).toBe(true);
    expect(t.events.filter((e) => e.type === E.died)).toEqual([]);
    expect(t.sanity(1)).toBe(50); // Ossuary Lantern saw no death
  });

  it('Lore keyword Equip: pay the cost to equip a creature of the weapon’s type; the creature gets its bonus', () => {
    const t = scenario({ p0: { play: ["Whaler's Harpoon", 'Hollow Knight', 'Great Elk', 'Blank Rune'] } });
    const harpoon = t.card("Whaler's Harpoon");
    const knight = t.card('Hollow Knight');
    expect(t.legal('equip').map((a) => a.target)).toEqual([knight]); // Human only, not the Beast
    t.act({ type: 'equip', card: harpoon, target: knight });
    expect(t.str(knight)).toBe(6);
    expect(t.ctx.has(knight, 'kw.maul')).toBe(true);
    expect(t.legal('equip')).toEqual([]); // moving it means paying again, and no magick is left
  });

  it('Lore keyword Equip: paying again moves or unequips the weapon; a weapon outlives its creature', () => {
    const t = scenario({
      p0: { play: ['Sacrificial Kris', 'Hollow Knight', 'Great Elk'] },
    });
    const kris = t.card('Sacrificial Kris');
    t.act({ type: 'equip', card: kris, target: t.card('Hollow Knight') });
    expect(t.sanity(0)).toBe(49);
    t.act({ type: 'equip', card: kris, target: t.card('Great Elk') });
    expect(t.str(t.card('Hollow Knight'))).toBe(4);
    expect(t.str(t.card('Great Elk'))).toBe(4);
    t.act({ type: 'equip', card: kris, target: -1 });
    expect(t.str(t.card('Great Elk'))).toBe(3);
    expect(t.sanity(0)).toBe(47);
  });

  it('Lore keyword Peek: look at the top of any lexicon and choose whether to reveal it', () => {
    const t = scenario({ p0: { play: ['Lens-Eyed Seer'] }, p1: { lexicon: ['Undertow'] } });
    t.act({ type: 'activate', card: t.card('Lens-Eyed Seer'), ability: 0 });
    t.answer(1);
    const top = t.ctx.cards(Z.lexicon, 1)[0];
    expect(t.decision?.reveal).toEqual([top]);
    t.answer('reveal');
    expect(t.eventsOf(E.peeked)).toEqual([expect.objectContaining({ player: 1, chooser: 0, card: top })]);
    expect(t.ctx.cards(Z.lexicon, 1)[0]).toBe(top); // it stays on top
  });

  it('Lore keyword Pilfer: look at a hand, select a card; its player discards it', () => {
    const t = scenario({
      p0: { hand: ['Grave-Robber Ghoul'], play: ['Sanguine Rune', 'Sanguine Rune', 'Astral Rune'] },
      p1: { hand: ['Bog Lurker', 'Undertow'] },
    });
    t.act({ type: 'play', card: t.card('Grave-Robber Ghoul') });
    expect(t.decision?.reveal).toHaveLength(2);
    t.answer(t.card('Undertow'));
    expect(t.zone(t.card('Undertow'))).toBe(Z.grave);
  });

  it('Lore keyword Shapeshifter: on entry choose a creature type; it has that type too', () => {
    const t = scenario({
      p0: { hand: ['Shifting Thing'], play: ['Cosmic Rune', 'Blank Rune', "Whaler's Harpoon"] },
    });
    t.act({ type: 'play', card: t.card('Shifting Thing') });
    expect(t.decision?.rule).toBe('Lore keyword Shapeshifter');
    t.answer('Human');
    const thing = t.card('Shifting Thing');
    expect(t.ctx.hasTrait(thing, 'Human')).toBe(true);
    expect(t.ctx.hasTrait(thing, 'Spirit')).toBe(true);
  });

  it('Lore keyword Spellcasting: grimoire spells from the tome go under it, are played from there and return', () => {
    const t = scenario({
      p0: {
        hand: ['Yaddithian Envoy'],
        play: ['Cosmic Rune', 'Astral Rune', 'Astral Rune', 'Astral Rune'],
        tome: ['Litany of Falling Stars'],
      },
      p1: { play: ['Great Elk'] },
    });
    const envoy = t.card('Yaddithian Envoy');
    const litany = t.card('Litany of Falling Stars');
    t.act({ type: 'play', card: envoy });
    expect(t.zone(litany)).toBe(Z.under);
    expect(t.ctx.card(litany).faceDown).toBe(false);
    t.act({ type: 'play', card: litany, host: envoy });
    t.answer(t.card('Great Elk'));
    expect(t.hp(t.card('Great Elk'))).toBe(1);
    expect(t.zone(litany)).toBe(Z.under); // back under the spellcaster, not in the grave
    expect(t.ctx.card(litany).attachedTo).toBe(envoy);
  });

  it('Lore Card Types: Grimoire — when the spellcaster dies, the spells under it go to their owner’s grave', () => {
    const t = scenario({
      p0: {
        hand: ['Yaddithian Envoy'],
        play: ['Cosmic Rune', 'Astral Rune', 'Blood Priest'],
        tome: ['Tidecall'],
      },
    });
    const envoy = t.card('Yaddithian Envoy');
    t.act({ type: 'play', card: envoy });
    expect(t.zone(t.card('Tidecall'))).toBe(Z.under);
    t.act({ type: 'activate', card: t.card('Blood Priest'), ability: 0 }); // sacrifices the Envoy
    expect(t.zone(envoy)).toBe(Z.grave);
    expect(t.zone(t.card('Tidecall'))).toBe(Z.grave);
  });

  it('Lore keyword Subterfuge: a subterfuge creature is played in the combat window and enters dazed', () => {
    const t = scenario({
      p0: { play: ['Hollow Knight'] },
      p1: { hand: ['Ambush Predator'], play: ['Primal Rune', 'Primal Rune', 'Blank Rune'] },
    });
    const knight = t.card('Hollow Knight');
    t.attackWith(['Hollow Knight']);
    t.pass();
    t.act({ type: 'subterfuge', card: t.card('Ambush Predator') });
    t.pass();
    t.pass();
    const predator = t.card('Ambush Predator');
    expect(t.zone(predator)).toBe(Z.play);
    expect(t.counter(predator, C.dazed)).toBe(1);
    t.answer(knight); // its entry ability: 2 damage to an attacker
    expect(t.sanity(1)).toBe(46); // the Knight (3 HP) survived 2 damage and still hit
  });
});

describe('Lore keywords: the decisions of issue 20', () => {
  it('Lore keyword Consume (README A38): when a god that consumed a card dies, the consumed card goes to its owner’s grave', () => {
    const t = scenario({
      p0: { play: ['Cultist Initiate', 'Hollow Knight', 'Great Elk'] },
      p1: { play: ['Sharra-Khet, the Red Hunger'] },
    });
    const cultist = t.card('Cultist Initiate');
    const sharra = t.card('Sharra-Khet, the Red Hunger');
    t.attackWith([]); // player 1's turn: Sharra-Khet's turn ability consumes the Cultist
    t.answer(cultist);
    expect(t.ctx.card(cultist).attachedTo).toBe(sharra);
    t.attackWith([sharra]);
    t.block(sharra, [t.card('Hollow Knight'), t.card('Great Elk')])
      .noBlocks()
      .passAll(); // 4 + 3 STR against 6 HP
    while (t.decision?.rule === 'Lore 4.7') t.answer(t.decision.options[0] as number); // damage order
    t.passAll();
    expect(t.zone(sharra)).toBe(Z.aether); // a killed god goes to the aether (README A35)
    expect(t.zone(cultist)).toBe(Z.grave); // the card it consumed goes to its owner's grave
    expect(t.ctx.isIn(cultist, Z.grave, 0)).toBe(true);
    expect(t.events.filter((e) => e.type === E.died && e.card === cultist)).toEqual([]);
  });

  it('Lore keyword Immortal (README A42): an Immortal creature can’t be sacrificed', () => {
    const alone = scenario({
      p0: { hand: ['Feast of Flesh'], play: ['Sanguine Rune', 'Kraken of the Trench'] },
    });
    expect(alone.can({ type: 'play', card: alone.card('Feast of Flesh') })).toBe(false);
    const t = scenario({
      p0: { hand: ['Feast of Flesh'], play: ['Sanguine Rune', 'Kraken of the Trench', 'Cultist Initiate'] },
    });
    t.act({ type: 'play', card: t.card('Feast of Flesh') }); // the Cultist is the only sacrifice offered
    expect(t.zone(t.card('Kraken of the Trench'))).toBe(Z.play);
    expect(t.zone(t.card('Cultist Initiate'))).toBe(Z.grave);
  });

  it('Lore keyword Equip (README A43): a weapon equips a selected creature, an opponent’s too, but not an opponent’s Beneath notice one', () => {
    const t = scenario({
      p0: { play: ['Sacrificial Kris', 'Hollow Knight'] },
      p1: { play: ['Great Elk', 'Thing in the Walls'] },
    });
    const kris = t.card('Sacrificial Kris');
    const elk = t.card('Great Elk');
    expect(t.legal('equip').map((a) => a.target)).toEqual([t.card('Hollow Knight'), elk]);
    t.act({ type: 'equip', card: kris, target: elk });
    expect(t.ctx.card(kris).controller).toBe(0); // the weapon stays its controller's
    expect([t.str(elk), t.ctx.has(elk, 'kw.rot')]).toEqual([4, true]);
  });
});
