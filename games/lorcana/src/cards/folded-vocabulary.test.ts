/**
 * Issue 16, vocabulary hygiene: three ideas had two terms each in the card language (parallel
 * compiler work). Each is now one term; these tests play a real compiled card of each former
 * spelling under the one term and check they behave alike.
 *
 * - `playersChoose` (was also `playerChoosesOwn`): a player chooses one of their own cards;
 * - the `readyStep` restriction (was also `readyAtStart`): only the Ready step is refused;
 * - `playForFree` with `paying` (was also `cost.discardToDeckBottom`): the alternate cost's payment;
 * - `inkTop` (was also `inkTopOfDeck`): a player puts the top card(s) of their deck into their inkwell.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';
import { fullName, type LorcanaCard } from './card.js';
import { compiledOnly } from './full-pool.js';

function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

/** Whether the card's encoding says `term` (as a key or a value) anywhere. */
function says(card: LorcanaCard, term: string): boolean {
  return JSON.stringify(card).includes(`"${term}"`);
}

const FRIEND = 'Mickey Mouse - True Friend';
const FOE = 'Stitch - New Dog';
const WARDED = 'Aladdin - Prince Ali';

describe('one term: playersChoose', () => {
  // Be King Undisputed compiled to `playerChoosesOwn`, Triton's Decree to `playersChoose`.
  it.each([
    ['Be King Undisputed', 'banish'],
    ["Triton's Decree", 'deal 2 damage'],
  ])(
    "CR 6.7.5, CR 8.15.1 %s: each opponent chooses one of their own characters (%s) — Ward doesn't stop it",
    (name) => {
      const card = real(name);
      expect(says(card, 'playersChoose')).toBe(true);
      expect(says(card, 'playerChoosesOwn')).toBe(false);
      const t = scenario({
        players: [{ hand: [name], play: [FRIEND], ink: 10 }, { play: [FOE, WARDED] }],
        cards: [card],
      });
      t.play(name);
      expect(t.decision?.player).toBe(1);
      // Only their own characters are offered, the warded one included.
      expect([...(t.decision?.options ?? [])].sort()).toEqual([t.id(FOE, 1), t.id(WARDED, 1)].sort());
      t.choose(WARDED);
      // Aladdin has 2 Willpower: banished either way; the other characters are untouched.
      expect(t.zone(WARDED)).toBe('discard');
      expect(t.zone(FOE)).toBe('play');
      expect(t.zone(FRIEND)).toBe('play');
    },
  );
});

describe('one term: the readyStep restriction', () => {
  it('CR 3.2.1.1 Maui - Whale (was `readyAtStart`, a static): its Ready step skips it; others ready', () => {
    const maui = real('Maui - Whale');
    expect(says(maui, 'readyStep')).toBe(true);
    expect(says(maui, 'readyAtStart')).toBe(false);
    const name = fullName(maui);
    const t = scenario({
      players: [
        {
          play: [
            { name, exerted: true },
            { name: FRIEND, exerted: true },
          ],
        },
        {},
      ],
      cards: [maui],
      active: 1,
    });
    t.endTurn();
    expect(t.exerted(FRIEND)).toBe(false);
    expect(t.exerted(name)).toBe(true);
  });

  it('CR 3.2.1.1 Chernabog - Creature of the Night (`readyStep`, a lasting effect): the skipped ready applies to the next Ready step only', () => {
    const chernabog = 'Chernabog - Creature of the Night';
    const card = real(chernabog);
    expect(says(card, 'readyStep')).toBe(true);
    const t = scenario({
      players: [
        { hand: [chernabog], ink: 10 },
        { play: [FOE, 'Maui - Demigod', { name: WARDED, exerted: true }] },
      ],
      cards: [card],
    });
    t.play(chernabog);
    expect(t.decision?.player).toBe(1);
    t.choose(FOE);
    expect(t.exerted(FOE)).toBe(true);
    expect(t.exerted('Maui - Demigod')).toBe(false);
    t.endTurn(); // their turn: the Ready step readies Aladdin, not Stitch
    expect(t.exerted(WARDED)).toBe(false);
    expect(t.exerted(FOE)).toBe(true);
    t.endTurn();
    t.endTurn(); // their following turn: the restriction has ended
    expect(t.exerted(FOE)).toBe(false);
  });
});

describe('one term: paying for a “for free” alternate cost', () => {
  it("CR 1.5.5.3 Hand-in-the-Box - Sid's Toy (was `cost.discardToDeckBottom`): payable only with a Toy in the discard, which goes to the deck's bottom", () => {
    const box = "Hand-in-the-Box - Sid's Toy";
    const toy = 'Woody - Waiting for a Friend';
    const card = real(box);
    expect(says(card, 'paying')).toBe(true);
    const none = scenario({ players: [{ hand: [box], discard: [FRIEND] }, {}], cards: [card] });
    expect(none.can('play', box)).toBe(false);
    const t = scenario({
      players: [{ hand: [box], discard: [FRIEND, toy], deck: [FOE] }, {}],
      cards: [card, real(toy)],
    });
    t.play(box, { mode: 'free' });
    if (t.decision) t.choose(toy);
    expect(t.zone(box)).toBe('play');
    expect(t.names('deck', 0).at(-1)).toBe(toy);
    expect(t.names('discard', 0)).toEqual([FRIEND]);
  });

  it('CR 1.5.5.3 Belle - Apprentice Inventor (`paying`): payable only with an item in play, which is banished', () => {
    const belle = real('Belle - Apprentice Inventor');
    const name = fullName(belle);
    expect(says(belle, 'paying')).toBe(true);
    const none = scenario({ players: [{ hand: [name] }, {}], cards: [belle] });
    expect(none.can('play', name)).toBe(false);
    const t = scenario({ players: [{ hand: [name], play: ['Dinglehopper'] }, {}], cards: [belle] });
    t.play(name, { mode: 'free' });
    if (t.decision) t.choose('Dinglehopper');
    expect(t.zone(name)).toBe('play');
    expect(t.zone('Dinglehopper')).toBe('discard');
  });
});

describe('one term: inkTop', () => {
  it('CR 4.2.3.2 Sudden Scare (was `inkTopOfDeck`): the chosen character’s player also inks their top card', () => {
    const scare = real('Sudden Scare');
    expect(says(scare, 'inkTop')).toBe(true);
    expect(says(scare, 'inkTopOfDeck')).toBe(false);
    const t = scenario({
      players: [
        { hand: ['Sudden Scare'], ink: 4 },
        { play: [FOE], deck: [WARDED, FRIEND] },
      ],
      cards: [scare],
    });
    const before = [t.count('inkwell', 0), t.count('inkwell', 1)];
    const top = t.names('deck', 1)[0];
    t.play('Sudden Scare');
    if (t.decision) t.choose(FOE);
    expect(t.zone(FOE)).toBe('inkwell');
    // Theirs grows by the character and their top card; mine by nothing.
    expect([t.count('inkwell', 0), t.count('inkwell', 1)]).toEqual([before[0], before[1] + 2]);
    expect(t.names('inkwell', 1)).toContain(top);
    expect(t.names('deck', 1)).not.toContain(top);
  });
});
