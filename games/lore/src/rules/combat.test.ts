import { describe, expect, it } from 'vitest';
import type { ObjectKeyword } from '../cards/vocabulary.js';
import {
  attackTargetViolation,
  attackViolation,
  blockViolation,
  type CombatView,
  declarationViolation,
} from './combat-legality.js';
import { assignInOrder, type CombatSnapshot, combatStrikes } from './damage.js';

function view(
  id: string,
  over: Partial<CombatView> & { kw?: ObjectKeyword[]; types?: string[] } = {},
): CombatView {
  return {
    id,
    controller: over.controller ?? 1,
    isCreature: over.isCreature ?? true,
    hasHp: over.hasHp ?? true,
    keywords: new Set(over.kw ?? []),
    creatureTypes: new Set(over.types ?? []),
    evoked: over.evoked ?? false,
    dazed: over.dazed ?? false,
    blockCapacity: over.blockCapacity ?? 1,
  };
}

describe('Lore combat legality', () => {
  it('Lore Other Terminology: Dazed — dazed creatures cannot attack; Lore keyword Blistering lifts it', () => {
    expect(attackViolation(view('a', { dazed: true }))?.rule).toBe('Lore Other Terminology: Dazed');
    expect(attackViolation(view('a', { dazed: true, kw: ['blistering'] }))).toBeNull();
  });

  it('Lore keyword Bloat: cannot attack', () => {
    expect(attackViolation(view('a', { kw: ['bloat'] }))?.rule).toBe('Lore keyword Bloat');
  });

  it('Lore 4.2: an evoked creature cannot attack, since attacking evokes it', () => {
    expect(attackViolation(view('a', { evoked: true }))?.rule).toBe('Lore 4.2');
  });

  it('Lore 4.2a: objects with HP can be attacked, creatures only with Maul', () => {
    const attacker = view('a');
    expect(attackTargetViolation(attacker, view('loc', { controller: 2, isCreature: false }))).toBeNull();
    expect(attackTargetViolation(attacker, view('c', { controller: 2 }))?.rule).toBe('Lore 4.2a');
    expect(attackTargetViolation(view('m', { kw: ['maul'] }), view('c', { controller: 2 }))).toBeNull();
    expect(
      attackTargetViolation(attacker, view('ph', { controller: 2, isCreature: false, hasHp: false }))?.rule,
    ).toBe('Lore 4.2a');
  });

  it('Lore keyword Target: Humans can attack a creature with Target', () => {
    const elk = view('elk', { controller: 2, kw: ['target'] });
    expect(attackTargetViolation(view('h', { types: ['Human'] }), elk)).toBeNull();
    expect(attackTargetViolation(view('b', { types: ['Beast'] }), elk)?.rule).toBe('Lore 4.2a');
  });

  it('Lore keyword Beneath notice: cannot be attacked by opponents', () => {
    const hidden = view('t', { controller: 2, kw: ['beneathNotice'], isCreature: false });
    expect(attackTargetViolation(view('a'), hidden)?.rule).toBe('Lore keyword Beneath notice');
  });

  it('Lore keyword Flight: only fliers attack or block fliers; Colossal can block them', () => {
    const flier = view('f', { kw: ['flight'] });
    expect(
      attackTargetViolation(view('a', { kw: ['maul'] }), view('f2', { controller: 2, kw: ['flight'] }))?.rule,
    ).toBe('Lore keyword Flight');
    expect(blockViolation(flier, view('b', { controller: 2 }), false)?.rule).toBe('Lore keyword Flight');
    expect(blockViolation(flier, view('b', { controller: 2, kw: ['flight'] }), false)).toBeNull();
    expect(blockViolation(flier, view('b', { controller: 2, kw: ['colossal'] }), false)).toBeNull();
  });

  it('Lore keyword Relentless: cannot be blocked', () => {
    expect(blockViolation(view('r', { kw: ['relentless'] }), view('b'), false)?.rule).toBe(
      'Lore keyword Relentless',
    );
  });

  it('Lore keyword Terrifying: Humans cannot block it', () => {
    const scary = view('t', { kw: ['terrifying'] });
    expect(blockViolation(scary, view('h', { types: ['Human'] }), false)?.rule).toBe(
      'Lore keyword Terrifying',
    );
    expect(blockViolation(scary, view('g', { types: ['Ghoul'] }), false)).toBeNull();
  });

  it('Lore 4.3d: an evoked creature cannot block', () => {
    expect(blockViolation(view('a'), view('b', { evoked: true }), false)?.rule).toBe('Lore 4.3d');
  });

  it('Lore 4.3b: a creature attacked directly cannot block unless it can block several', () => {
    expect(blockViolation(view('a'), view('b'), true)?.rule).toBe('Lore 4.3b');
    expect(blockViolation(view('a'), view('b', { blockCapacity: 2 }), true)).toBeNull();
  });

  it('Lore 4.3c: several creatures may block one; a blocker blocks within its capacity', () => {
    const a = view('a');
    expect(
      declarationViolation([
        { blocker: view('b1'), attacker: a },
        { blocker: view('b2'), attacker: a },
      ]),
    ).toBeNull();
    const b = view('b');
    expect(
      declarationViolation([
        { blocker: b, attacker: a },
        { blocker: b, attacker: view('a2') },
      ])?.rule,
    ).toBe('Lore 4.3b');
  });

  it('Lore keyword Colossal: blocked only by three or more creatures', () => {
    const big = view('big', { kw: ['colossal'] });
    const two = [view('b1'), view('b2')].map((blocker) => ({ blocker, attacker: big }));
    expect(declarationViolation(two)?.rule).toBe('Lore keyword Colossal');
    expect(declarationViolation([...two, { blocker: view('b3'), attacker: big }])).toBeNull();
  });
});

describe('Lore combat damage', () => {
  const hp: Record<string, number> = { a: 4, small: 1, big: 5, loc: 3, x: 2, y: 2 };
  const snap = (over: Partial<CombatSnapshot>): CombatSnapshot => ({
    attacks: [],
    defenses: [],
    lethal: (id) => hp[id] ?? 99,
    controller: () => 2,
    ...over,
  });

  it('Lore 4.9a: a 4/4 blocked by a 1/1 then a 5/5 kills the 1/1 and marks 3 on the 5/5', () => {
    expect(
      assignInOrder(
        4,
        [
          { id: 'small', lethal: 1 },
          { id: 'big', lethal: 5 },
        ],
        false,
      ).assignments,
    ).toEqual([
      { id: 'small', amount: 1 },
      { id: 'big', amount: 3 },
    ]);
    const strikes = combatStrikes(
      snap({
        attacks: [
          {
            attacker: 'a',
            str: 4,
            overrun: false,
            target: { kind: 'player', player: 2 },
            blocked: true,
            blockers: ['small', 'big'],
          },
        ],
        defenses: [
          { defender: 'small', str: 1, overrun: false, attackers: ['a'] },
          { defender: 'big', str: 5, overrun: false, attackers: ['a'] },
        ],
      }),
    );
    expect(strikes).toEqual([
      { source: 'a', to: { kind: 'object', id: 'small' }, amount: 1 },
      { source: 'a', to: { kind: 'object', id: 'big' }, amount: 3 },
      { source: 'small', to: { kind: 'object', id: 'a' }, amount: 1 },
      { source: 'big', to: { kind: 'object', id: 'a' }, amount: 5 },
    ]);
  });

  it('Lore 4.7: the attacker’s chosen order decides who dies', () => {
    const strikes = combatStrikes(
      snap({
        attacks: [
          {
            attacker: 'a',
            str: 4,
            overrun: false,
            target: { kind: 'player', player: 2 },
            blocked: true,
            blockers: ['big', 'small'],
          },
        ],
      }),
    );
    expect(strikes).toEqual([{ source: 'a', to: { kind: 'object', id: 'big' }, amount: 4 }]);
  });

  it('Lore 4.8: a blocker of two attackers deals lethal damage in the defender’s order', () => {
    const strikes = combatStrikes(
      snap({ defenses: [{ defender: 'w', str: 3, overrun: false, attackers: ['y', 'x'] }] }),
    );
    expect(strikes).toEqual([
      { source: 'w', to: { kind: 'object', id: 'y' }, amount: 2 },
      { source: 'w', to: { kind: 'object', id: 'x' }, amount: 1 },
    ]);
  });

  it('Lore 4.9: unblocked attackers hit players and attacked objects', () => {
    const strikes = combatStrikes(
      snap({
        attacks: [
          {
            attacker: 'p',
            str: 3,
            overrun: false,
            target: { kind: 'player', player: 2 },
            blocked: false,
            blockers: [],
          },
          {
            attacker: 'q',
            str: 5,
            overrun: false,
            target: { kind: 'object', id: 'loc' },
            blocked: false,
            blockers: [],
          },
        ],
      }),
    );
    expect(strikes).toEqual([
      { source: 'p', to: { kind: 'player', player: 2 }, amount: 3 },
      { source: 'q', to: { kind: 'object', id: 'loc' }, amount: 5 },
    ]);
  });

  it('Lore keyword Overrun: excess over the last object goes to its controller', () => {
    const strikes = combatStrikes(
      snap({
        attacks: [
          {
            attacker: 'o',
            str: 6,
            overrun: true,
            target: { kind: 'player', player: 2 },
            blocked: true,
            blockers: ['small', 'x'],
          },
        ],
      }),
    );
    expect(strikes).toEqual([
      { source: 'o', to: { kind: 'object', id: 'small' }, amount: 1 },
      { source: 'o', to: { kind: 'object', id: 'x' }, amount: 2 },
      { source: 'o', to: { kind: 'player', player: 2 }, amount: 3 },
    ]);
  });

  it('Lore 4.6: an attacker whose blockers all left combat stays blocked and deals no damage', () => {
    const strikes = combatStrikes(
      snap({
        attacks: [
          {
            attacker: 'a',
            str: 4,
            overrun: false,
            target: { kind: 'player', player: 2 },
            blocked: true,
            blockers: [],
          },
        ],
      }),
    );
    expect(strikes).toEqual([]);
  });
});
