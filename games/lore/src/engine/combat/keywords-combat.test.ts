import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { combat } from '../state/combat.js';
import { C, E, Z } from '../state/keys.js';

describe('Lore combat keywords', () => {
  it('Lore keyword Beneath notice: opponents cannot select or attack it, but it can be blocked', () => {
    const t = scenario({
      p0: { hand: ['Hunter of the Wilds'], play: ['Primal Rune', 'Blank Rune', 'Deep One Raider'] },
      p1: { play: ['Thing in the Walls', 'Bog Lurker'] },
    });
    const thing = t.card('Thing in the Walls');
    const lurker = t.card('Bog Lurker', 1);
    t.act({ type: 'play', card: t.card('Hunter of the Wilds') });
    expect(t.decision?.options).not.toContain(thing); // step d selection: not selectable
    expect(t.decision?.options).toContain(lurker);
    t.answer(lurker);
    t.attackWith(['Deep One Raider']);
    expect(t.decision?.options).toEqual(['p1', `c${lurker}`]); // Maul, yet the Thing cannot be attacked
  });

  it('Lore keyword Blistering: not dazed on entry, so it attacks the turn it enters', () => {
    const t = scenario({ p0: { hand: ['Dread Hound'], play: ['Primal Rune', 'Blank Rune'] } });
    t.act({ type: 'play', card: t.card('Dread Hound') });
    expect(t.counter(t.card('Dread Hound'), C.dazed)).toBe(0);
    t.toStep('attack');
    expect(t.can({ type: 'attack', card: t.card('Dread Hound') })).toBe(true);
  });

  it('Lore keyword Bloat: it cannot attack', () => {
    const t = scenario({ p0: { play: ['Bloodbloated Tick', 'Bog Lurker'] } });
    t.toStep('attack');
    expect(t.can({ type: 'attack', card: t.card('Bloodbloated Tick') })).toBe(false);
    expect(t.can({ type: 'attack', card: t.card('Bog Lurker', 0) })).toBe(true);
  });

  it('Lore keyword Colossal: blocked only by three or more creatures', () => {
    const two = scenario({
      p0: { play: ['Leviathan Hatchling'] },
      p1: { play: ['Bog Lurker', 'Drowned Sentinel'] },
    });
    two.attackWith(['Leviathan Hatchling']);
    expect(two.decision).toBeNull(); // two possible blockers: no block can be declared
    const three = scenario({
      p0: { play: ['Leviathan Hatchling'] },
      p1: { play: ['Bog Lurker', 'Drowned Sentinel', 'Great Elk'] },
    });
    three.attackWith(['Leviathan Hatchling']);
    three.answer(`a${three.card('Leviathan Hatchling')}`); // exactly three can: all three block
    expect(combat(three.ctx)?.blocks).toHaveLength(3);
  });

  it('Lore keyword Colossal: it can block a creature with Flight', () => {
    const t = scenario({
      p0: { play: ['Moth of the Outer Dark'] },
      p1: { play: ['Leviathan Hatchling', 'Bog Lurker'] },
    });
    t.attackWith(['Moth of the Outer Dark']);
    t.answer(`a${t.card('Moth of the Outer Dark')}`);
    expect(combat(t.ctx)?.blocks.map((b) => b.blocker.id)).toEqual([t.card('Leviathan Hatchling')]);
  });

  it('Lore keyword Flight: only fliers block it; only fliers attack a flier', () => {
    const t = scenario({
      p0: { play: ['Moth of the Outer Dark', 'Deep One Raider'] },
      p1: { play: ['Bog Lurker', 'Star Vampire'] },
    });
    const vampire = t.card('Star Vampire');
    t.toStep('attack');
    t.act({ type: 'attack', card: t.card('Deep One Raider') });
    t.act({ type: 'attack', card: t.card('Moth of the Outer Dark') });
    t.act({ type: 'end-attacks' });
    expect(t.decision?.options).not.toContain(`c${vampire}`); // Raider has Maul but no Flight
    t.answer('p1');
    t.answer(`a${t.card('Moth of the Outer Dark')}`);
    t.noBlocks();
    const blockers = combat(t.ctx)?.blocks.map((b) => b.blocker.id);
    expect(blockers).toEqual([vampire]); // only the flier could block the Moth (chosen automatically)
  });

  it('Lore keyword Immortal: damage and kill effects cannot destroy it; -1 HP counters can', () => {
    const t = scenario({ p0: { play: [{ card: 'Kraken of the Trench', damage: 9 }] } });
    const kraken = t.card('Kraken of the Trench');
    expect(t.zone(kraken)).toBe(Z.play);
    const kill = scenario({
      p0: { play: ['Kraken of the Trench'] },
      p1: { hand: ['Blood Price'], play: ['Sanguine Rune'] },
    });
    kill.attackWith(['Kraken of the Trench']).noBlocks();
    kill
      .pass()
      .act({ type: 'subterfuge', card: kill.card('Blood Price') })
      .passAll();
    expect(kill.zone(kill.card('Kraken of the Trench'))).toBe(Z.play);
    const rot = scenario({ p0: { play: [{ card: 'Kraken of the Trench', counters: { [C.hpMinus]: 7 } }] } });
    expect(rot.zone(rot.card('Kraken of the Trench'))).toBe(Z.grave);
  });

  it('Lore keyword Madness: an odd roll makes it attack its controller, an even roll an opponent', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30 && seen.size < 2; seed++) {
      const t = scenario({ seed, p0: { play: ['Raving Prophet'] } });
      t.attackWith(['Raving Prophet']);
      const roll = t.eventsOf(E.die)[0].result as number;
      const target = combat(t.ctx)?.attacks[0].target;
      expect(target).toEqual({ player: roll % 2 === 1 ? 0 : 1 });
      seen.add(roll % 2 === 1 ? 'odd' : 'even');
    }
    expect(seen.size).toBe(2);
  });

  it('Lore 4.3a: when Madness turns an attacker on its controller, the attacking player declares blockers', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const t = scenario({ seed, p0: { play: ['Raving Prophet', 'Bog Lurker'] } });
      t.attackWith(['Raving Prophet']);
      if ((t.eventsOf(E.die)[0].result as number) % 2 === 0) continue;
      expect(t.decision?.player).toBe(0);
      expect(t.decision?.prompt).toBe('Block which attacker?');
      return;
    }
    throw new Error('no odd roll in 30 seeds');
  });

  it('Lore keyword Maul: it can attack creatures', () => {
    const t = scenario({ p0: { play: ['Deep One Raider'] }, p1: { play: ['Great Elk'] } });
    t.attackWith(['Deep One Raider']);
    expect(t.decision?.options).toContain(`c${t.card('Great Elk')}`);
  });

  it('Lore keyword Overrun: excess damage to the last blocker goes to its controller', () => {
    const t = scenario({ p0: { play: ['Thornback Behemoth'] }, p1: { play: ['Bog Lurker'] } });
    const behemoth = t.card('Thornback Behemoth');
    t.attackWith(['Thornback Behemoth'], ['p1']);
    t.block(behemoth, [t.card('Bog Lurker', 1)]);
    t.passAll();
    expect(t.sanity(1)).toBe(47); // 6 STR: 3 kills the 1/3 Lurker, 3 goes through
  });

  it('Lore keyword Ready: it attacks without being evoked and can block on the next turn', () => {
    const t = scenario({ p0: { play: ['Primordial Ox'] }, p1: { play: ['Hollow Knight'] } });
    t.attackWith(['Primordial Ox']).noBlocks();
    t.nextTurn();
    t.attackWith(['Hollow Knight']);
    expect(t.decision?.player).toBe(0);
    expect(t.decision?.options).toContain(`a${t.card('Hollow Knight')}`);
  });

  it('Lore keyword Relentless: it cannot be blocked', () => {
    const t = scenario({ p0: { play: ['Void Strider'] }, p1: { play: ['Drowned Sentinel'] } });
    t.attackWith(['Void Strider']);
    expect(t.decision).toBeNull();
    t.passAll();
    expect(t.sanity(1)).toBe(46);
  });

  it('Lore keyword Rot: damage to objects becomes -1 HP counters that stay after 5.2', () => {
    const t = scenario({ p0: { play: ['Plague Carrier'] }, p1: { play: ['Drowned Sentinel'] } });
    const carrier = t.card('Plague Carrier');
    const sentinel = t.card('Drowned Sentinel');
    t.attackWith(['Plague Carrier']);
    t.block(carrier, [sentinel]);
    t.passAll();
    t.answer(`c${sentinel}`); // Festering of the dying Carrier: its owner picks (2 points)
    t.answer(`c${sentinel}`);
    expect(t.counter(sentinel, C.hpMinus)).toBe(4);
    t.nextTurn();
    expect(t.hp(sentinel)).toBe(1);
  });

  it('Lore keyword Target: Humans can attack this creature; others cannot', () => {
    const t = scenario({ p0: { play: ['Hollow Knight', 'Dread Hound'] }, p1: { play: ['Great Elk'] } });
    const elk = t.card('Great Elk');
    t.toStep('attack');
    t.act({ type: 'attack', card: t.card('Hollow Knight') });
    t.act({ type: 'attack', card: t.card('Dread Hound') });
    t.act({ type: 'end-attacks' });
    expect(t.decision?.options).toEqual(['p1', `c${elk}`]); // the Human
    t.answer('p1');
    expect(t.decision?.options ?? []).not.toContain(`c${elk}`); // the Beast: chosen automatically (player)
  });

  it('Lore keyword Terrifying: Humans cannot block it', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = scenario({
        seed,
        p0: { play: ['Gibbering Mouther'] },
        p1: { play: ['Hollow Knight', 'Great Elk'] },
      });
      s.attackWith(['Gibbering Mouther']);
      if ((s.eventsOf(E.die)[0].result as number) % 2 === 1) continue; // Madness: it attacked its controller
      s.answer(`a${s.card('Gibbering Mouther')}`);
      expect(combat(s.ctx)?.blocks.map((b) => b.blocker.id)).toEqual([s.card('Great Elk')]);
      return;
    }
    throw new Error('no even roll');
  });

  it('Lore keyword Festering: when it dies its owner divides its STR as damage', () => {
    const t = scenario({ p0: { play: ['Hollow Knight'] }, p1: { play: ['Corpse Bloom'] } });
    const knight = t.card('Hollow Knight');
    t.attackWith(['Hollow Knight']);
    t.block(knight, [t.card('Corpse Bloom')]);
    t.passAll();
    // Corpse Bloom (3 STR) dealt 3 to the Knight (3 HP) and died: its owner divides 3 more.
    expect(t.decision?.rule).toBe('Lore keyword Festering');
    expect(t.decision?.player).toBe(1);
    expect(t.decision?.options).toEqual(expect.arrayContaining(['p0', 'p1']));
    t.answer('p0');
    t.answer('p0');
    t.answer('p0');
    expect(t.sanity(0)).toBe(47);
  });
});
