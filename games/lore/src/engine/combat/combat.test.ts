import { describe, expect, it } from 'vitest';
import { type Scenario, scenario } from '../../testing/scenario.js';
import { combat } from '../state/combat.js';
import { E, Z } from '../state/keys.js';

/** Announces attackers (by name), ends attacks and answers target choices in order. */
function attack(t: Scenario, attackers: string[], targets: (string | number)[] = []): Scenario {
  t.toStep('attack');
  for (const a of attackers) t.act({ type: 'attack', card: t.card(a, t.ctx.active) });
  t.act({ type: 'end-attacks' });
  for (const target of targets) {
    if (t.decision?.prompt.startsWith('What does'))
      t.answer(typeof target === 'number' ? `c${target}` : target);
  }
  return t;
}

/** Declares one block: the attacker, then its blockers. */
function block(t: Scenario, attacker: number, blockers: number[]): Scenario {
  t.answer(`a${attacker}`);
  if (t.decision?.kind === 'cards') t.answer(...blockers); // a single candidate is chosen automatically
  return t;
}

describe('Lore 4 Combat', () => {
  it('Lore 4.1: dazed creatures cannot be announced as attackers; undazed ones can', () => {
    const t = scenario({ p0: { play: [{ card: 'Raving Prophet', dazed: true }, 'Primordial Ox'] } });
    t.toStep('attack');
    expect(t.can({ type: 'attack', card: t.card('Raving Prophet') })).toBe(false);
    expect(t.can({ type: 'attack', card: t.card('Primordial Ox') })).toBe(true);
  });

  it('Lore 4.2: attacking creatures are evoked; Lore keyword Ready: not evoked by attacking', () => {
    const t = scenario({ p0: { play: ['Primordial Ox', 'Hollow Knight'] } });
    attack(t, ['Primordial Ox', 'Hollow Knight']);
    expect(t.ctx.card(t.card('Hollow Knight')).tapped).toBe(true);
    expect(t.ctx.card(t.card('Primordial Ox')).tapped).toBe(false);
  });

  it('Lore 4.2b and 4.9: an unblocked attacker deals its STR to the attacked player’s sanity', () => {
    const t = scenario({ p0: { play: ['Hollow Knight'] } });
    attack(t, ['Hollow Knight']);
    t.nextTurn();
    expect(t.sanity(1)).toBe(46);
  });

  it('Lore 4.2a and 4.2c: objects with HP can be attacked, creatures only by Maul; each attacker’s target is chosen', () => {
    const t = scenario({
      p0: { play: ['Hollow Knight', 'Deep One Raider'] },
      p1: { play: ['Jar of Whispers', 'Bog Lurker'] },
    });
    const jar = t.card('Jar of Whispers');
    const lurker = t.card('Bog Lurker', 1);
    t.toStep('attack');
    t.act({ type: 'attack', card: t.card('Hollow Knight') });
    t.act({ type: 'attack', card: t.card('Deep One Raider') });
    t.act({ type: 'end-attacks' });
    // Lore 4.2c: each attacker's target is chosen separately.
    expect(t.decision?.options).toEqual(['p1', `c${jar}`]); // Hollow Knight: no Maul
    t.answer(`c${jar}`);
    expect(t.decision?.options).toEqual(['p1', `c${jar}`, `c${lurker}`]); // Deep One Raider: Maul
    t.answer(`c${lurker}`);
    t.nextTurn();
    expect(t.zone(jar)).toBe(Z.grave);
    expect(t.zone(lurker)).toBe(Z.grave); // 3 STR on 3 HP
    expect(t.sanity(1)).toBe(50);
  });

  it('Lore 4.3: the attacked player blocks; the attacker damages the blocker, not the player', () => {
    const t = scenario({ p0: { play: ['Hollow Knight'] }, p1: { play: ['Drowned Sentinel'] } });
    attack(t, ['Hollow Knight']);
    block(t, t.card('Hollow Knight'), [t.card('Drowned Sentinel')]);
    t.nextTurn();
    expect(t.sanity(1)).toBe(50);
    expect(t.zone(t.card('Drowned Sentinel'))).toBe(Z.play);
  });

  it('Lore 4.3b: a creature attacked directly cannot block unless it can block several', () => {
    const t = scenario({
      p0: { play: ['Deep One Raider', 'Hollow Knight'] },
      p1: { play: ['Bog Lurker', 'Drowned Sentinel'] },
    });
    const lurker = t.card('Bog Lurker', 1);
    const sentinel = t.card('Drowned Sentinel');
    t.toStep('attack');
    t.act({ type: 'attack', card: t.card('Deep One Raider') });
    t.act({ type: 'attack', card: t.card('Hollow Knight') });
    t.act({ type: 'end-attacks' });
    t.answer(`c${lurker}`); // the Knight (no Maul) can only attack the player: chosen automatically
    t.answer(`a${t.card('Hollow Knight')}`); // only the Sentinel can block it: chosen automatically
    t.answer(`a${t.card('Deep One Raider')}`); // the Sentinel again (it blocks two); the Lurker may not
    expect(combat(t.ctx)?.blocks.map((b) => b.blocker.id)).toEqual([sentinel, sentinel]);
  });

  it('Lore 4.3c and 4.7: several creatures block one; the attacker orders them for damage', () => {
    const t = scenario({
      p0: { play: ['Hollow Knight'] },
      p1: { play: ['Cultist Initiate', 'Tidecaller Acolyte'] },
    });
    const knight = t.card('Hollow Knight');
    const cultist = t.card('Cultist Initiate');
    const acolyte = t.card('Tidecaller Acolyte');
    attack(t, ['Hollow Knight']);
    block(t, knight, [cultist, acolyte]);
    t.passAll();
    expect(t.decision?.rule).toBe('Lore 4.7');
    expect(t.decision?.player).toBe(0);
    t.answer(acolyte); // Acolyte (2 HP) first, then Cultist (1 HP): 4 STR kills both
    t.nextTurn();
    expect(t.zone(cultist)).toBe(Z.grave);
    expect(t.zone(acolyte)).toBe(Z.grave);
  });

  it('Lore 4.3d: an evoked creature cannot block', () => {
    const t = scenario({
      p0: { play: ['Hollow Knight'] },
      p1: { play: [{ card: 'Drowned Sentinel', evoked: true }] },
    });
    attack(t, ['Hollow Knight']);
    expect(t.decision).toBeNull(); // no block possible: straight to the subterfuge window
    t.nextTurn();
    expect(t.sanity(1)).toBe(46);
  });

  it('Lore 4.8: a creature blocking two attackers deals damage in the defender’s order', () => {
    const t = scenario({
      p0: { play: ['Cultist Initiate', 'Tidecaller Acolyte'] },
      p1: { play: ['Drowned Sentinel'] },
    });
    const cultist = t.card('Cultist Initiate');
    const acolyte = t.card('Tidecaller Acolyte');
    const sentinel = t.card('Drowned Sentinel');
    attack(t, ['Cultist Initiate', 'Tidecaller Acolyte']);
    block(t, cultist, [sentinel]);
    block(t, acolyte, [sentinel]);
    t.passAll();
    expect(t.decision?.rule).toBe('Lore 4.8');
    expect(t.decision?.player).toBe(1);
    t.answer(acolyte); // 2 STR: 2 to the Acolyte (2 HP), none left for the Cultist
    t.nextTurn();
    expect(t.zone(acolyte)).toBe(Z.grave);
    expect(t.zone(cultist)).toBe(Z.play);
  });

  it('Lore 4.9: damage is simultaneous — attacker and blocker kill each other', () => {
    const t = scenario({ p0: { play: ['Hollow Knight'] }, p1: { play: ['Great Elk'] } });
    const knight = t.card('Hollow Knight'); // 4 STR / 3 HP
    const elk = t.card('Great Elk'); // 3 STR / 4 HP
    attack(t, ['Hollow Knight'], ['p1']);
    block(t, knight, [elk]);
    t.nextTurn();
    expect(t.zone(knight)).toBe(Z.grave);
    expect(t.zone(elk)).toBe(Z.grave);
  });

  it('Lore 4.9a: a 4/4 blocked by a 1/1 then a 5/5 kills the 1/1 and marks 3 on the 5/5', () => {
    const t = scenario({
      p0: { play: ['Primordial Ox'] },
      p1: { play: ['Cultist Initiate', 'Celestial Warden'] },
    });
    const ox = t.card('Primordial Ox');
    const small = t.card('Cultist Initiate');
    const big = t.card('Celestial Warden'); // 3 STR / 5 HP
    attack(t, ['Primordial Ox']);
    block(t, ox, [small, big]);
    t.passAll();
    t.answer(small);
    const damage = t.eventsOf(E.damagedObject).map((e) => [e.source, e.card, e.amount]);
    expect(damage).toEqual([
      [ox, small, 1],
      [ox, big, 3],
      [small, ox, 1],
      [big, ox, 3],
    ]);
    expect(t.zone(small)).toBe(Z.grave);
    expect(t.zone(big)).toBe(Z.play);
  });
});
