/**
 * Issue 16: the behaviour test of each template the helper added, played in a
 * real game with a real compiled card (filters relative to a known card, “any number of”, amounts
 * read from another card).
 */
import { describe, expect, it } from 'vitest';
import { withCompiled as cards } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** Another Mickey Mouse: 3 {S} / 4 {W} / 1 {L}, cost 3. */
const PILOT = 'Mickey Mouse - Steamboat Pilot';
/** 2 {S} / 2 {W} / 1 {L}, cost 1. */
const FOE = 'Stitch - New Dog';
/** 6 {S} / 5 {W}, cost 5. */
const DIVER = 'Donald Duck - Deep-Sea Diver';

describe('filters relative to a known card (CR 5.2.6, 6.1.8, 6.7.6)', () => {
  it('CR 5.2.6 Alice - Tea Alchemist: exerting a chosen opposing character reaches every other opposing one sharing its name', () => {
    const alice = 'Alice - Tea Alchemist';
    const t = scenario({
      players: [{ play: [alice, "Mickey Mouse - Tiny Tim's Father"] }, { play: [FRIEND, PILOT, FOE] }],
      cards: cards(alice, "Mickey Mouse - Tiny Tim's Father", FRIEND, PILOT, FOE, DIVER),
    });
    t.activate(alice, 0);
    t.choose(FRIEND);
    expect(t.exerted(FRIEND, 1)).toBe(true);
    // Same name, another version: exerted too; another name and your own Mickey: not.
    expect(t.exerted(PILOT, 1)).toBe(true);
    expect(t.exerted(FOE, 1)).toBe(false);
    expect(t.exerted("Mickey Mouse - Tiny Tim's Father", 0)).toBe(false);
  });

  it('CR 6.1.5.1 / 6.7.6 Divebomb: banishing a Reckless character of yours sets the Strength ceiling of the chosen target', () => {
    const dive = 'Divebomb';
    const gaston = 'Gaston - Arrogant Hunter';
    const t = scenario({
      players: [{ hand: [dive], ink: 3, play: [gaston] }, { play: [DIVER, PILOT, FOE] }],
      cards: cards(dive, 'Gaston - Arrogant Hunter', FRIEND, PILOT, FOE, DIVER),
    });
    t.play(dive);
    // Gaston (4 {S}) is the only character with Reckless: banished, then the choice reads his 4 {S}.
    const options = t.decision?.options ?? [];
    expect(options).toContain(t.id(PILOT, 1));
    expect(options).toContain(t.id(FOE, 1));
    expect(options).not.toContain(t.id(DIVER, 1));
    t.choose(PILOT);
    expect(t.zone(gaston, 0)).toBe('discard');
    expect(t.zone(PILOT, 1)).toBe('discard');
    // Without a character with Reckless nothing is banished (CR 6.1.5.1).
    const u = scenario({
      players: [{ hand: [dive], ink: 3, play: [FRIEND] }, { play: [FOE] }],
      cards: cards(dive, 'Gaston - Arrogant Hunter', FRIEND, PILOT, FOE, DIVER),
    });
    u.play(dive);
    expect(u.zone(FOE, 1)).toBe('play');
    expect(u.zone(FRIEND, 0)).toBe('play');
  });

  it('CR 6.7.6 Wreck-it Ralph - Raging Wrecker: his banish reads the Strength he had in play as the ceiling', () => {
    const ralph = 'Wreck-it Ralph - Raging Wrecker';
    const t = scenario({
      players: [
        { play: [{ name: ralph, under: ['Filler - Test Card'] }, FOE] },
        { play: [{ name: DIVER, exerted: true }, FRIEND, PILOT] },
      ],
      cards: cards(ralph, FRIEND, PILOT, FOE, DIVER),
    });
    // 3 {S} +1 for the card under him: 4 {S} in play.
    expect(t.strength(ralph, 0)).toBe(4);
    t.challenge(ralph, DIVER);
    expect(t.zone(ralph, 0)).toBe('discard');
    // His last known 4 {S} (not the printed 3): every character with 4 {S} or less, his own too.
    expect(t.zone(FRIEND, 1)).toBe('discard');
    expect(t.zone(PILOT, 1)).toBe('discard');
    expect(t.zone(FOE, 0)).toBe('discard');
    expect(t.zone(DIVER, 1)).toBe('play');
  });

  it('CR 6.1.5.1 Bibbidi Bobbidi Boo: returning a character of yours pays for a free one of the same cost or less', () => {
    const boo = 'Bibbidi Bobbidi Boo';
    const t = scenario({
      players: [{ hand: [boo, PILOT, FOE, DIVER], ink: 3, play: [FRIEND] }, {}],
      cards: cards(boo, FRIEND, PILOT, FOE, DIVER),
    });
    // Mickey is the only character of yours: returned without asking.
    t.play(boo);
    // Cost 3 or less, not the returned card itself: the Pilot or Stitch, not the cost-5 Donald.
    const options = t.decision?.options ?? [];
    expect(options).toContain(t.id(PILOT, 0));
    expect(options).toContain(t.id(FOE, 0));
    expect(options).not.toContain(t.id(DIVER, 0));
    expect(options).not.toContain(t.id(FRIEND, 0));
    t.choose(PILOT);
    expect(t.zone(FRIEND, 0)).toBe('hand');
    expect(t.zone(PILOT, 0)).toBe('play');
  });

  it('CR 6.1.8 Ursula - Voice Stealer: the exerted character’s cost sets the ceiling of the free song', () => {
    const ursula = 'Ursula - Voice Stealer';
    const cheap = 'Bibbidi Bobbidi Boo';
    const dear = 'A Whole New World';
    const t = scenario({
      players: [{ hand: [ursula, cheap, dear], ink: 5 }, { play: [FRIEND] }],
      cards: cards(ursula, cheap, dear, FRIEND, PILOT, FOE, DIVER),
    });
    t.play(ursula);
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    // The exerted Mickey costs 3: the cost-3 song is played (the only one), not the cost-5 one.
    if (t.decision) t.choose(cheap);
    expect(t.exerted(FRIEND, 1)).toBe(true);
    expect(t.zone(cheap, 0)).toBe('discard');
    expect(t.zone(dear, 0)).toBe('hand');
  });

  it('CR 1.7.3 Bad-Anon - Villain Support Center: Villains here gain a paid ability to play a same-named character free', () => {
    const manor = 'Bad-Anon - Villain Support Center';
    const hades = 'Hades - Meticulous Plotter';
    const t = scenario({
      players: [
        {
          hand: ['Hades - Lord of the Underworld', FRIEND],
          ink: 3,
          play: [manor, { name: hades, at: manor }],
        },
        {},
      ],
      cards: cards(manor, hades, 'Hades - Lord of the Underworld', FRIEND, PILOT, FOE, DIVER),
    });
    t.activate(hades);
    if (t.decision) t.choose('Hades - Lord of the Underworld');
    expect(t.zone('Hades - Lord of the Underworld', 0)).toBe('play');
    expect(t.zone(FRIEND, 0)).toBe('hand');
  });
});

describe('any number of, and amounts read from another card (CR 6.1.3, 6.1.8)', () => {
  it('CR 6.1.3 Royal Tantrum: any number of items banished, one draw for each', () => {
    const tantrum = 'Royal Tantrum';
    const t = scenario({
      players: [{ hand: [tantrum], ink: 4, play: ['Dinglehopper', 'Fishbone Quill', 'Lantern'] }, {}],
      cards: cards(tantrum, 'Dinglehopper', 'Fishbone Quill', 'Lantern'),
    });
    t.play(tantrum);
    t.choose('Dinglehopper', 'Lantern');
    expect(t.zone('Dinglehopper', 0)).toBe('discard');
    expect(t.zone('Lantern', 0)).toBe('discard');
    expect(t.zone('Fishbone Quill', 0)).toBe('play');
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 5.2.2 Magica De Spell - The Midas Touch: quest lore equal to one own item’s cost', () => {
    const magica = 'Magica De Spell - The Midas Touch';
    const t = scenario({
      players: [{ play: [magica, 'Dinglehopper', 'Fishbone Quill'] }, {}],
      cards: cards(magica, 'Dinglehopper', 'Fishbone Quill'),
    });
    t.quest(magica);
    t.choose('Fishbone Quill');
    // Her own 0 {L}, then the Quill's cost 3.
    expect(t.lore(0)).toBe(3);
  });

  it('CR 6.1.8 Zeus - Mr. Lightning Bolts: challenging, he adds a chosen character’s Strength this turn', () => {
    const zeus = 'Zeus - Mr. Lightning Bolts';
    const t = scenario({
      players: [{ play: [zeus] }, { play: [{ name: FRIEND, exerted: true }, DIVER] }],
      cards: cards(zeus, FRIEND, PILOT, FOE, DIVER),
    });
    t.challenge(zeus, FRIEND);
    t.choose(DIVER);
    // 0 + Donald's 6: Mickey (3 {W}) is banished.
    expect(t.zone(FRIEND, 1)).toBe('discard');
    t.endTurn();
    expect(t.strength(zeus, 0)).toBe(0);
  });

  it('CR 6.6 Minnie Mouse - Storyteller: a chosen opposing character loses Strength by her Lore until your next turn', () => {
    const minnie = 'Minnie Mouse - Storyteller';
    const t = scenario({
      players: [{ hand: [FOE], ink: 1, play: [minnie] }, { play: [DIVER] }],
      cards: cards(minnie, FRIEND, PILOT, FOE, DIVER),
    });
    // “Whenever you play a character, this character gets +1 {L} this turn.”
    t.play(FOE);
    expect(t.loreValue(minnie, 0)).toBe(1);
    t.quest(minnie);
    expect(t.strength(DIVER, 1)).toBe(6 - 1);
    t.endTurn();
    // Still during the opponent's turn.
    expect(t.strength(DIVER, 1)).toBe(5);
  });

  it('CR 6.1.13.5 Treasure Mountain - Azurite Sea Island: turn-start damage counted from the characters here', () => {
    const mountain = 'Treasure Mountain - Azurite Sea Island';
    const t = scenario({
      players: [
        { play: [mountain, { name: FRIEND, at: mountain }, { name: FOE, at: mountain }] },
        { play: [DIVER] },
      ],
      cards: cards(mountain, FRIEND, PILOT, FOE, DIVER),
      active: 1,
    });
    t.endTurn();
    if (t.decision) t.choose(DIVER);
    expect(t.damage(DIVER, 1)).toBe(2);
  });

  it('CR 5.2.7 The Most Diabolical Scheme: banishing a Villain of yours pays for banishing a chosen character', () => {
    const scheme = 'The Most Diabolical Scheme';
    const villain = 'Hades - Meticulous Plotter';
    const t = scenario({
      players: [{ hand: [scheme], ink: 3, play: [villain, FRIEND] }, { play: [DIVER] }],
      cards: cards(scheme, villain, FRIEND, PILOT, FOE, DIVER),
    });
    // Hades is the only Villain of yours: banished without asking (Mickey is no Villain).
    t.play(scheme);
    t.choose(DIVER);
    expect(t.zone(villain, 0)).toBe('discard');
    expect(t.zone(FRIEND, 0)).toBe('play');
    expect(t.zone(DIVER, 1)).toBe('discard');
    // Without a Villain of yours nothing is banished (CR 6.1.5.1).
    const u = scenario({
      players: [{ hand: [scheme], ink: 3, play: [FRIEND] }, { play: [DIVER] }],
      cards: cards(scheme, FRIEND, DIVER),
    });
    u.play(scheme);
    expect(u.zone(DIVER, 1)).toBe('play');
  });
});
