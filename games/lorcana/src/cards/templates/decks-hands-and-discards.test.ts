/**
 * Issue 16, zones-and-cards coverage: one behaviour test per template the compiler
 * learned for searching, looking at and revealing, putting, drawing, returning, discarding and
 * moving cards — each played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledCard, compiledTwin } from '../../testing/compiled-cards.js';
import { type Scenario, scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';
import { compiledOnly } from '../full-pool.js';

/** The compiled card of that full name, one real games play (no hand-written twin). */
const real = (name: string) => compiledCard(name, { withoutTwin: true });

/** Ready ink cards of a player. */
function readyInk(t: Scenario, player: number): number {
  return t.ctx.cards('inkwell', player).filter((c) => !t.game.state.cards[c].tapped).length;
}

/** The names of a player's deck, top first. */
function deck(t: Scenario, player: number): string[] {
  return t.names('deck', player);
}

/** The cards of `revealed` events shown to exactly the given players (default: both players). */
function revealedTo(t: Scenario, players?: number[]): number[][] {
  return t.events
    .filter((e) => e.type === 'revealed')
    .map((e) => e as unknown as { cards: number[]; to: number[] })
    .filter((e) => JSON.stringify([...e.to].sort()) === JSON.stringify(players ?? [0, 1]))
    .map((e) => e.cards);
}

const FRIEND = 'Mickey Mouse - True Friend';
const FOE = 'Stitch - New Dog';
const ITEM = 'Dinglehopper';

describe('searching your deck (CR 7.1.4)', () => {
  it('CR 7.1.4 The Islands I Pulled from the Sea: a deck search for a location reveals it, takes it to hand, then shuffles', () => {
    const islands = 'The Islands I Pulled from the Sea';
    const tree = "Mystical Tree - Mama Odie's Home";
    const t = scenario({
      players: [{ hand: [islands], ink: 3, deck: [ITEM, ITEM, tree, ITEM] }, {}],
      cards: [real(islands), real(tree)],
    });
    t.play(islands);
    // Only the location can be found; the deck is hidden, so finding none is allowed (CR 7.1.4).
    expect(t.decision?.min).toBe(0);
    t.choose(tree);
    expect(t.zone(tree)).toBe('hand');
    expect(revealedTo(t).flat()).toContain(t.id(tree));
    expect(deck(t, 0)).not.toContain(tree);
  });

  it('CR 7.1.4 Alma Madrigal - Family Matriarch: a searched Madrigal is revealed and ends on top of the shuffled deck', () => {
    const alma = 'Alma Madrigal - Family Matriarch';
    const mirabel = 'Mirabel Madrigal - Musically Talented';
    const t = scenario({
      players: [{ hand: [alma], ink: 6, deck: [ITEM, ITEM, ITEM, mirabel, ITEM] }, {}],
      cards: [real(alma), real(mirabel)],
    });
    t.play(alma);
    t.yes();
    t.choose(mirabel);
    expect(deck(t, 0)[0]).toBe(mirabel);
    expect(revealedTo(t).flat()).toContain(t.id(mirabel));
  });
});

describe("another player's deck (CR 7.2.3)", () => {
  it('CR 7.2.3 Water Has Memory: of the chosen player’s top 4, one goes back on top and the others to the bottom in a chosen order', () => {
    const water = 'Water Has Memory';
    const t = scenario({
      players: [
        { hand: [water], ink: 1 },
        { deck: [FOE, ITEM, FRIEND, 'Smash'], filler: 4 },
      ],
      cards: [real(water)],
    });
    t.play(water);
    t.answer(1); // the opponent
    // The controller looks at the four cards and picks the one to keep on top.
    expect(t.decision?.player).toBe(0);
    expect(t.decision?.reveal).toHaveLength(4);
    t.choose(FRIEND);
    // The controller orders the three for the bottom, one at a time (CR 7.2.3).
    for (const name of ['Smash', ITEM, FOE]) if (t.decision) t.choose(name);
    const after = deck(t, 1);
    expect(after[0]).toBe(FRIEND);
    expect(after.slice(-3)).toEqual(['Smash', ITEM, FOE]);
    expect(after).toHaveLength(8);
  });

  it('CR 7.2.3 Mad Hatter - Eccentric Host: the optional look at a chosen player’s top card keeps it on top or discards it', () => {
    const hatter = 'Mad Hatter - Eccentric Host';
    const t = scenario({
      players: [{ play: [hatter] }, { deck: [FOE] }],
      cards: [real(hatter)],
    });
    t.quest(hatter);
    t.yes();
    t.answer(1);
    t.answer(); // put nothing back on top: it goes into their discard
    expect(t.zone(FOE, 1)).toBe('discard');
  });
});

describe('whole hands and discards', () => {
  it('CR 7.5.2 Heihei - Expanded Consciousness: the whole hand goes to the inkwell facedown and exerted', () => {
    const heihei = 'Heihei - Expanded Consciousness';
    const t = scenario({
      players: [{ hand: [heihei, ITEM, 'Smash', FOE], ink: 5 }, {}],
      cards: [real(heihei)],
    });
    t.play(heihei);
    expect(t.count('hand', 0)).toBe(0);
    expect(t.count('inkwell', 0)).toBe(8);
    expect(readyInk(t, 0)).toBe(0);
  });

  it('CR 6.7.5 A Whole New World: every player discards the hand and refills to 7, each in turn', () => {
    const world = 'A Whole New World';
    const t = scenario({
      players: [{ hand: [world, ITEM], ink: 5 }, { hand: [FOE, 'Smash', FRIEND] }],
      cards: [real(world)],
    });
    t.play(world);
    expect(t.count('hand', 0)).toBe(7);
    expect(t.count('hand', 1)).toBe(7);
    expect(t.zone(ITEM, 0)).toBe('discard');
    expect(t.zone(FOE, 1)).toBe('discard');
  });

  it('CR 7.3.4 Friar Tuck - Priest of Nottingham: only the player or players holding the largest hand discard one', () => {
    const tuck = 'Friar Tuck - Priest of Nottingham';
    const t = scenario({
      players: [{ hand: [tuck, ITEM], ink: 8 }, { hand: [FOE, 'Smash', FRIEND] }],
      cards: [real(tuck)],
    });
    t.play(tuck);
    expect(t.decision?.player).toBe(1);
    t.choose('Smash');
    expect(t.zone('Smash', 1)).toBe('discard');
    expect(t.count('hand', 1)).toBe(2);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.1.3 It Calls Me: up to 3 cards of a chosen opponent’s discard are shuffled back into that deck', () => {
    const calls = 'It Calls Me';
    const t = scenario({
      players: [{ hand: [calls], ink: 1 }, { discard: [FOE, ITEM, 'Smash', FRIEND] }],
      cards: [real(calls)],
    });
    t.play(calls);
    if (t.decision?.kind !== undefined && t.decision.options.includes(1) && t.decision.max === 1) t.answer(1);
    t.choose(FOE, ITEM, 'Smash');
    expect(t.names('discard', 1)).toEqual([FRIEND]);
    expect(deck(t, 1)).toEqual(expect.arrayContaining([FOE, ITEM, 'Smash']));
  });

  it('CR 4.3.3.1 Ink Geyser: every inkwell is exerted, then inkwells above 3 return random cards to hand down to 3', () => {
    const geyser = 'Compiled Ink Geyser';
    const t = scenario({
      players: [{ hand: [geyser], ink: 6 }, { ink: 2 }],
      cards: [compiledTwin('Ink Geyser', { as: geyser })],
    });
    t.play(geyser);
    expect(readyInk(t, 0)).toBe(0);
    expect(readyInk(t, 1)).toBe(0);
    expect(t.count('inkwell', 0)).toBe(3);
    expect(t.count('hand', 0)).toBe(3);
    expect(t.count('inkwell', 1)).toBe(2);
  });
});

describe('returning and referring to the returned card', () => {
  it('CR 6.1.6 King Candy - Sugar Rush Nightmare: returning a Racer from the discard cannot pick this card itself', () => {
    const king = 'King Candy - Sugar Rush Nightmare';
    const vanellope = 'Adorabeezle Winterpop - Ice Rocket Racer';
    const t = scenario({
      players: [{ play: [king], hand: ['Dragon Fire'], ink: 5, discard: [vanellope] }, {}],
      cards: [real(king), real(vanellope)],
    });
    // King Candy is banished; both Racers are in the discard when its ability resolves.
    t.play('Dragon Fire'); // its only target: King Candy
    expect(t.zone(king)).toBe('discard');
    t.yes();
    if (t.decision) t.choose(vanellope);
    expect(t.zone(vanellope)).toBe('hand');
    expect(t.zone(king)).toBe('discard');
    // With no other Racer in the discard, King Candy can't return itself.
    const alone = scenario({
      players: [{ play: [king], hand: ['Dragon Fire'], ink: 5 }, {}],
      cards: [real(king)],
    });
    alone.play('Dragon Fire');
    if (alone.decision?.kind === 'yes-no') alone.yes();
    expect(alone.decision?.options ?? []).not.toContain(alone.id(king));
    expect(alone.zone(king)).toBe('discard');
    expect(alone.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.11 Wreck-It Ralph - Admiral Underpants: the Princess check reads the card just returned', () => {
    const ralph = 'Wreck-It Ralph - Admiral Underpants';
    const setup = (returned: string) => {
      const t = scenario({
        players: [{ hand: [ralph], ink: 8, discard: [returned] }, {}],
        cards: [real(ralph)],
      });
      t.play(ralph);
      if (t.decision) t.choose(returned);
      return t;
    };
    let t = setup('Ariel - On Human Legs');
    expect(t.zone('Ariel - On Human Legs')).toBe('hand');
    expect(t.lore(0)).toBe(2);
    t = setup(FOE);
    expect(t.zone(FOE)).toBe('hand');
    expect(t.lore(0)).toBe(0);
  });

  it('CR 6.1.5 Launchpad - Trusty Sidekick: the discard is skipped while Darkwing Duck is in play', () => {
    const launchpad = 'Launchpad - Trusty Sidekick';
    const darkwing = 'Darkwing Duck - Cool Under Pressure';
    const setup = (withDarkwing: boolean) =>
      scenario({
        players: [
          { play: [launchpad, ...(withDarkwing ? [darkwing] : [])], hand: [ITEM], deck: ['Smash'] },
          {},
        ],
        cards: [real(launchpad), real(darkwing)],
      });
    let t = setup(false);
    t.activate(launchpad);
    if (t.decision) t.choose(ITEM);
    expect(t.zone(ITEM)).toBe('discard');
    expect(t.count('hand', 0)).toBe(1);
    t = setup(true);
    t.activate(launchpad);
    expect(t.decision).toBeFalsy();
    expect(t.count('hand', 0)).toBe(2);
  });
});

describe('players and their hands', () => {
  it('CR 1.3.3 “chosen player reveals their hand”: to every player', () => {
    const copper = 'Copper - Hound Pup';
    const t = scenario({
      players: [{ hand: [copper], ink: 8 }, { hand: [FOE, ITEM] }],
      cards: [real(copper)],
    });
    t.play(copper);
    t.answer(1);
    const shown = revealedTo(t);
    expect(shown).toHaveLength(1);
    expect([...shown[0]].sort()).toEqual([t.id(FOE), t.id(ITEM)].sort());
  });

  it("CR 1.3.3 “look at chosen opponent's hand”: to you only", () => {
    const dolores = 'Dolores Madrigal - Hears Everything';
    const t = scenario({
      players: [{ hand: [dolores], ink: 8 }, { hand: [FOE, ITEM] }],
      cards: [real(dolores)],
    });
    t.play(dolores);
    if (t.decision) t.answer(1);
    expect(revealedTo(t)).toHaveLength(0);
    const mine = revealedTo(t, [0]);
    expect(mine).toHaveLength(1);
    expect([...mine[0]].sort()).toEqual([t.id(FOE), t.id(ITEM)].sort());
  });

  it('CR 6.1.5.1 Honey Lemon - Chemical Genius: paying the optional 2 ink makes each opponent discard', () => {
    const honey = 'Honey Lemon - Chemical Genius';
    const t = scenario({
      players: [{ hand: [honey], ink: 8 }, { hand: [FOE, ITEM] }],
      cards: [real(honey)],
    });
    t.play(honey);
    const before = readyInk(t, 0);
    t.yes();
    t.choose(ITEM);
    expect(readyInk(t, 0)).toBe(before - 2);
    expect(t.zone(ITEM, 1)).toBe('discard');
    expect(t.count('hand', 1)).toBe(1);
  });

  it('CR 6.1.8.1 Remember Who You Are: draws up to the chosen opponent’s larger hand size', () => {
    const remember = 'Compiled Remember';
    const t = scenario({
      players: [{ hand: [remember], ink: 4 }, { hand: [FOE, ITEM, 'Smash', FRIEND] }],
      cards: [compiledTwin('Remember Who You Are', { as: remember })],
    });
    t.play(remember);
    if (t.decision) t.answer(1);
    expect(t.count('hand', 0)).toBe(4);
  });

  it('CR 6.2.4 Desperate Plan: an empty hand draws up to 3, any other hand discards any number and draws as many', () => {
    const plan = 'Compiled Plan';
    const card = compiledTwin('Desperate Plan', { as: plan });
    let t = scenario({ players: [{ hand: [plan], ink: 3 }, {}], cards: [card] });
    t.play(plan);
    expect(t.count('hand', 0)).toBe(3);
    t = scenario({ players: [{ hand: [plan, FOE, ITEM, 'Smash'], ink: 3 }, {}], cards: [card] });
    t.play(plan);
    t.choose(FOE, ITEM);
    expect(t.zone(FOE)).toBe('discard');
    expect(t.zone(ITEM)).toBe('discard');
    expect(t.count('hand', 0)).toBe(3);
  });

  it('CR 6.2.1 Prince John - Greediest of All: an opponent’s discard offers one optional draw per discarded card', () => {
    const john = 'Compiled John';
    const honey = 'Honey Lemon - Chemical Genius';
    const t = scenario({
      players: [{ hand: [honey], play: [john], ink: 8 }, { hand: [FOE, ITEM] }],
      cards: [compiledTwin('Prince John - Greediest of All', { as: john }), real(honey)],
    });
    t.play(honey);
    t.yes();
    t.choose(ITEM);
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
  });
});

describe('playing, moving and counting', () => {
  it('CR 6.5 Ursula - Deceiver of All: the song replays free from the discard and then goes to the deck bottom', () => {
    const ursula = 'Compiled Ursula';
    const song = 'Friends on the Other Side';
    const t = scenario({
      players: [{ play: [ursula], hand: [song], deck: [ITEM, ITEM, ITEM, ITEM] }, {}],
      cards: [compiledTwin('Ursula - Deceiver of All', { as: ursula })],
    });
    t.play(song, { singer: ursula });
    t.yes();
    // The song resolved twice (draw 2 each time) and ended on the bottom of the deck, not the discard.
    expect(t.count('hand', 0)).toBe(4);
    expect(deck(t, 0).at(-1)).toBe(song);
  });

  it('CR 6.7.5 The Return of Hercules: each player in turn may reveal a character in hand and play it free', () => {
    const hercules = 'The Return of Hercules';
    const t = scenario({
      players: [{ hand: [hercules, FRIEND], ink: 8 }, { hand: [FOE] }],
      cards: [real(hercules)],
    });
    t.play(hercules);
    t.yes();
    if (t.decision?.kind === 'cards') t.choose(FRIEND);
    // The opponent declines.
    t.no();
    expect(t.zone(FRIEND)).toBe('play');
    expect(t.zone(FOE)).toBe('hand');
    expect(readyInk(t, 0)).toBe(8 - real(hercules).cost);
  });

  it('CR 1.9.1 Dinner Bell: draws as many cards as the chosen own character has damage, then banishes it', () => {
    const bell = 'Dinner Bell';
    const t = scenario({
      players: [{ play: [bell, { name: FRIEND, damage: 2 }], ink: 2 }, {}],
      cards: [real(bell)],
    });
    t.activate(bell);
    if (t.decision) t.choose(FRIEND);
    expect(t.count('hand', 0)).toBe(2);
    expect(t.zone(FRIEND)).toBe('discard');
  });

  it('CR 4.7 Jim Hawkins - Space Traveler: playing a location offers a free move there', () => {
    const jim = 'Compiled Jim';
    const tree = "Mystical Tree - Mama Odie's Home";
    const t = scenario({
      players: [{ play: [jim], hand: [tree], ink: 8 }, {}],
      cards: [compiledTwin('Jim Hawkins - Space Traveler', { as: jim }), real(tree)],
    });
    t.play(tree);
    const before = readyInk(t, 0);
    t.yes();
    expect(t.at(jim)).toBe(t.id(tree));
    expect(readyInk(t, 0)).toBe(before);
  });

  it('CR 4.7 Moana - Kakamora Leader: any number of own characters move free to one location, 1 lore per mover', () => {
    const moana = 'Moana - Kakamora Leader';
    const tree = "Mystical Tree - Mama Odie's Home";
    const t = scenario({
      players: [{ hand: [moana], play: [FRIEND, 'Minnie Mouse - Beloved Princess', tree], ink: 8 }, {}],
      cards: [real(moana), real(tree)],
    });
    t.play(moana);
    t.yes();
    t.choose(FRIEND, 'Minnie Mouse - Beloved Princess');
    if (t.decision) t.choose(tree);
    expect(t.at(FRIEND)).toBe(t.id(tree));
    expect(t.at('Minnie Mouse - Beloved Princess')).toBe(t.id(tree));
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.2.7.1 Wisdom of the Willow: a floating quest trigger offers a draw for the rest of the turn', () => {
    const willow = 'Wisdom of the Willow';
    const t = scenario({
      players: [{ hand: [willow], play: [FRIEND, 'Minnie Mouse - Beloved Princess'], ink: 8 }, {}],
      cards: [real(willow)],
    });
    t.play(willow);
    t.quest(FRIEND);
    t.yes();
    t.quest('Minnie Mouse - Beloved Princess');
    t.yes();
    expect(t.count('hand', 0)).toBe(2);
    t.endTurn();
    t.endTurn();
    t.quest(FRIEND);
    expect(t.decision).toBeFalsy();
  });

  it('CR 1.9.1.4 Can’t Hold It Back Anymore: gathering every other character’s damage on one character moves it, it is not dealt', () => {
    const hold = "Can't Hold It Back Anymore";
    const t = scenario({
      players: [
        { hand: [hold], play: [{ name: FRIEND, damage: 2 }], ink: 8 },
        { play: [{ name: 'Minnie Mouse - Beloved Princess', damage: 1 }, FOE] },
      ],
      cards: [real(hold)],
    });
    t.play(hold);
    t.choose(FOE);
    expect(t.damage(FRIEND, 0)).toBe(0);
    expect(t.damage('Minnie Mouse - Beloved Princess', 1)).toBe(0);
    // 3 counters on the 2-Willpower Stitch banish it (CR 1.8.1.4).
    expect(t.zone(FOE, 1)).toBe('discard');
  });

  it('CR 7.2.3 Under the Sea: opposing characters of Strength 2 or less go to their decks’ bottoms in a chosen order', () => {
    const sea = 'Compiled Sea';
    const big = 'Maximus - Relentless Pursuer';
    const t = scenario({
      players: [{ hand: [sea], play: [FRIEND], ink: 8 }, { play: [FOE, 'HeiHei - Boat Snack', big] }],
      cards: [compiledTwin('Under the Sea', { as: sea })],
    });
    t.play(sea);
    // Their player orders the two for the bottom of their deck (CR 7.2.3).
    for (const name of ['HeiHei - Boat Snack', FOE]) if (t.decision) t.choose(name);
    expect(t.zone(FRIEND, 0)).toBe('play');
    expect(t.zone(big, 1)).toBe('play');
    expect(deck(t, 1).slice(-2)).toEqual(['HeiHei - Boat Snack', FOE]);
  });
});

describe('looking, revealing and discarding a kind of card', () => {
  it('CR 7.2.3 Television Set: a Puppy on top may go to hand, anything else goes to the bottom', () => {
    const set = 'Television Set';
    const pup = 'Rolly - Hungry Pup';
    const setup = (top: string) => {
      const t = scenario({
        players: [{ play: [set], ink: 1, deck: [top, ITEM, ITEM] }, {}],
        cards: [real(set)],
      });
      t.activate(set);
      return t;
    };
    // A match: only the controller has seen it until they reveal it and take it.
    let t = setup(pup);
    expect(revealedTo(t)).toHaveLength(0);
    t.choose(pup);
    expect(t.zone(pup)).toBe('hand');
    expect(revealedTo(t).flat()).toContain(t.id(pup));
    // A match kept back stays on top.
    t = setup(pup);
    t.answer();
    expect(deck(t, 0)[0]).toBe(pup);
    // Not a match: to the bottom, never revealed to the opponent.
    t = setup(FOE);
    expect(t.decision).toBeFalsy();
    expect(deck(t, 0).at(-1)).toBe(FOE);
    expect(revealedTo(t)).toHaveLength(0);
  });

  it('CR 7.2.3 The Family Madrigal: at most one Madrigal and one song are taken, the rest returns on top in a chosen order', () => {
    const family = 'The Family Madrigal';
    const mirabel = 'Mirabel Madrigal - Musically Talented';
    const song = 'Friends on the Other Side';
    const t = scenario({
      players: [{ hand: [family], ink: 8, deck: [ITEM, mirabel, FOE, song, 'Smash', 'Dragon Fire'] }, {}],
      cards: [real(family), real(mirabel)],
    });
    t.play(family);
    t.choose(mirabel);
    t.choose(song);
    // The other three go back on top in the order chosen (CR 7.2.3).
    for (const name of ['Smash', ITEM, FOE]) if (t.decision) t.choose(name);
    expect(t.zone(mirabel)).toBe('hand');
    expect(t.zone(song)).toBe('hand');
    expect(deck(t, 0).slice(0, 4)).toEqual(['Smash', ITEM, FOE, 'Dragon Fire']);
  });

  it('CR 6.1.5.1 Geppetto - Skilled Craftsman: any number of items discarded, 1 lore for each', () => {
    const geppetto = 'Geppetto - Skilled Craftsman';
    const t = scenario({
      players: [{ play: [geppetto], hand: [ITEM, 'Shield of Virtue', FOE] }, {}],
      cards: [real(geppetto)],
    });
    t.quest(geppetto);
    t.yes();
    // Only item cards are offered.
    expect(t.decision?.options).not.toContain(t.id(FOE));
    t.choose(ITEM, 'Shield of Virtue');
    expect(t.count('discard', 0)).toBe(2);
    expect(t.lore(0)).toBe(real(geppetto).lore! + 2);
  });

  it('CR 6.1.5.1 The Queen - Conceited Ruler: discarding a Princess or Queen pays for returning a character from the discard', () => {
    const queen = 'The Queen - Conceited Ruler';
    const t = scenario({
      players: [{ play: [queen], hand: ['Ariel - On Human Legs', FOE], discard: [FRIEND] }, {}],
      cards: [real(queen)],
      active: 1,
    });
    t.endTurn();
    t.yes();
    // Ariel is the only Princess or Queen card in hand: discarded without a choice, Stitch stays.
    if (t.decision?.prompt.includes('discard a Princess')) t.choose('Ariel - On Human Legs');
    t.choose(FRIEND);
    expect(t.zone(FOE, 0)).toBe('hand');
    expect(t.zone('Ariel - On Human Legs')).toBe('discard');
    expect(t.zone(FRIEND)).toBe('hand');
  });

  it('CR 6.1.5.1 Mirabel Madrigal - Curious Child: revealing a song pays for the lore; without one, no lore', () => {
    const mirabel = 'Mirabel Madrigal - Curious Child';
    const song = 'Friends on the Other Side';
    let t = scenario({ players: [{ hand: [mirabel, song], ink: 8 }, {}], cards: [real(mirabel)] });
    t.play(mirabel);
    t.yes();
    if (t.decision) t.choose(song);
    expect(t.lore(0)).toBe(1);
    expect(t.zone(song)).toBe('hand');
    expect(revealedTo(t).flat()).toContain(t.id(song));
    t = scenario({ players: [{ hand: [mirabel, FOE], ink: 8 }, {}], cards: [real(mirabel)] });
    t.play(mirabel);
    if (t.decision?.kind === 'yes-no') t.yes();
    expect(t.lore(0)).toBe(0);
  });

  it('CR 6.2.4 Pluto - Clever Cluefinder: with a Detective the item returns to hand, otherwise it goes on top of the deck', () => {
    const pluto = 'Pluto - Clever Cluefinder';
    const setup = (detective: boolean) => {
      const t = scenario({
        players: [{ play: [pluto, ...(detective ? ['Mickey Mouse - Detective'] : [])], discard: [ITEM] }, {}],
        cards: [real(pluto)],
      });
      t.activate(pluto);
      if (t.decision) t.choose(ITEM);
      return t;
    };
    expect(setup(true).zone(ITEM)).toBe('hand');
    const t = setup(false);
    expect(deck(t, 0)[0]).toBe(ITEM);
  });

  it('CR 7.2.3 John Smith’s Compass: the revealed top card goes to hand if cheap enough or a Pocahontas, else to the bottom', () => {
    const compass = "John Smith's Compass";
    const setup = (top: string) => {
      const t = scenario({
        players: [{ play: [compass], deck: [top, ITEM, ITEM] }, {}],
        cards: [real(compass)],
      });
      t.endTurn();
      // Both end-of-turn abilities are pending: resolve Your Path first (CR 7.7.4), take the card.
      if (t.decision?.kind === 'options') t.pick('Your Path');
      if (t.decision?.kind === 'yes-no') t.yes();
      return t;
    };
    expect(setup(FOE).zone(FOE, 0)).toBe('hand');
    const big = 'Hades - King of Olympus';
    const t = setup(big);
    expect(t.zone(big, 0)).toBe('deck');
    expect(deck(t, 0).at(-1)).toBe(big);
  });
});

describe('cards under, the inkwell and the challenging player', () => {
  it('CR 5.1.1.5 Come Out and Fight!: the cards under a chosen character go to the bottom of its player’s deck in random order', () => {
    const fight = 'Come Out and Fight!';
    const t = scenario({
      players: [{ hand: [fight], ink: 8 }, { play: [{ name: FOE, under: [ITEM, 'Smash'] }] }],
      cards: [real(fight)],
    });
    t.play(fight);
    if (t.decision) t.choose(FOE);
    expect(t.count('under', 1)).toBe(0);
    expect(deck(t, 1).slice(-2).sort()).toEqual([ITEM, 'Smash'].sort());
    expect(t.zone(FOE, 1)).toBe('play');
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.1.11.1 Belle - Snowfield Strategist: a banished character of yours may go from the discard into the inkwell exerted', () => {
    const belle = 'Belle - Snowfield Strategist';
    const t = scenario({
      players: [{ play: [belle, FRIEND], hand: ['Dragon Fire'], ink: 5 }, {}],
      cards: [real(belle)],
    });
    t.play('Dragon Fire');
    if (t.decision?.kind === 'cards') t.choose(FRIEND);
    t.yes();
    expect(t.zone(FRIEND)).toBe('inkwell');
    expect(t.exerted(FRIEND)).toBe(true);
  });

  it('CR 4.6.5 Flynn Rider - Breaking and Entering, Belle - Hidden Archer: challenge triggers make the challenger’s player discard', () => {
    const archer = 'Belle - Hidden Archer';
    const flynn = 'Flynn Rider - Breaking and Entering';
    let t = scenario({
      players: [
        { play: [FOE], hand: [ITEM, 'Smash'] },
        { play: [{ name: archer, exerted: true }], hand: [FRIEND] },
      ],
      cards: [real(archer)],
    });
    t.challenge(FOE, archer);
    expect(t.count('hand', 0)).toBe(0);
    expect(t.count('hand', 1)).toBe(1);
    t = scenario({
      players: [{ play: [FOE], hand: [ITEM] }, { play: [{ name: flynn, exerted: true }] }],
      cards: [real(flynn)],
    });
    t.challenge(FOE, flynn);
    expect(t.decision?.player).toBe(0);
    t.no();
    expect(t.lore(1)).toBe(2);
    expect(t.zone(ITEM, 0)).toBe('hand');
  });
});

describe('conditions, counts and joined clauses', () => {
  it('CR 6.4.3 Belle - Bookworm: the Lore bonus while an opponent’s hand is empty is checked continuously', () => {
    const belle = 'Belle - Bookworm';
    const t = scenario({ players: [{ play: [belle] }, {}], cards: [real(belle)] });
    const printed = real(belle).lore!;
    expect(t.loreValue(belle)).toBe(printed + 2);
    // The opponent draws at the start of their turn: the bonus ends at once.
    t.endTurn();
    expect(t.count('hand', 1)).toBe(1);
    expect(t.loreValue(belle)).toBe(printed);
  });

  it('CR 6.1.8 Zero to Hero: the count of own characters becomes a discount on the next character this turn', () => {
    const zero = 'Zero to Hero';
    const t = scenario({
      players: [{ hand: [zero, 'Moana - Of Motunui'], play: [FRIEND, FOE], ink: 5 }, {}],
      cards: [real(zero)],
    });
    t.play(zero);
    const before = readyInk(t, 0);
    t.play('Moana - Of Motunui');
    // Moana costs 5: 2 less with two characters in play.
    expect(readyInk(t, 0)).toBe(before - 3);
  });

  it('CR 6.1.8 Rescue Rangers Away!: the chosen character loses Strength equal to the counted number until your next turn', () => {
    const rangers = 'Rescue Rangers Away!';
    const big = 'Hades - King of Olympus';
    const t = scenario({
      players: [{ hand: [rangers], play: [FRIEND, FOE], ink: 5 }, { play: [big] }],
      cards: [real(rangers)],
    });
    const printed = t.strength(big, 1);
    t.play(rangers);
    if (t.decision) t.choose(big);
    expect(t.strength(big, 1)).toBe(printed - 2);
  });

  it('CR 6.2.4 Scar - Finally King: the end-of-turn draw by an Ally’s Strength needs this card exerted, then discards 2 and banishes that Ally', () => {
    const scar = 'Scar - Finally King';
    const ally = 'Maximus - Relentless Pursuer';
    const setup = (exerted: boolean) =>
      scenario({
        players: [{ play: [{ name: scar, exerted }, ally], hand: [ITEM, 'Smash', FOE] }, {}],
        cards: [real(scar)],
      });
    // Not exerted: nothing happens, nothing is discarded.
    let t = setup(false);
    t.endTurn();
    expect(t.count('discard', 0)).toBe(0);
    // Declining the draw: nothing is discarded and the Ally stays (CR 6.1.5.1).
    t = setup(true);
    t.endTurn();
    t.no();
    expect(t.count('discard', 0)).toBe(0);
    expect(t.zone(ally)).toBe('play');
    t = setup(true);
    const strength = t.strength(ally);
    t.endTurn();
    t.yes();
    if (t.decision?.kind === 'cards' && t.decision.max === 1 && t.decision.options.includes(t.id(ally)))
      t.choose(ally);
    t.choose(ITEM, 'Smash');
    expect(t.zone(ally)).toBe('discard');
    expect(t.zone(ITEM)).toBe('discard');
    expect(t.count('hand', 0)).toBe(3 + strength - 2);
  });

  it('CR 6.1.5.1 Madame Medusa - Diamond Lover: damaging another own character pays for milling the chosen player’s top 3', () => {
    const medusa = 'Madame Medusa - Diamond Lover';
    const t = scenario({
      players: [{ play: [medusa, 'Hades - King of Olympus'] }, { deck: [ITEM, FOE, 'Smash', FRIEND] }],
      cards: [real(medusa)],
    });
    t.quest(medusa);
    t.yes();
    if (t.decision?.kind === 'cards') t.choose('Hades - King of Olympus');
    t.answer(1);
    expect(t.damage('Hades - King of Olympus', 0)).toBe(2);
    expect(t.names('discard', 1).sort()).toEqual([ITEM, FOE, 'Smash'].sort());
    expect(deck(t, 1)[0]).toBe(FRIEND);
  });

  it('CR 6.1.5.2 Madam Mim - Purple Dragon: the option of returning 2 other characters needs 2 others', () => {
    const mim = 'Madam Mim - Purple Dragon';
    const t = scenario({
      players: [{ hand: [mim], play: [FRIEND, FOE], ink: 8 }, {}],
      cards: [real(mim)],
    });
    t.play(mim);
    t.answer('1'); // the second option: return two others
    if (t.decision) t.choose(FRIEND, FOE);
    expect(t.zone(FRIEND)).toBe('hand');
    expect(t.zone(FOE)).toBe('hand');
    expect(t.zone(mim)).toBe('play');
  });

  it('CR 6.1.2 Maid Marian - Badminton Ace: damage, lore and a draw happen as three steps in order', () => {
    const elinor = 'Elinor - Renowned Diplomat';
    const t = scenario({
      players: [
        {
          play: [
            elinor,
            { name: FRIEND, exerted: true },
            { name: FOE, exerted: true },
            { name: 'Hades - King of Olympus', exerted: true },
          ],
        },
        { play: ['Hades - Lord of the Underworld'] },
      ],
      cards: [real(elinor)],
    });
    t.endTurn();
    if (t.decision) t.choose('Hades - Lord of the Underworld');
    expect(t.damage('Hades - Lord of the Underworld', 1)).toBe(1);
    expect(t.lore(0)).toBe(1);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 7.5.2 Perdita - Determined Mother: every Puppy in the discard goes to the inkwell facedown and exerted', () => {
    const perdita = 'Perdita - Determined Mother';
    const t = scenario({
      players: [{ hand: [perdita], discard: ['Rolly - Hungry Pup', FOE], ink: 8 }, {}],
      cards: [real(perdita)],
    });
    t.play(perdita);
    t.yes();
    expect(t.zone('Rolly - Hungry Pup')).toBe('inkwell');
    expect(t.zone(FOE)).toBe('discard');
  });

  it('CR 7.2.3 Genie - Wonderful Trickster: at the end of turn the hand goes to the deck bottom in a chosen order', () => {
    const genie = 'Genie - Wonderful Trickster';
    const t = scenario({
      players: [{ play: [genie], hand: [ITEM, FOE] }, {}],
      cards: [real(genie)],
    });
    t.endTurn();
    for (const name of [FOE, ITEM]) if (t.decision) t.choose(name);
    expect(t.count('hand', 0)).toBe(0);
    expect(deck(t, 0).slice(-2)).toEqual([FOE, ITEM]);
  });
});

describe('static abilities and run-on lines', () => {
  it('CR 4.2.3.1 Belle - Strange but Special: a second card may be inked during your turn', () => {
    const belle = 'Compiled Belle';
    const t = scenario({
      players: [{ play: [belle], hand: [ITEM, 'Smash'] }, {}],
      cards: [compiledTwin('Belle - Strange but Special', { as: belle })],
    });
    t.ink(ITEM);
    t.ink('Smash');
    expect(t.count('inkwell', 0)).toBe(2);
  });

  it("CR 3.2.3 “Skip your turn's Draw step.”", () => {
    const arthur = 'Compiled Arthur';
    const t = scenario({
      players: [{ play: [arthur] }, { play: [arthur] }],
      cards: [compiledTwin('Arthur - Determined Squire', { as: arthur })],
    });
    t.endTurn();
    expect(t.count('hand', 1)).toBe(0);
  });

  it('CR 4.3.6 Gramma Tala - Connected to Nature: each inkwell card lowers her cost by 1', () => {
    const tala = 'Gramma Tala - Connected to Nature';
    const t = scenario({ players: [{ hand: [tala], ink: 6 }, {}], cards: [real(tala)] });
    // Printed cost 12, six cards in the inkwell: it costs 6.
    t.play(tala);
    expect(t.zone(tala)).toBe('play');
    expect(readyInk(t, 0)).toBe(0);
  });

  it('CR 8.11.1 Circle of Life: a Sing Together keyword that runs into the effect line still parses as both', () => {
    const circle = 'Circle of Life';
    const card = real(circle);
    expect(card.keywords?.[0]).toMatchObject({ keyword: 'singTogether' });
    const t = scenario({ players: [{ hand: [circle], discard: [FRIEND], ink: 8 }, {}], cards: [card] });
    t.play(circle);
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(FRIEND)).toBe('play');
  });
});

describe('revealing until, repeating, naming and counting here', () => {
  it('CR 7.1.4 Fred - Giant-Sized: cards are revealed until a Floodborn, which goes to hand while the rest is shuffled in', () => {
    const fred = 'Fred - Giant-Sized';
    const hades = 'Hades - King of Olympus';
    const t = scenario({
      players: [{ play: [fred], deck: [ITEM, FOE, hades, 'Smash'] }, {}],
      cards: [real(fred)],
    });
    t.quest(fred);
    expect(t.zone(hades)).toBe('hand');
    expect(t.zone(ITEM)).toBe('deck');
    expect(t.zone(FOE)).toBe('deck');
    expect(revealedTo(t).flat()).toEqual([t.id(ITEM), t.id(FOE), t.id(hades)]);
  });

  it('CR 6.1.2 Sisu - Uniting Dragon: a revealed Dragon goes to hand and the effect repeats, anything else goes on top or bottom', () => {
    const sisu = 'Sisu - Uniting Dragon';
    const dragon = 'Maleficent - Monstrous Dragon';
    const t = scenario({
      players: [{ play: [sisu], deck: [dragon, ITEM, FOE] }, {}],
      cards: [real(sisu), real(dragon)],
    });
    t.quest(sisu);
    t.answer('bottom');
    expect(t.zone(dragon)).toBe('hand');
    expect(t.count('hand', 0)).toBe(1);
    expect(deck(t, 0)[0]).toBe(FOE);
    expect(deck(t, 0).at(-1)).toBe(ITEM);
  });

  it('CR 5.2.6 Blast from Your Past: every character card of the named name returns from the discard to hand', () => {
    const blast = 'Blast from Your Past';
    const t = scenario({
      players: [{ hand: [blast], ink: 8, discard: [FOE, FOE, FRIEND, ITEM] }, {}],
      cards: [real(blast)],
    });
    t.play(blast);
    t.answer('Stitch');
    expect(t.names('hand', 0)).toEqual([FOE, FOE]);
    expect(t.zone(FRIEND)).toBe('discard');
  });

  it('CR 6.1.4 The Queen’s Castle - Mirror Chamber: one optional draw per character here, any number up to the count', () => {
    const castle = "The Queen's Castle - Mirror Chamber";
    const t = scenario({
      players: [
        { play: [castle, { name: FRIEND, at: castle }, { name: FOE, at: castle }, 'Moana - Of Motunui'] },
        {},
      ],
      cards: [real(castle)],
      active: 1,
    });
    t.endTurn();
    // Two characters here: draw 0, 1 or 2 (plus the turn's draw).
    expect(t.decision?.kind).toBe('number');
    t.answer(1);
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 6.1.11 Chernabog - Unnatural Force: shuffling the chosen opposing character away lets its player play a character from the discard free', () => {
    const chernabog = 'Compiled Chernabog';
    const t = scenario({
      players: [
        { hand: [chernabog], ink: 10 },
        { play: [FOE], discard: [FRIEND] },
      ],
      cards: [compiledTwin('Chernabog - Unnatural Force', { as: chernabog })],
    });
    t.play(chernabog);
    t.yes();
    if (t.decision?.kind === 'cards') t.choose(FOE);
    expect(t.decision?.player).toBe(1);
    t.yes();
    if (t.decision?.kind === 'cards') t.choose(FRIEND);
    expect(t.zone(FOE, 1)).toBe('deck');
    expect(t.zone(FRIEND, 1)).toBe('play');
  });

  it('CR 4.7 Magic Carpet - Flying Rug: a free move to a location, then draws by that location’s Lore', () => {
    const sky = 'Touch the Sky';
    const forest = 'The Bitterwood - Underground Forest';
    const t = scenario({
      players: [{ hand: [sky], play: [FRIEND, forest], ink: 8 }, {}],
      cards: [real(sky), real(forest)],
    });
    t.play(sky);
    if (t.decision) t.choose(FRIEND);
    expect(t.at(FRIEND)).toBe(t.id(forest));
    expect(t.count('hand', 0)).toBe(real(forest).lore!);
  });

  it('CR 6.1.11 Jafar - High Sultan of Lorcana: a discarded Illusion may be played free', () => {
    const jafar = 'Jafar - High Sultan of Lorcana';
    const iago = 'Iago - Giant Spectral Parrot';
    const t = scenario({
      players: [{ play: [jafar], hand: [iago, ITEM], deck: ['Smash'] }, {}],
      cards: [real(jafar), real(iago)],
    });
    t.quest(jafar);
    t.yes();
    t.choose(iago);
    t.yes();
    expect(t.zone(iago)).toBe('play');
    expect(t.zone(jafar)).toBe('play');
  });

  it('CR 8.10 Basil - Great Mouse Detective: drawing 2 on entering needs Shift to have been used', () => {
    const basil = 'Basil - Great Mouse Detective';
    const card = real(basil);
    const base = compiledOnly.find((c) => c.name === 'Basil' && c.cost < card.cost && c.type === 'character');
    if (!base) return expect.unreachable('no Basil to shift onto');
    const t = scenario({
      players: [{ hand: [basil, basil], play: [fullName(base)], ink: 8, deck: [ITEM, FOE] }, {}],
      cards: [card, base],
    });
    t.play(basil, { onto: fullName(base) });
    t.yes();
    expect(t.count('hand', 0)).toBe(3);
  });
});
