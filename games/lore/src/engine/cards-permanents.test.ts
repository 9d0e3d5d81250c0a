import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';
import { combat } from './state/combat.js';
import { C, E, Z } from './state/keys.js';

describe('lr1 cards: creatures with abilities', () => {
  it('Star Vampire: when it deals damage to a player, its controller gains 2 sanity', () => {
    const t = scenario({ p0: { play: ['Star Vampire'] } });
    t.attackWith(['Star Vampire']).passAll();
    expect(t.sanity(1)).toBe(47);
    expect(t.sanity(0)).toBe(52);
  });

  it('Celestial Warden and Drowned Sentinel: one creature blocks two attackers', () => {
    const t = scenario({
      p0: { play: ['Moth of the Outer Dark', 'Comet Rider'] },
      p1: { play: ['Celestial Warden'] },
    });
    const warden = t.card('Celestial Warden');
    t.attackWith(['Moth of the Outer Dark', 'Comet Rider']);
    t.answer(`a${t.card('Moth of the Outer Dark')}`);
    t.answer(`a${t.card('Comet Rider')}`);
    expect(combat(t.ctx)?.blocks.map((b) => b.blocker.id)).toEqual([warden, warden]);
  });

  it('Yaddithian Sorcerer: inscribes two grimoire spells from the tome', () => {
    const t = scenario({
      p0: {
        hand: ['Yaddithian Sorcerer'],
        play: ['Cosmic Rune', 'Cosmic Rune', 'Astral Rune'],
        tome: ['Tidecall', 'Mind-Rend', 'Whispered Hex'],
      },
    });
    const sorcerer = t.card('Yaddithian Sorcerer');
    t.act({ type: 'play', card: sorcerer });
    expect(t.decision?.min).toBe(2);
    t.answer(t.card('Tidecall'), t.card('Mind-Rend'));
    expect(t.ctx.allCards(Z.under).filter((c) => t.ctx.card(c).attachedTo === sorcerer)).toHaveLength(2);
    expect(t.ctx.count(Z.tome, 0)).toBe(1);
  });

  it('Chronophage: draws at the beginning of its controller’s turn once mythos is 10 or more', () => {
    const low = scenario({ mythos: 9, p1: { play: ['Chronophage'] } });
    const high = scenario({ mythos: 10, p1: { play: ['Chronophage'] } });
    const before = [low.ctx.count(Z.hand, 1), high.ctx.count(Z.hand, 1)];
    low.nextTurn();
    high.nextTurn();
    expect(low.ctx.count(Z.hand, 1)).toBe(before[0] + 1);
    expect(high.ctx.count(Z.hand, 1)).toBe(before[1] + 2);
  });

  it('Fungal Harvester: it Peeks when it attacks', () => {
    const t = scenario({ p0: { play: ['Fungal Harvester'] } });
    t.attackWith(['Fungal Harvester']);
    expect(t.decision?.rule).toBe('Lore keyword Peek');
  });

  it('Ghoul Pack: gets a +1 STR counter whenever another creature dies', () => {
    const t = scenario({ p0: { play: ['Ghoul Pack'] }, p1: { play: [{ card: 'Bog Lurker', damage: 2 }] } });
    const pack = t.card('Ghoul Pack');
    t.attackWith([]);
    expect(t.str(pack)).toBe(2);
    const u = scenario({
      p0: { hand: ['Hunter of the Wilds'], play: ['Ghoul Pack', 'Primal Rune', 'Blank Rune'] },
      p1: { play: [{ card: 'Moth of the Outer Dark' }] },
    });
    u.act({ type: 'play', card: u.card('Hunter of the Wilds') });
    u.answer(u.card('Moth of the Outer Dark'));
    expect(u.counter(u.card('Ghoul Pack'), C.strPlus)).toBe(1);
    expect(u.str(u.card('Ghoul Pack'))).toBe(3);
  });

  it('Hunter of the Wilds: deals 1 damage to a selected creature when it comes into play', () => {
    const t = scenario({
      p0: { hand: ['Hunter of the Wilds'], play: ['Primal Rune', 'Blank Rune'] },
      p1: { play: ['Great Elk'] },
    });
    t.act({ type: 'play', card: t.card('Hunter of the Wilds') });
    t.answer(t.card('Great Elk'));
    expect(t.hp(t.card('Great Elk'))).toBe(3);
  });

  it('Blood Priest: evoke and sacrifice another creature: the opponent loses 3 sanity', () => {
    const t = scenario({ p0: { play: ['Blood Priest', 'Cultist Initiate'] } });
    t.act({ type: 'activate', card: t.card('Blood Priest'), ability: 0 });
    expect(t.zone(t.card('Cultist Initiate'))).toBe(Z.grave);
    expect(t.sanity(1)).toBe(47);
  });
});

describe('lr1 cards: keyword creatures', () => {
  it('Stampeding Aurochs: Relentless, so its 5 STR always reaches the player', () => {
    const t = scenario({
      p0: { play: ['Stampeding Aurochs'] },
      p1: { play: ['Great Elk', 'Drowned Sentinel'] },
    });
    t.attackWith(['Stampeding Aurochs'], ['p1']);
    expect(t.decision?.prompt).not.toBe('Block which attacker?');
    t.passAll();
    expect(t.sanity(1)).toBe(45);
  });

  it('The Nameless Watcher: Flight and Colossal — two flying blockers are not enough', () => {
    const t = scenario({
      mythos: 4,
      p0: { play: ['The Nameless Watcher'] },
      p1: { play: ['Celestial Warden', 'Star Vampire'] },
    });
    t.attackWith(['The Nameless Watcher']);
    expect(t.decision).toBeNull();
    t.passAll();
    expect(t.sanity(1)).toBe(45);
  });
});

describe('lr1 cards: weapons and relics', () => {
  it('Yaddithian Glaive: equips a Yaddithian (not a Beast): +1 STR, +1 HP and Relentless', () => {
    const t = scenario({
      p0: { play: ['Yaddithian Glaive', 'Yaddithian Envoy', 'Great Elk', 'Blank Rune', 'Blank Rune'] },
    });
    const envoy = t.card('Yaddithian Envoy');
    expect(t.legal('equip').map((a) => a.target)).toEqual([envoy]);
    t.act({ type: 'equip', card: t.card('Yaddithian Glaive'), target: envoy });
    expect([t.str(envoy), t.hp(envoy), t.ctx.has(envoy, 'kw.relentless')]).toEqual([3, 3, true]);
  });

  it('Starmetal Maul: +3 STR and Overrun', () => {
    const t = scenario({ p0: { play: ['Starmetal Maul', 'Bog Lurker', 'Primal Rune', 'Primal Rune'] } });
    const lurker = t.card('Bog Lurker', 0);
    t.act({ type: 'equip', card: t.card('Starmetal Maul'), target: lurker });
    expect([t.str(lurker), t.ctx.has(lurker, 'kw.overrun')]).toEqual([4, true]);
  });

  it('Sacrificial Kris: +1 STR and Rot for 1 sanity', () => {
    const t = scenario({ p0: { play: ['Sacrificial Kris', 'Bog Lurker'] } });
    const lurker = t.card('Bog Lurker', 0);
    t.act({ type: 'equip', card: t.card('Sacrificial Kris'), target: lurker });
    expect([t.str(lurker), t.ctx.has(lurker, 'kw.rot'), t.sanity(0)]).toEqual([2, true, 49]);
  });

  it('Jar of Whispers: evoke and pay 1 sanity to Peek', () => {
    const t = scenario({ p0: { play: ['Jar of Whispers'] } });
    t.act({ type: 'activate', card: t.card('Jar of Whispers'), ability: 0 });
    expect(t.decision?.rule).toBe('Lore keyword Peek');
    t.answer(1).answer('keep');
    expect(t.sanity(0)).toBe(49);
    expect(t.ctx.card(t.card('Jar of Whispers')).tapped).toBe(true);
  });

  it("Librarian's Key: evoke and pay 1 Cosmic to bring the grimoire forth as a tome", () => {
    const t = scenario({ p0: { play: ["Librarian's Key", 'Cosmic Rune'], grimoire: ['Tidecall'] } });
    t.act({ type: 'activate', card: t.card("Librarian's Key"), ability: 0 });
    expect(t.zone(t.card('Tidecall'))).toBe(Z.tome);
  });

  it('Mirror of Many Selves: evoke and sacrifice a creature to add 2 mythos', () => {
    const t = scenario({ p0: { play: ['Mirror of Many Selves', 'Bog Lurker'] } });
    t.act({ type: 'activate', card: t.card('Mirror of Many Selves'), ability: 0 });
    expect(t.mythos()).toBe(2);
    expect(t.zone(t.card('Bog Lurker', 0))).toBe(Z.grave);
  });

  it('Idol of the Deep: its seal adds 2 mythos when played', () => {
    const t = scenario({ p0: { hand: ['Idol of the Deep'], play: ['Deep Rune', 'Deep Rune'] } });
    t.act({ type: 'play', card: t.card('Idol of the Deep') });
    expect(t.mythos()).toBe(2);
  });
});

describe('lr1 cards: locations', () => {
  it('Saltmarsh Harbor: seal 1; Abyssal creatures its controller controls get +1 HP', () => {
    const t = scenario({
      p0: { hand: ['Saltmarsh Harbor'], play: ['Deep Rune', 'Deep Rune', 'Bog Lurker', 'Hollow Knight'] },
    });
    t.act({ type: 'play', card: t.card('Saltmarsh Harbor') });
    expect(t.mythos()).toBe(1);
    expect(t.hp(t.card('Bog Lurker', 0))).toBe(4);
    expect(t.hp(t.card('Hollow Knight'))).toBe(3);
  });

  it('Observatory at Kell: evoke to Peek', () => {
    const t = scenario({ p0: { play: ['Observatory at Kell'] } });
    t.act({ type: 'activate', card: t.card('Observatory at Kell'), ability: 0 });
    expect(t.decision?.rule).toBe('Lore keyword Peek');
  });

  it('The Weeping Chapel: +1 mythos whenever a creature its controller controls dies', () => {
    const t = scenario({ p0: { play: ['The Weeping Chapel', 'Blood Priest', 'Cultist Initiate'] } });
    t.act({ type: 'activate', card: t.card('Blood Priest'), ability: 0 });
    expect(t.mythos()).toBe(1);
  });

  it('Hunting Grounds: Beasts its controller controls have Blistering (not dazed on entry)', () => {
    const t = scenario({
      p0: { hand: ['Great Elk'], play: ['Hunting Grounds', 'Primal Rune', 'Primal Rune'] },
    });
    t.act({ type: 'play', card: t.card('Great Elk') });
    expect(t.counter(t.card('Great Elk'), C.dazed)).toBe(0);
  });
});

describe('lr1 cards: phenomena', () => {
  it('Blood Moon: every creature gets +1 STR', () => {
    const t = scenario({
      horizon: 'Blood Moon',
      p0: { play: ['Bog Lurker'] },
      p1: { play: ['Moth of the Outer Dark'] },
    });
    expect([t.str(t.card('Bog Lurker', 0)), t.str(t.card('Moth of the Outer Dark'))]).toEqual([2, 2]);
  });

  it('The Stars Are Right: seal 3, then +1 mythos at the beginning of its controller’s turn', () => {
    const t = scenario({
      p1: { hand: ['The Stars Are Right'], play: ['Cosmic Rune', 'Cosmic Rune'] },
      active: 1,
    });
    t.act({ type: 'play', card: t.card('The Stars Are Right') });
    expect(t.mythos()).toBe(3);
    t.nextTurn().nextTurn();
    expect(t.mythos()).toBe(4);
  });

  it('Endless Fog: attacking creatures get -1 STR', () => {
    const t = scenario({ horizon: 'Endless Fog', p0: { play: ['Hollow Knight'] } });
    t.attackWith(['Hollow Knight']).passAll();
    expect(t.sanity(1)).toBe(47);
  });

  it('Aurora of Madness: every creature has Madness', () => {
    const t = scenario({ horizon: 'Aurora of Madness', p0: { play: ['Hollow Knight'] } });
    t.attackWith(['Hollow Knight']);
    expect(t.eventsOf(E.die)).toHaveLength(1);
  });
});
