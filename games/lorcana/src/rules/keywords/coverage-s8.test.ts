/** Keywords (CR 8): one scenario per rule number. */
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { describeCard } from '../../cards/describe.js';
import type { KeywordAbility } from '../../cards/vocabulary-abilities.js';
import { testCharacter } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

/** The keywords of CR 8.1.1, each as printed on a card. */
const KEYWORDS: readonly [string, KeywordAbility][] = [
  ['Alert', { keyword: 'alert' }],
  ['Bodyguard', { keyword: 'bodyguard' }],
  ['Boost', { keyword: 'boost', value: 1 }],
  ['Challenger', { keyword: 'challenger', value: 2 }],
  ['Evasive', { keyword: 'evasive' }],
  ['Reckless', { keyword: 'reckless' }],
  ['Resist', { keyword: 'resist', value: 1 }],
  ['Rush', { keyword: 'rush' }],
  ['Shift', { keyword: 'shift', cost: { ink: 2 } }],
  ['Singer', { keyword: 'singer', value: 5 }],
  ['Sing Together', { keyword: 'singTogether', value: 6 }],
  ['Support', { keyword: 'support' }],
  ['Vanish', { keyword: 'vanish' }],
  ['Ward', { keyword: 'ward' }],
];

/** A Stitch with Shift 2 and Bodyguard (may enter play exerted). */
const guardDog: LorcanaCard = testCharacter('guard-dog', 'Stitch', {
  version: 'Guard Dog',
  cost: 5,
  classifications: ['Floodborn'],
  keywords: [{ keyword: 'shift', cost: { ink: 2 } }, { keyword: 'bodyguard' }],
});

describe('CR 8 keywords (coverage)', () => {
  it('CR 8.1.1 each listed keyword is known: a card printed with it has it and describes it by name', () => {
    for (const [title, kw] of KEYWORDS) {
      const card = testCharacter(`kw-${kw.keyword}`, `Keyword ${kw.keyword}`, { keywords: [kw] });
      expect(describeCard(card)[0]).toContain(title);
      const t = scenario({ cards: [card], players: [{ play: [`Keyword ${kw.keyword} - Test Card`] }, {}] });
      expect(t.has(`Keyword ${kw.keyword} - Test Card`, `kw.${kw.keyword}`)).toBe(true);
    }
  });

  it('CR 8.3.1 Bodyguard is two abilities: it may enter play exerted, and then it must be challenged first', () => {
    const t = scenario({
      players: [
        { hand: ['Sleepy - Sluggish Knight'], play: [{ name: 'Stitch - New Dog', exerted: true }], ink: 4 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Sleepy - Sluggish Knight');
    expect(t.decision?.rule).toBe('8.3.2');
    t.yes();
    expect(t.exerted('Sleepy - Sluggish Knight')).toBe(true);
    t.endTurn();
    const targets = t
      .legal()
      .filter((a) => a.type === 'challenge')
      .map((a) => a.target);
    expect(targets).toEqual([t.id('Sleepy - Sluggish Knight')]);
  });

  it('CR 8.7.1 Reckless gained from an effect brings both its abilities: no questing, no ending the turn while it can challenge', () => {
    const t = scenario({
      players: [
        { hand: ['John Silver - Alien Pirate'], play: [{ name: 'Stitch - New Dog', exerted: true }], ink: 6 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('John Silver - Alien Pirate');
    t.declineAll();
    t.endTurn();
    expect(t.has('Maui - Demigod', 'kw.reckless')).toBe(true);
    expect(t.can('quest', 'Maui - Demigod')).toBe(false);
    expect(t.can('end-turn')).toBe(false);
    t.challenge('Maui - Demigod', 'Stitch - New Dog');
    expect(t.can('end-turn')).toBe(true);
  });

  it('CR 8.10.3 a shifted character that enters play exerted by its own effect is exerted though the base was ready', () => {
    const t = scenario({
      cards: [guardDog],
      players: [{ play: ['Stitch - New Dog'], hand: ['Stitch - Guard Dog'], ink: 2 }, {}],
    });
    expect(t.exerted('Stitch - New Dog')).toBe(false);
    t.play('Stitch - Guard Dog', { onto: 'Stitch - New Dog' });
    expect(t.decision?.rule).toBe('8.3.2');
    t.yes();
    expect(t.exerted('Stitch - Guard Dog')).toBe(true);
    expect(t.zone('Stitch - New Dog')).toBe('under');
  });

  it('CR 8.10.8 a Shift variant follows the Shift rules: Universal Shift keeps the damage and dryness of the base and leaves play as a stack', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Olaf - Friendly Snowman', damage: 2 }], hand: ['Anyone - Test Card'], ink: 3 },
        { hand: ['Fire the Cannons!'], ink: 1 },
      ],
    });
    t.play('Anyone - Test Card', { onto: 'Olaf - Friendly Snowman' });
    expect(t.damage('Anyone - Test Card')).toBe(2);
    expect(t.can('quest', 'Anyone - Test Card')).toBe(true);
    t.endTurn();
    t.play('Fire the Cannons!');
    t.declineAll();
    expect(t.zone('Anyone - Test Card')).toBe('discard');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('discard');
  });
});
