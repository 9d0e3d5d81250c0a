/**
 * CR 6.1.4 for every hand-written card whose encoding has a `may`: the ability is played in a real
 * game, the may is declined, and the test checks that only the “may” part was skipped — the other
 * sentences of the ability still happen; where the ability has nothing else, what the may would
 * have done did not happen and nothing else was asked. (While a decision is open the kernel shows
 * the state before the task that asked it, so “before” counts are taken before the action that
 * triggers the ability.)
 */
import { describe, expect, it } from 'vitest';
import { type Scenario, scenario } from '../testing/scenario.js';
import { testAction } from '../testing/test-cards.js';
import { describeCard } from './describe.js';
import { character, chosen } from './phrases.js';
import { moanaOfMotunui } from './set1/014-moana-of-motunui.js';
import { scarViciousCheater } from './set2/125-scar-vicious-cheater.js';

/** A 1-cost test action that readies a chosen character (and nothing else). */
const wakeUp = testAction('wake-up', 'Wake Up', [{ do: 'ready', target: chosen(character) }]);

/** How many cards `player` has in each zone. */
function counts(t: Scenario, player: number): Record<string, number> {
  const zones = ['hand', 'deck', 'discard', 'inkwell', 'play'];
  return Object.fromEntries(zones.map((z) => [z, t.count(z, player)]));
}

/**
 * Declines the open “may” of `card` (CR 6.1.4), after checking that the open decision is that
 * card's yes/no question (for `player`, when given) — so no test passes without the may asked.
 */
function decline(t: Scenario, card: string, player?: number): void {
  const d = t.decision;
  expect(d?.kind, 'a yes/no decision is open').toBe('yes-no');
  expect(d?.prompt.startsWith(`${card}: `), `asked by ${card}: ${d?.prompt}`).toBe(true);
  if (player !== undefined) expect(d?.player).toBe(player);
  t.no();
}

/**
 * Declines `card`'s may, the last decision of the ability: afterwards nothing is asked and nothing
 * waits in the bag (declining opened no other part of the ability).
 */
function declineLast(t: Scenario, card: string, player?: number): void {
  decline(t, card, player);
  expect(t.decision).toBeNull();
  expect(t.pending).toHaveLength(0);
}

describe('CR 6.1.4: declining a “may” skips only that part of the ability (The First Chapter)', () => {
  it('CR 6.1.4: Moana - Of Motunui — declining the ready still stops her other Princesses questing this turn', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Moana - Of Motunui',
            'Aurora - Regal Princess',
            { name: 'Cinderella - Gentle and Kind', exerted: true },
            'Stitch - New Dog',
          ],
        },
        {},
      ],
    });
    expect(t.can('quest', 'Aurora - Regal Princess')).toBe(true);
    t.quest('Moana - Of Motunui');
    declineLast(t, 'Moana - Of Motunui');
    // The declined sentence: no Princess is readied.
    expect(t.exerted('Cinderella - Gentle and Kind')).toBe(true);
    // The other sentence still resolves: her other Princesses can't quest this turn…
    expect(t.can('quest', 'Aurora - Regal Princess')).toBe(false);
    // …and only they: a non-Princess still can, and the restriction ends with the turn.
    expect(t.can('quest', 'Stitch - New Dog')).toBe(true);
    t.endTurn();
    t.endTurn();
    expect(t.can('quest', 'Aurora - Regal Princess')).toBe(true);
  });

  it('CR 6.1.4: Stitch - Carefree Surfer — declining Ohana draws nothing', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog', 'Olaf - Friendly Snowman'], hand: ['Stitch - Carefree Surfer'], ink: 7 },
        {},
      ],
    });
    const before = counts(t, 0);
    t.play('Stitch - Carefree Surfer');
    declineLast(t, 'Stitch - Carefree Surfer');
    expect(counts(t, 0)).toEqual({ ...before, hand: 0, play: 3 });
  });

  it('CR 6.1.4: Just in Time — declining plays no character', () => {
    const t = scenario({ players: [{ hand: ['Just in Time', 'Stitch - New Dog'], ink: 3 }, {}] });
    t.play('Just in Time');
    declineLast(t, 'Just in Time');
    expect(t.zone('Stitch - New Dog')).toBe('hand');
    expect(t.zone('Just in Time')).toBe('discard');
    expect(t.count('play', 0)).toBe(0);
  });

  it('CR 6.1.4: Dr. Facilier - Agent Provocateur — declining Into the Shadows leaves the card in the discard', () => {
    const t = scenario({
      players: [
        { play: ['Dr. Facilier - Agent Provocateur', 'Stitch - New Dog'] },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Maui - Demigod');
    declineLast(t, 'Dr. Facilier - Agent Provocateur');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.4: Dr. Facilier - Remarkable Gentleman — declining the look leaves both top cards where they were', () => {
    const t = scenario({
      players: [
        {
          play: ['Dr. Facilier - Remarkable Gentleman'],
          hand: ['Friends on the Other Side'],
          ink: 3,
          deck: ['Stitch - New Dog', 'Maui - Demigod', 'Olaf - Friendly Snowman', 'Dragon Fire'],
        },
        {},
      ],
    });
    const deck = t.names('deck', 0);
    t.play('Friends on the Other Side');
    // The song drew Stitch and Maui; Olaf and Dragon Fire are the top 2. The second sentence
    // sorts the cards the first looked at: declining the look leaves it nothing to sort.
    declineLast(t, 'Dr. Facilier - Remarkable Gentleman');
    expect(t.names('deck', 0)).toEqual(deck.slice(2));
    expect(t.names('deck', 0).slice(0, 2)).toEqual(['Olaf - Friendly Snowman', 'Dragon Fire']);
  });

  it('CR 6.1.4: Magic Broom - Bucket Brigade — declining Sweep shuffles nothing', () => {
    const t = scenario({
      players: [{ hand: ['Magic Broom - Bucket Brigade'], ink: 2 }, { discard: ['Dragon Fire'] }],
    });
    const deck = t.count('deck', 1);
    t.play('Magic Broom - Bucket Brigade');
    declineLast(t, 'Magic Broom - Bucket Brigade');
    expect(t.zone('Dragon Fire')).toBe('discard');
    expect(t.count('deck', 1)).toBe(deck);
  });

  it('CR 6.1.4: Maleficent - Sorceress — declining Cast My Spell! draws nothing', () => {
    const t = scenario({ players: [{ hand: ['Maleficent - Sorceress'], ink: 3 }, {}] });
    const before = counts(t, 0);
    t.play('Maleficent - Sorceress');
    declineLast(t, 'Maleficent - Sorceress');
    expect(counts(t, 0)).toEqual({ ...before, hand: 0, play: 1 });
  });

  it('CR 6.1.4: Marshmallow - Persistent Guardian — declining Durable leaves him in the discard', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Marshmallow - Persistent Guardian', exerted: true }] },
        { play: ['Maui - Demigod'] },
      ],
      active: 1,
    });
    t.challenge('Maui - Demigod', 'Marshmallow - Persistent Guardian');
    declineLast(t, 'Marshmallow - Persistent Guardian', 0);
    expect(t.zone('Marshmallow - Persistent Guardian')).toBe('discard');
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.4: Mickey Mouse - Wayward Sorcerer — declining Ceaseless Worker leaves the Broom in the discard', () => {
    const t = scenario({
      players: [
        { play: ['Mickey Mouse - Wayward Sorcerer', 'Magic Broom - Bucket Brigade'] },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    t.challenge('Magic Broom - Bucket Brigade', 'Maui - Demigod');
    declineLast(t, 'Mickey Mouse - Wayward Sorcerer');
    expect(t.zone('Magic Broom - Bucket Brigade')).toBe('discard');
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.4: Cruella De Vil - Miserable as Usual — declining You’ll Be Sorry! returns no one', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        { play: [{ name: 'Cruella De Vil - Miserable as Usual', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Cruella De Vil - Miserable as Usual');
    declineLast(t, 'Cruella De Vil - Miserable as Usual', 1);
    expect(t.zone('Maui - Demigod')).toBe('play');
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.4: Genie - Powers Unleashed — declining Phenomenal Cosmic Power! plays no action', () => {
    const t = scenario({
      players: [{ play: ['Genie - Powers Unleashed'], hand: ['Dragon Fire'] }, { play: ['Maui - Demigod'] }],
    });
    t.quest('Genie - Powers Unleashed');
    declineLast(t, 'Genie - Powers Unleashed');
    expect(t.zone('Dragon Fire')).toBe('hand');
    expect(t.zone('Maui - Demigod')).toBe('play');
  });

  it('CR 6.1.4: Mad Hatter - Gracious Host — declining Tea Party draws nothing', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        { play: [{ name: 'Mad Hatter - Gracious Host', exerted: true }] },
      ],
    });
    const before = counts(t, 1);
    t.challenge('Maui - Demigod', 'Mad Hatter - Gracious Host');
    declineLast(t, 'Mad Hatter - Gracious Host', 1);
    // The challenge goes on (he is banished); no card was drawn.
    expect(counts(t, 1)).toEqual({ ...before, play: 0, discard: 1 });
  });

  it('CR 6.1.4: Gramma Tala - Storyteller — declining I Will Be with You leaves her in the discard', () => {
    const t = scenario({
      players: [{ hand: ['Dragon Fire'], ink: 5 }, { play: ['Gramma Tala - Storyteller'] }],
    });
    t.play('Dragon Fire');
    declineLast(t, 'Gramma Tala - Storyteller', 1);
    expect(t.zone('Gramma Tala - Storyteller')).toBe('discard');
    expect(t.count('inkwell', 1)).toBe(0);
  });

  it('CR 6.1.4: Mickey Mouse - Detective — declining Get a Clue inks nothing', () => {
    const t = scenario({
      players: [{ hand: ['Mickey Mouse - Detective'], ink: 3, deck: ['Maui - Demigod'] }, {}],
    });
    const before = counts(t, 0);
    t.play('Mickey Mouse - Detective');
    declineLast(t, 'Mickey Mouse - Detective');
    expect(t.names('deck', 0)[0]).toBe('Maui - Demigod');
    expect(counts(t, 0)).toEqual({ ...before, hand: 0, play: 1 });
  });

  it('CR 6.1.4: Coconut Basket — declining Consider the Coconut removes no damage', () => {
    const t = scenario({
      players: [
        {
          play: ['Coconut Basket', { name: 'Maui - Demigod', damage: 3 }],
          hand: ['Stitch - New Dog'],
          ink: 1,
        },
        {},
      ],
    });
    t.play('Stitch - New Dog');
    declineLast(t, 'Coconut Basket');
    expect(t.damage('Maui - Demigod')).toBe(3);
  });

  it('CR 6.1.4: Beast - Hardheaded — declining Break banishes nothing', () => {
    const t = scenario({ players: [{ hand: ['Beast - Hardheaded'], ink: 5 }, { play: ['Dinglehopper'] }] });
    t.play('Beast - Hardheaded');
    declineLast(t, 'Beast - Hardheaded');
    expect(t.zone('Dinglehopper')).toBe('play');
  });

  it('CR 6.1.4: Tinker Bell - Giant Fairy — declining Puny Pirate! deals no damage', () => {
    const t = scenario({
      players: [
        { play: ['Tinker Bell - Giant Fairy'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }, 'Maui - Demigod'] },
      ],
    });
    t.challenge('Tinker Bell - Giant Fairy', 'Stitch - New Dog');
    declineLast(t, 'Tinker Bell - Giant Fairy');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.damage('Maui - Demigod')).toBe(0);
  });
});

describe('CR 6.1.4: declining a “may” skips only that part of the ability (Rise of the Floodborn)', () => {
  it('CR 6.1.4: Mufasa - Betrayed Leader — declining the reveal neither plays nor moves the top card', () => {
    const t = scenario({
      players: [
        { hand: ['Dragon Fire'], ink: 5 },
        { play: ['Mufasa - Betrayed Leader'], deck: ['Stitch - New Dog'] },
      ],
    });
    t.play('Dragon Fire');
    // The later sentences act on the card the first revealed: declining leaves them nothing to do,
    // so the second “may” is not asked even though the top card is a character.
    declineLast(t, 'Mufasa - Betrayed Leader', 1);
    expect(t.names('deck', 1)[0]).toBe('Stitch - New Dog');
    expect(t.count('play', 1)).toBe(0);
  });

  it('CR 6.1.4: Beast - Relentless — declining Second Wind leaves him exerted', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Beast - Relentless', exerted: true }], hand: ['Smash'], ink: 3 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Smash');
    t.choose('Maui - Demigod');
    expect(t.damage('Maui - Demigod')).toBe(3);
    declineLast(t, 'Beast - Relentless');
    expect(t.exerted('Beast - Relentless')).toBe(true);
  });

  it('CR 6.1.4: Donald Duck - Perfect Gentleman — declining Allow Me (each player) draws no extra card', () => {
    const t = scenario({
      players: [{ play: ['Donald Duck - Perfect Gentleman'] }, { hand: ['Smash'] }],
      active: 1,
    });
    const before = [counts(t, 0), counts(t, 1)];
    t.endTurn();
    decline(t, 'Donald Duck - Perfect Gentleman', 0);
    declineLast(t, 'Donald Duck - Perfect Gentleman', 1);
    // Only the Draw step's card (CR 4.2.3) for the active player; nothing for the opponent.
    expect(counts(t, 0)).toEqual({ ...before[0], hand: before[0].hand + 1, deck: before[0].deck - 1 });
    expect(counts(t, 1)).toEqual(before[1]);
  });

  it('CR 6.1.4: Prince John - Greediest of All — declining I Sentence You draws nothing', () => {
    const t = scenario({
      players: [{ play: ['Prince John - Greediest of All'] }, { hand: ['Ransack'], ink: 2 }],
      active: 1,
    });
    const before = counts(t, 0);
    t.play('Ransack');
    // Ransack draws 2, then its player discards 2 (the two drawn cards are all they hold).
    while (t.decision && t.decision.kind !== 'yes-no')
      t.answer(...t.decision.options.slice(0, t.decision.min));
    declineLast(t, 'Prince John - Greediest of All', 0);
    expect(t.count('discard', 1)).toBe(3);
    expect(counts(t, 0)).toEqual(before);
  });

  it('CR 6.1.4: Scar - Vicious Cheater — declining the ready still stops him questing this turn', () => {
    const t = scenario({
      cards: [wakeUp],
      players: [
        { play: ['Scar - Vicious Cheater'], hand: ['Wake Up'], ink: 1 },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Scar - Vicious Cheater', 'Stitch - New Dog');
    declineLast(t, 'Scar - Vicious Cheater');
    expect(t.exerted('Scar - Vicious Cheater')).toBe(true);
    // Readied by something else, he still can't quest: that sentence was not part of the may.
    t.play('Wake Up');
    expect(t.exerted('Scar - Vicious Cheater')).toBe(false);
    expect(t.can('quest', 'Scar - Vicious Cheater')).toBe(false);
  });

  it('CR 6.1.4: Judy Hopps - Optimistic Officer — declining the banish means no one draws (CR 6.1.5 example D)', () => {
    const t = scenario({
      players: [{ hand: ['Judy Hopps - Optimistic Officer'], ink: 3 }, { play: ['Frying Pan'] }],
    });
    const before = counts(t, 1);
    t.play('Judy Hopps - Optimistic Officer');
    declineLast(t, 'Judy Hopps - Optimistic Officer');
    expect(t.zone('Frying Pan')).toBe('play');
    expect(counts(t, 1)).toEqual(before);
  });

  it('CR 6.1.4: Weight Set — declining Training pays no ink and draws nothing', () => {
    const t = scenario({ players: [{ play: ['Weight Set'], hand: ['Maui - Demigod'], ink: 9 }, {}] });
    const deck = t.count('deck', 0);
    t.play('Maui - Demigod');
    declineLast(t, 'Weight Set');
    expect(t.count('hand', 0)).toBe(0);
    expect(t.count('deck', 0)).toBe(deck);
    // Maui's 8 paid; the 1 ink Training would have cost is still ready.
    const ready = t.ctx.cards('inkwell', 0).filter((c) => !t.exerted(c));
    expect(ready).toHaveLength(1);
  });
});

describe('CR 6.1.4: declining a “may” skips only that part of the ability (Into the Inklands)', () => {
  it('CR 6.1.4: Shenzi - Hyena Pack Leader — declining What’s the Hurry? draws nothing', () => {
    const t = scenario({
      players: [
        {
          play: [
            "De Vil Manor - Cruella's Estate",
            { name: 'Shenzi - Hyena Pack Leader', at: "De Vil Manor - Cruella's Estate" },
          ],
        },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    const before = counts(t, 0);
    t.challenge('Shenzi - Hyena Pack Leader', 'Stitch - New Dog');
    declineLast(t, 'Shenzi - Hyena Pack Leader');
    // The challenge goes on; no card was drawn.
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(counts(t, 0)).toEqual(before);
  });

  it('CR 6.1.4: Ursula - Deceiver of All — declining What a Deal leaves the song in the discard', () => {
    const t = scenario({
      players: [
        {
          play: ['Ursula - Deceiver of All'],
          hand: ['Part of Your World'],
          discard: ['Maui - Demigod', 'Stitch - New Dog'],
        },
        {},
      ],
    });
    t.play('Part of Your World', { singer: 'Ursula - Deceiver of All' });
    t.choose('Maui - Demigod');
    declineLast(t, 'Ursula - Deceiver of All');
    expect(t.zone('Part of Your World')).toBe('discard');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('CR 6.1.4: Jim Hawkins - Space Traveler — declining This Is It! plays no location', () => {
    const t = scenario({
      players: [{ hand: ['Jim Hawkins - Space Traveler', 'Thebes - The Big Olive'], ink: 5 }, {}],
    });
    t.play('Jim Hawkins - Space Traveler');
    declineLast(t, 'Jim Hawkins - Space Traveler');
    expect(t.zone('Thebes - The Big Olive')).toBe('hand');
  });

  it('CR 6.1.4: Jim Hawkins - Space Traveler — declining Take the Helm leaves him where he is', () => {
    const t = scenario({
      players: [{ play: ['Jim Hawkins - Space Traveler'], hand: ['Thebes - The Big Olive'], ink: 3 }, {}],
    });
    t.play('Thebes - The Big Olive');
    declineLast(t, 'Jim Hawkins - Space Traveler');
    expect(t.zone('Thebes - The Big Olive')).toBe('play');
    expect(t.at('Jim Hawkins - Space Traveler')).toBe(-1);
  });

  it('CR 6.1.4: Huey - Savvy Nephew — declining Three Nephews draws nothing', () => {
    const t = scenario({
      players: [{ play: ['Huey - Savvy Nephew', 'Dewey - Showy Nephew', 'Louie - Chill Nephew'] }, {}],
    });
    const before = counts(t, 0);
    t.quest('Huey - Savvy Nephew');
    // Both of his quest triggers are in the bag: resolve Three Nephews first (CR 7.7.4).
    t.pick('Three Nephews');
    decline(t, 'Huey - Savvy Nephew');
    // Support is a separate ability (CR 8.13): it still asks, and is answered with no one.
    expect(t.decision?.rule).toBe('8.13.1');
    t.answer();
    expect(t.decision).toBeNull();
    expect(counts(t, 0)).toEqual(before);
  });

  it('CR 6.1.4: Tinker Bell - Very Clever Fairy — declining I Can Use That leaves the item in the discard', () => {
    const t = scenario({
      players: [{ play: ['Tinker Bell - Very Clever Fairy', 'Magic Golden Flower'] }, {}],
    });
    t.activate('Magic Golden Flower');
    declineLast(t, 'Tinker Bell - Very Clever Fairy');
    expect(t.zone('Magic Golden Flower')).toBe('discard');
    expect(t.count('inkwell', 0)).toBe(0);
  });
});

describe('CR 6.1.4: declining a “may” skips only that part of the ability (sets 4–11)', () => {
  it('CR 6.1.4: Triton - Young Prince — declining Keeper of Atlantica leaves the location in the discard', () => {
    const t = scenario({
      players: [
        { play: ['Triton - Young Prince', 'Pride Lands - Jungle Oasis'] },
        { play: ['Maui - Demigod'] },
      ],
      active: 1,
    });
    t.challenge('Maui - Demigod', 'Pride Lands - Jungle Oasis');
    declineLast(t, 'Triton - Young Prince', 0);
    expect(t.zone('Pride Lands - Jungle Oasis')).toBe('discard');
    expect(t.count('inkwell', 0)).toBe(0);
  });

  it('CR 6.1.4: Clarabelle - Light on Her Hooves — declining Keep in Step draws nothing', () => {
    const t = scenario({
      players: [{ play: ['Clarabelle - Light on Her Hooves'] }, { hand: ['Smash', 'Ransack'] }],
    });
    const before = counts(t, 0);
    t.endTurn();
    decline(t, 'Clarabelle - Light on Her Hooves', 0);
    expect(counts(t, 0)).toEqual(before);
  });

  it('CR 6.1.4: Seven Dwarfs’ Mine - Secure Fortress — declining deals no damage, not even the Knight’s 2 “instead”', () => {
    const t = scenario({
      players: [
        { play: ["Seven Dwarfs' Mine - Secure Fortress", 'Sleepy - Sluggish Knight'], ink: 2 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.move('Sleepy - Sluggish Knight', "Seven Dwarfs' Mine - Secure Fortress");
    declineLast(t, "Seven Dwarfs' Mine - Secure Fortress");
    expect(t.at('Sleepy - Sluggish Knight')).toBe(t.id("Seven Dwarfs' Mine - Secure Fortress"));
    expect(t.damage('Maui - Demigod')).toBe(0);
    expect(t.damage('Sleepy - Sluggish Knight')).toBe(0);
  });

  it('CR 6.1.4: Lilo - Escape Artist — declining No Place I’d Rather Be leaves her in the discard', () => {
    const t = scenario({ players: [{ discard: ['Lilo - Escape Artist'], ink: 2 }, {}], active: 1 });
    t.endTurn();
    decline(t, 'Lilo - Escape Artist', 0);
    expect(t.zone('Lilo - Escape Artist')).toBe('discard');
    expect(t.count('play', 0)).toBe(0);
  });

  it('CR 6.1.4: Sleepy Hollow - The Bridge — declining keeps the location, gains no lore, gives no Evasive', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Sleepy Hollow - The Bridge',
            { name: 'Stitch - New Dog', at: 'Sleepy Hollow - The Bridge' },
          ],
        },
        {},
      ],
    });
    t.quest('Stitch - New Dog');
    declineLast(t, 'Sleepy Hollow - The Bridge');
    expect(t.zone('Sleepy Hollow - The Bridge')).toBe('play');
    expect(t.lore(0)).toBe(1);
    expect(t.has('Stitch - New Dog', 'kw.evasive')).toBe(false);
  });

  it('CR 6.1.4: Chernabog - Unnatural Force — declining shuffles no one, so the opponent is offered nothing', () => {
    const t = scenario({
      players: [
        { hand: ['Chernabog - Unnatural Force'], ink: 5 },
        { play: ['Maui - Demigod'], discard: ['Stitch - New Dog'] },
      ],
    });
    const before = counts(t, 1);
    t.play('Chernabog - Unnatural Force');
    declineLast(t, 'Chernabog - Unnatural Force');
    expect(t.zone('Maui - Demigod')).toBe('play');
    expect(counts(t, 1)).toEqual(before);
  });
});

describe('CR 6.1.4: the generated text ends a “may” sentence where its choice ends', () => {
  it('CR 6.1.4: Moana - Of Motunui and Scar - Vicious Cheater — the restriction is a sentence of its own', () => {
    expect(describeCard(moanaOfMotunui)).toEqual([
      "We Can Fix It — Whenever this character quests, you may ready your other Princess characters. Your other Princess characters can't quest this turn.",
    ]);
    expect(describeCard(scarViciousCheater)[1]).toMatch(
      /you may ready this character\. This character can't quest this turn\.$/,
    );
  });
});
