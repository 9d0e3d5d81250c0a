/**
 * Behaviour tests of keyword statics, each played in a real game with the real compiled card: a
 * keyword value counted continuously, and a keyword taken away that can't be gained back.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { testAction, testLocation } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

/** 6 {S} / 5 {W}, cost 5. */
const DIVER = 'Donald Duck - Deep-Sea Diver';
/** 0 {S} / 4 {W}, a Knight. */
const SLEEPY = 'Sleepy - Sluggish Knight';
/** 2 {S} / 2 {W}, a Knight. */
const CINDERELLA = 'Cinderella - Knight in Training';

describe('a keyword value counted continuously (CR 6.1.8, 8.1.2)', () => {
  const snow = 'Snow White - Fair-Hearted';

  it('CR 8.1.2 Snow White - Fair-Hearted: Resist +1 for each other Knight of hers in play', () => {
    const challenged = (knights: string[]) => {
      const t = scenario({
        players: [{ play: [DIVER] }, { play: [{ name: snow, exerted: true }, ...knights] }],
        cards: withCompiled(snow, DIVER, SLEEPY, CINDERELLA),
      });
      t.challenge(DIVER, snow);
      t.declineAll();
      return t;
    };
    // Two Knights: Resist +2, 6 - 2 = 4 damage on 5 Willpower.
    const two = challenged([SLEEPY, CINDERELLA]);
    expect(two.damage(snow, 1)).toBe(4);
    // One Knight: Resist +1, 5 damage banishes her.
    expect(challenged([SLEEPY]).zone(snow, 1)).toBe('discard');
    // None: no Resist at all.
    const none = scenario({ players: [{}, { play: [snow] }], cards: withCompiled(snow) });
    expect(none.has(snow, 'kw.resist', 1)).toBe(false);
  });

  it('CR 8.1.2 John Silver - Greedy Treasure Seeker: Resist +1 and +1 {L} for each location of his player', () => {
    const john = 'John Silver - Greedy Treasure Seeker';
    const isle = testLocation('isle', 'Test Isle');
    const cove = testLocation('cove', 'Test Cove');
    const t = scenario({
      players: [
        { play: [isle.name + ' - Test Card', cove.name + ' - Test Card', { name: john, exerted: true }] },
        { play: [{ name: CINDERELLA }] },
      ],
      cards: [...withCompiled(john, CINDERELLA), isle, cove],
      active: 1,
    });
    expect(t.loreValue(john, 0)).toBe(1 + 2);
    t.challenge(CINDERELLA, john);
    t.declineAll();
    // 2 Strength against Resist +2: no damage.
    expect(t.damage(john, 0)).toBe(0);
    const u = scenario({ players: [{ play: [john] }, {}], cards: withCompiled(john) });
    expect(u.loreValue(john, 0)).toBe(1);
    expect(u.has(john, 'kw.resist', 0)).toBe(false);
  });
});

describe('a keyword lost and not gained again (CR 6.4)', () => {
  it('CR 6.4 Captain Hook - Master Swordsman: every Peter Pan loses Evasive and cannot get it back', () => {
    const hook = 'Captain Hook - Master Swordsman';
    const pan = 'Peter Pan - Never Landing';
    const give = testAction('give-evasive', 'Give Evasive', [
      {
        do: 'grant',
        target: { choose: { type: 'character' } },
        keywords: [{ keyword: 'evasive' }],
        duration: 'thisTurn',
      },
    ]);
    const t = scenario({
      players: [
        { play: [hook, CINDERELLA] },
        { play: [{ name: pan, exerted: true }], hand: ['Give Evasive'], ink: 1 },
      ],
      cards: [...withCompiled(hook, pan, CINDERELLA), give],
    });
    expect(t.has(pan, 'kw.evasive', 1)).toBe(false);
    // Without Evasive, a character without Evasive may challenge him (CR 8.6.1).
    expect(t.can('challenge', CINDERELLA, { target: t.id(pan, 1) })).toBe(true);
    // Evasive given by an effect is capped too.
    t.endTurn();
    t.play('Give Evasive');
    if (t.decision) t.choose(pan);
    expect(t.has(pan, 'kw.evasive', 1)).toBe(false);
    // With Hook gone, the printed Evasive is back.
    const u = scenario({
      players: [{ play: [CINDERELLA] }, { play: [{ name: pan, exerted: true }] }],
      cards: withCompiled(pan, CINDERELLA),
    });
    expect(u.has(pan, 'kw.evasive', 1)).toBe(true);
    expect(u.can('challenge', CINDERELLA, { target: u.id(pan, 1) })).toBe(false);
  });
});
