/**
 * Issue 16, tournament decks: one behaviour test per template the 25 tournament decks needed, each
 * played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { fullName, type LorcanaCard } from '../card.js';
import { compiledOnly } from '../full-pool.js';

/** The compiled card of that full name (fails the test if the compiler did not produce it). */
function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

/** Ready ink cards of a player. */
function readyInk(t: ReturnType<typeof scenario>, player: number): number {
  return t.ctx.cards('inkwell', player).filter((c) => !t.game.state.cards[c].tapped).length;
}

const FRIEND = 'Mickey Mouse - True Friend';
const FOE = 'Stitch - New Dog';

describe('the cards-under family', () => {
  it('CR 8.4.1 Cheshire Cat - Inexplicable: Boost puts the top card under it and its put-under trigger fires', () => {
    const cat = 'Cheshire Cat - Inexplicable';
    const t = scenario({
      players: [
        { play: [cat, { name: FRIEND, damage: 2 }], ink: 2, deck: ['Dinglehopper'] },
        { play: [FOE] },
      ],
      cards: [real(cat)],
    });
    t.activate(cat, -1);
    expect(t.count('under', 0)).toBe(1);
    // The trigger: may move up to 2 damage counters from chosen character to chosen opposing character.
    t.yes();
    t.choose(FRIEND);
    if (t.decision?.options.length) t.answer(2);
    if (t.decision) t.choose(FOE);
    expect(t.damage(FRIEND, 0)).toBe(0);
    // 2 damage counters banish the 2-Willpower Stitch (CR 1.8.1.4).
    expect(t.zone(FOE)).toBe('discard');
  });
});

describe('choices and hands', () => {
  it('CR 6.1.4 Hades - Looking for a Deal: the draw happens unless the chosen card’s player tucks that card under their deck, their choice', () => {
    const hades = 'Hades - Looking for a Deal';
    const setup = () =>
      scenario({
        players: [{ hand: [hades], ink: 5, deck: ['Dinglehopper', 'Dinglehopper'] }, { play: [FOE] }],
        cards: [real(hades)],
      });
    // The opponent declines: Hades' player draws 2.
    let t = setup();
    t.play(hades);
    t.yes();
    if (t.decision?.player === 0) t.choose(FOE);
    t.no();
    expect(t.count('hand', 0)).toBe(2);
    expect(t.zone(FOE)).toBe('play');
    // The opponent accepts: their character goes to the bottom of their deck and nobody draws.
    t = setup();
    t.play(hades);
    t.yes();
    if (t.decision?.player === 0) t.choose(FOE);
    t.yes();
    expect(t.count('hand', 0)).toBe(0);
    expect(t.zone(FOE)).toBe('deck');
  });

  it('CR 7.3.4 Mowgli - Man Cub, Ursula - Deceiver: the chosen opponent reveals the hand and a card of the named kind is discarded by the chooser', () => {
    const mowgli = 'Mowgli - Man Cub';
    const ursula = 'Ursula - Deceiver';
    const t = scenario({
      players: [
        { hand: [mowgli, ursula], ink: 4 },
        { hand: [FOE, 'Dinglehopper', 'Friends on the Other Side', 'Be Our Guest'] },
      ],
      cards: [real(mowgli), real(ursula)],
    });
    t.play(mowgli);
    // Only the non-character cards are options, and the opponent picks.
    expect(t.decision?.player).toBe(1);
    expect(t.decision?.options).toHaveLength(3);
    t.choose('Dinglehopper');
    expect(t.zone('Dinglehopper')).toBe('discard');
    t.play(ursula);
    // A song card, chosen by Ursula's player.
    expect(t.decision?.player).toBe(0);
    expect(t.decision?.options).toHaveLength(2);
    t.choose('Be Our Guest');
    expect(t.zone('Be Our Guest')).toBe('discard');
    expect(t.zone(FOE)).toBe('hand');
  });

  it('CR 4.2.3.1 Sail the Azurite Sea: one extra card may go to the inkwell this turn', () => {
    const sail = 'Sail the Azurite Sea';
    const t = scenario({
      players: [{ hand: [sail, 'Dinglehopper', FRIEND], ink: 2, deck: ['Dinglehopper'] }, {}],
      cards: [real(sail)],
    });
    t.ink('Dinglehopper');
    expect(t.can('ink', FRIEND)).toBe(false);
    t.play(sail);
    expect(t.count('hand', 0)).toBe(2);
    t.ink(FRIEND);
    expect(t.zone(FRIEND)).toBe('inkwell');
    t.endTurn();
    t.endTurn();
    t.ink('Dinglehopper');
    expect(t.can('ink', 'Dinglehopper')).toBe(false);
  });

  it('CR 6.1.5.1 Bend to My Will, Doc - Bold Knight: opponents empty their hands; discarding the own hand pays for 2 draws', () => {
    const bend = 'Bend to My Will';
    const doc = 'Doc - Bold Knight';
    const t = scenario({
      players: [
        { hand: [bend, doc, 'Dinglehopper'], ink: 9, deck: ['Dinglehopper', FRIEND, FRIEND] },
        { hand: [FOE, FOE] },
      ],
      cards: [real(bend), real(doc)],
    });
    t.play(bend);
    expect(t.count('hand', 1)).toBe(0);
    expect(t.count('discard', 1)).toBe(2);
    t.play(doc);
    t.yes();
    expect(t.names('hand', 0).sort()).toEqual(['Dinglehopper', FRIEND].sort());
  });

  it('“Chosen player draws 5 cards.”: any player may be chosen', () => {
    const star = 'Second Star to the Right';
    const t = scenario({
      players: [{ hand: [star], ink: 10 }, { deck: [FOE, FOE, FOE, FOE, FOE, FOE] }],
      cards: [real(star)],
    });
    t.play(star);
    t.answer(1);
    expect(t.count('hand', 1)).toBe(5);
  });
});

describe('statics', () => {
  it('CR 6.4 Dumbo - Ninth Wonder of the Universe: the activated ability granted to Evasive characters lasts while the giver is in play', () => {
    const dumbo = 'Dumbo - Ninth Wonder of the Universe';
    const evasive = 'Peter Pan - Never Landing';
    const t = scenario({
      players: [{ play: [dumbo, evasive, FRIEND], ink: 2, deck: ['Dinglehopper', 'Dinglehopper'] }, {}],
      cards: [real(dumbo)],
    });
    const uses = () => t.legal().filter((a) => a.type === 'activate' && a.grantedBy !== undefined);
    // Only the other character with Evasive gets it; Dumbo has his own printed ability.
    expect(uses().map((a) => a.card)).toEqual([t.id(evasive)]);
    t.act(uses()[0]);
    expect(t.count('hand', 0)).toBe(1);
    expect(t.lore(0)).toBe(1);
    expect(t.exerted(evasive)).toBe(true);
  });

  it('CR 4.3.6 Grandmother Willow - Ancient Advisor: a once-per-turn 1 ink discount on the next character this turn', () => {
    const willow = 'Grandmother Willow - Ancient Advisor';
    const t = scenario({
      players: [{ play: [willow], hand: [FRIEND, FRIEND], ink: 5 }, {}],
      cards: [real(willow)],
    });
    t.play(FRIEND);
    // Mickey costs 3: 1 less for the first character only.
    expect(readyInk(t, 0)).toBe(3);
    t.play(FRIEND);
    expect(readyInk(t, 0)).toBe(0);
  });

  it('CR 4.6.6.1 “During challenges, your characters deal damage with their {W} instead of their {S}.”', () => {
    const dale = 'Dale - Ready for His Shot';
    const t = scenario({
      players: [{ play: [dale] }, { play: [{ name: 'Maui - Demigod', exerted: true }] }],
      cards: [real(dale)],
    });
    // Dale: 0 {S}, 4 {W}; the opposing Maui still deals damage with his {S} (8).
    t.challenge(dale, 'Maui - Demigod');
    expect(t.damage('Maui - Demigod', 1)).toBe(4);
    expect(t.zone(dale)).toBe('discard');
  });

  it('CR 4.2 Moana - Curious Explorer: the ink turn action also takes cards from the discard', () => {
    const moana = 'Moana - Curious Explorer';
    const t = scenario({ players: [{ play: [moana], discard: [FRIEND] }, {}], cards: [real(moana)] });
    t.ink(FRIEND);
    expect(t.zone(FRIEND)).toBe('inkwell');
  });
});

describe('conditions', () => {
  it('CR 6.2.4 Cinderella - Dream Come True: after a Princess was played this turn, inking a card at the end of turn pays for a draw', () => {
    const cinderella = 'Cinderella - Dream Come True';
    const princess = 'Aurora - Regal Princess';
    const setup = () =>
      scenario({
        players: [{ play: [cinderella], hand: [princess, 'Dinglehopper'], ink: 5, deck: [FRIEND] }, {}],
        cards: [real(cinderella)],
      });
    let t = setup();
    t.endTurn();
    // No Princess played: the ability does nothing.
    expect(t.count('inkwell', 0)).toBe(5);
    t = setup();
    t.play(princess);
    t.endTurn();
    t.yes();
    if (t.decision?.player === 0) t.choose('Dinglehopper');
    expect(t.zone('Dinglehopper')).toBe('inkwell');
    expect(t.zone(FRIEND)).toBe('hand');
  });

  it('“if 2 or more cards were put into your discard this turn, draw a card” counts this turn only', () => {
    const milo = 'Milo Thatch - Getting His Hands Dirty';
    const cannons = 'Fire the Cannons!';
    const t = scenario({
      players: [
        { play: [milo], hand: [cannons, cannons], ink: 2, deck: [FOE, FOE, FOE, FOE] },
        { play: ['Maui - Demigod'], deck: [FOE, FOE] },
      ],
      cards: [real(milo)],
    });
    t.play(cannons);
    t.choose('Maui - Demigod');
    t.play(cannons);
    t.choose('Maui - Demigod');
    t.endTurn();
    // Two cards went to the discard this turn: draw a card.
    expect(t.count('hand', 0)).toBe(1);
    t.endTurn();
    // A new turn: the draw step; the two cards in the discard were put there an earlier turn.
    expect(t.count('hand', 0)).toBe(2);
    t.endTurn();
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 4.3.6 Christopher Robin - Joining the Fun: Underdog lowers the cost by 1 on the second player’s first turn', () => {
    const robin = 'Christopher Robin - Joining the Fun';
    const t = scenario({
      players: [
        { hand: [robin], ink: 1 },
        { hand: [robin], ink: 1 },
      ],
      cards: [real(robin)],
    });
    // The first player pays 2; the second player's first turn costs 1.
    expect(t.can('play', robin)).toBe(false);
    t.endTurn();
    expect(t.can('play', robin)).toBe(true);
  });

  it('CR 6.2.4 Clarabelle - Contented Wallflower: the optional draw needs an opponent with the larger hand', () => {
    const clara = 'Clarabelle - Contented Wallflower';
    const t = scenario({
      players: [{ hand: [clara], ink: 3, deck: [FRIEND] }, { hand: [FOE, FOE] }],
      cards: [real(clara)],
    });
    t.play(clara);
    t.yes();
    expect(t.names('hand', 0)).toEqual([FRIEND]);
  });
});

describe('the cards-under family: statics and conditions', () => {
  it('CR 5.1.1.5 Scrooge McDuck - Ghostly Ebenezer: the Strength and Willpower bonus per card under him is counted continuously', () => {
    const scrooge = 'Scrooge McDuck - Ghostly Ebenezer';
    const t = scenario({
      players: [{ play: [scrooge], ink: 2, deck: [FRIEND, FRIEND, FRIEND] }, {}],
      cards: [real(scrooge)],
    });
    expect([t.strength(scrooge), t.willpower(scrooge)]).toEqual([3, 3]);
    t.activate(scrooge, -1);
    expect([t.strength(scrooge), t.willpower(scrooge)]).toEqual([4, 4]);
    // Boost is once per turn (CR 8.4.1).
    expect(t.can('activate', scrooge)).toBe(false);
  });

  it('CR 6.4.3 Ursula - Whisper of Vanessa: Lore and Evasive while a card is under her', () => {
    const ursula = 'Ursula - Whisper of Vanessa';
    const t = scenario({ players: [{ play: [ursula], ink: 1, deck: [FRIEND] }, {}], cards: [real(ursula)] });
    expect([t.loreValue(ursula), t.has(ursula, 'kw.evasive')]).toEqual([2, false]);
    t.activate(ursula, -1);
    expect([t.loreValue(ursula), t.has(ursula, 'kw.evasive')]).toEqual([3, true]);
  });

  it('CR 6.4.3 Aladdin - Barreling Through: while a card is under him, Reckless characters gain a lore-gaining exert ability', () => {
    const aladdin = 'Aladdin - Barreling Through';
    const t = scenario({
      players: [{ play: [aladdin], ink: 1, deck: [FRIEND] }, {}],
      cards: [real(aladdin)],
    });
    const granted = () => t.legal().filter((a) => a.type === 'activate' && a.grantedBy !== undefined);
    expect(granted()).toHaveLength(0);
    t.activate(aladdin, -1);
    expect(granted()).toHaveLength(1);
    t.act(granted()[0]);
    expect(t.lore(0)).toBe(1);
  });
});

describe('more effect templates', () => {
  it('CR 3.2.1.1 Elsa - Spirit of Winter: the no-ready effect stops only the next Ready step', () => {
    const elsa = 'Elsa - Spirit of Winter';
    const t = scenario({
      players: [
        { hand: [elsa], ink: 8 },
        { play: [FOE, 'Maui - Demigod'], deck: [FRIEND, FRIEND] },
      ],
      cards: [real(elsa)],
    });
    t.play(elsa);
    t.choose(FOE, 'Maui - Demigod');
    expect(t.exerted(FOE)).toBe(true);
    expect(t.exerted('Maui - Demigod')).toBe(true);
    t.endTurn();
    expect(t.exerted(FOE)).toBe(true);
    t.endTurn();
    t.endTurn();
    // Their following turn they ready as usual.
    expect(t.exerted(FOE)).toBe(false);
  });

  it('CR 6.1.8 Tramp - Street-Smart Dog: draws per other own character, then discards the same count', () => {
    const tramp = 'Tramp - Street-Smart Dog';
    const t = scenario({
      players: [
        {
          hand: [tramp, FRIEND],
          play: [FRIEND, FOE],
          ink: 7,
          deck: ['Dinglehopper', 'Dinglehopper', FRIEND],
        },
        {},
      ],
      cards: [real(tramp)],
    });
    // 2 other characters: Tramp costs 5, draws 2, then discards 2 of the 3 cards in hand.
    t.play(tramp);
    t.yes();
    const options = t.decision?.options ?? [];
    expect(options).toHaveLength(3);
    t.answer(...(options.slice(0, 2) as number[]));
    expect(t.count('hand', 0)).toBe(1);
    expect(t.count('discard', 0)).toBe(2);
  });

  it('CR 7.2.3 Daisy Duck - Donald’s Date: every opponent shows the top card and may keep a character, else it goes to the bottom', () => {
    const daisy = "Daisy Duck - Donald's Date";
    const t = scenario({
      players: [{ play: [daisy] }, { deck: ['Dinglehopper', FOE] }],
      cards: [real(daisy)],
    });
    t.quest(daisy);
    // An item: it goes to the bottom of their deck.
    const deck = t.names('deck', 1);
    expect([deck[0], deck[deck.length - 1]]).toEqual([FOE, 'Dinglehopper']);
  });

  it('CR 6.7.8 Mickey Mouse - Expedition Leader: an optional exerted entry, and a quest trigger that works while exerted', () => {
    const mickey = 'Mickey Mouse - Expedition Leader';
    const t = scenario({
      players: [{ hand: [mickey], play: [FRIEND], ink: 4 }, { play: ['Maui - Demigod'] }],
      cards: [real(mickey)],
    });
    t.play(mickey);
    t.yes();
    expect(t.exerted(mickey)).toBe(true);
    t.quest(FRIEND);
    if (t.decision) t.choose('Maui - Demigod');
    expect(t.strength('Maui - Demigod')).toBe(6);
  });

  it('CR 7.5.2 Kida - Crystal Scion: players may ink up to 5 cards from their discards exerted; readying the whole inkwell', () => {
    const kida = 'Kida - Crystal Scion';
    const t = scenario({
      players: [{ hand: [kida], ink: 8, discard: [FRIEND, FRIEND] }, { discard: [FOE] }],
      cards: [real(kida)],
    });
    t.play(kida);
    t.choose(FRIEND, FRIEND);
    t.choose(FOE);
    expect(t.count('inkwell', 0)).toBe(10);
    expect(t.count('inkwell', 1)).toBe(1);
    expect(t.exerted(FOE)).toBe(true);
  });

  it('CR 6.1.8 Go Go Tomago - Darting Dynamo: lore equal to a chosen opposing character’s damage, or to another exerted character’s Lore', () => {
    const gogo = 'Go Go Tomago - Darting Dynamo';
    const poca = 'Pocahontas - Following the Wind';
    const t = scenario({
      players: [
        { hand: [gogo], play: [poca, { name: 'Maui - Demigod', exerted: true }], ink: 4 },
        { play: [{ name: 'Maui - Demigod', damage: 3 }] },
      ],
      cards: [real(gogo), real(poca)],
    });
    t.play(gogo);
    t.yes();
    expect(t.lore(0)).toBe(3);
    t.quest(poca);
    // Pocahontas' 1 lore, plus Maui's {L}.
    expect(t.lore(0)).toBe(4 + t.loreValue('Maui - Demigod', 0));
  });

  it('CR 6.1.5.1 Angel - Experiment 624: a once-per-turn discard pays for 2 damage to a chosen character', () => {
    const angel = 'Angel - Experiment 624';
    const t = scenario({
      players: [{ play: [angel], hand: ['Dinglehopper', 'Dinglehopper'] }, { play: ['Maui - Demigod'] }],
      cards: [real(angel)],
    });
    t.activate(angel);
    if (
      t.decision?.player === 0 &&
      t.decision.options.length > 1 &&
      typeof t.decision.options[0] === 'number'
    ) {
      const first = t.decision.options[0] as number;
      if (t.game.state.cards[first].def === t.game.state.cards[t.id('Dinglehopper')].def)
        t.choose('Dinglehopper');
    }
    if (t.decision) t.choose('Maui - Demigod');
    expect(t.damage('Maui - Demigod', 1)).toBe(2);
    expect(t.can('activate', angel)).toBe(false);
  });

  it('CR 6.1.3 Sid Phillips - Toy Surgeon: each opponent picks a character of theirs to banish, so Ward does not stop it', () => {
    const sid = 'Sid Phillips - Toy Surgeon';
    const t = scenario({
      players: [{ hand: [sid], play: [FRIEND], ink: 6 }, { play: [FOE, 'Maui - Demigod'] }],
      cards: [real(sid)],
    });
    t.play(sid);
    t.yes();
    if (t.decision?.player === 0) t.choose(FRIEND);
    expect(t.decision?.player).toBe(1);
    t.choose(FOE);
    expect(t.zone(FOE)).toBe('discard');
    expect(t.zone('Maui - Demigod')).toBe('play');
  });
});

describe('leaving play, playing restrictions, any number, looking and playing from under', () => {
  it('CR 6.2.3 Olaf - Helping Hand: the leaves-play trigger returning a character of yours fires however he leaves', () => {
    const olaf = 'Olaf - Helping Hand';
    const t = scenario({
      players: [{ play: [olaf, FRIEND] }, { hand: ['Fire the Cannons!'], ink: 1 }],
      cards: [real(olaf)],
      active: 1,
    });
    t.play('Fire the Cannons!');
    t.choose(olaf);
    expect(t.zone(olaf)).toBe('discard');
    t.yes();
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(FRIEND)).toBe('hand');
  });

  it('CR 1.2.2 Gizmoduck - Duckburg Defender: with an empty hand, opponents cannot play actions of cost 4 or more', () => {
    const giz = 'Gizmoduck - Duckburg Defender';
    const t = scenario({
      players: [{ play: [giz] }, { hand: ['Friends on the Other Side', 'Fire the Cannons!'], ink: 9 }],
      cards: [real(giz)],
      active: 1,
    });
    // Friends on the Other Side costs 3, Fire the Cannons! 1: both allowed; a 4+ action would not be.
    expect(t.can('play', 'Fire the Cannons!')).toBe(true);
    const big = scenario({
      players: [{ play: [giz] }, { hand: ['Be Our Guest', 'Heads Held High'], ink: 9 }],
      cards: [real(giz), real('Heads Held High')],
      active: 1,
    });
    expect(big.can('play', 'Heads Held High')).toBe(false);
    expect(big.can('play', 'Be Our Guest')).toBe(true);
  });

  it('CR 6.1.3 Heads Held High: healing up to 3 on any number of chosen characters, from none to all', () => {
    const heads = 'Heads Held High';
    const t = scenario({
      players: [
        {
          hand: [heads],
          ink: 6,
          play: [
            { name: FRIEND, damage: 2 },
            { name: 'Maui - Demigod', damage: 4 },
          ],
        },
        { play: ['Maui - Demigod'] },
      ],
      cards: [real(heads)],
    });
    t.play(heads);
    expect(t.decision?.max).toBe(3);
    t.choose(FRIEND, 'Maui - Demigod');
    while (t.decision?.kind === 'number')
      t.answer(t.decision.options[t.decision.options.length - 1] as number);
    expect(t.damage(FRIEND, 0)).toBe(0);
    expect(t.damage('Maui - Demigod', 0)).toBe(1);
    expect(t.strength('Maui - Demigod', 1)).toBe(5);
  });

  it('CR 7.2.3 Kida - Creative Thinker: of the top 2, one goes to the inkwell exerted and the other back on top', () => {
    const kida = 'Kida - Creative Thinker';
    const t = scenario({
      players: [{ play: [kida], deck: [FRIEND, FOE] }, {}],
      cards: [real(kida)],
    });
    t.activate(kida);
    t.choose(FOE);
    expect(t.zone(FOE)).toBe('inkwell');
    expect(t.exerted(FOE)).toBe(true);
    expect(t.names('deck', 0)[0]).toBe(FRIEND);
  });

  it('CR 7.2.3 Pete - Ghost of Christmas Future: looks at as many top cards as he has cards under him', () => {
    const pete = 'Pete - Ghost of Christmas Future';
    const t = scenario({
      players: [{ play: [{ name: pete, under: [FOE, FOE] }], deck: [FRIEND, 'Dinglehopper', FOE] }, {}],
      cards: [real(pete)],
    });
    t.quest(pete);
    // Two cards under him: the top 2 are looked at, one goes to hand.
    expect(t.decision?.options).toHaveLength(2);
    t.choose('Dinglehopper');
    expect(t.names('hand', 0)).toEqual(['Dinglehopper']);
  });

  it('CR 5.1.1.5 The Black Cauldron: a character from the discard goes under the item faceup and may be played from there this turn', () => {
    const cauldron = 'The Black Cauldron';
    const t = scenario({
      players: [{ play: [cauldron], discard: [FRIEND], ink: 5 }, {}],
      cards: [real(cauldron)],
    });
    t.activate(cauldron, 0);
    expect(t.zone(FRIEND)).toBe('under');
    t.endTurn();
    t.endTurn();
    expect(t.can('play', FRIEND)).toBe(false);
    t.activate(cauldron, 1);
    t.play(FRIEND);
    expect(t.zone(FRIEND)).toBe('play');
  });
});

describe('the Toys deck templates', () => {
  const TOY = 'Woody - Waiting for a Friend';

  it('CR 4.3.6 Wind-Up Frog - Sid’s Toy: a 2 ink discount after one of your Toys was banished this turn', () => {
    const frog = "Wind-Up Frog - Sid's Toy";
    const t = scenario({
      players: [{ hand: [frog, 'Fire the Cannons!'], play: [TOY], ink: 1 }, {}],
      cards: [real(frog), real(TOY)],
    });
    expect(t.can('play', frog)).toBe(false);
    t.play('Fire the Cannons!');
    if (t.decision) t.choose(TOY);
    expect(t.zone(TOY)).toBe('discard');
    // Frog costs 2; 2 less now: free with no ink left.
    t.play(frog);
    expect(t.zone(frog)).toBe('play');
  });

  it('CR 4.3.6 Bullseye - Loyal Horse: the discount for Woody or Jessie in play takes either name', () => {
    const bullseye = 'Bullseye - Loyal Horse';
    const t = scenario({
      players: [
        { hand: [bullseye], play: [TOY], ink: 2 },
        { hand: [bullseye], ink: 2 },
      ],
      cards: [real(bullseye), real(TOY)],
    });
    expect(t.can('play', bullseye)).toBe(true);
    t.endTurn();
    expect(t.can('play', bullseye)).toBe(false);
  });

  it('“Whenever you pay 2 {I} or less to play a card, …” counts the ink paid', () => {
    const babyhead = "Babyhead - Leader of Sid's Toys";
    const t = scenario({
      players: [{ play: [babyhead], hand: [TOY, 'Maui - Demigod'], ink: 9 }, {}],
      cards: [real(babyhead), real(TOY)],
    });
    const base = t.strength(babyhead);
    t.play(TOY);
    // Paid 1: chosen character gets +2 {S} this turn.
    if (t.decision) t.choose(babyhead);
    expect(t.strength(babyhead)).toBe(base + 2);
    // Paid 8: no trigger.
    t.play('Maui - Demigod');
    expect(t.decision).toBeFalsy();
    expect(t.strength(babyhead)).toBe(base + 2);
  });

  it('CR 7.2.3 Woody - Leader of the Toys: a Toy or Andy’s Room may be revealed and taken to hand, either kind', () => {
    const woody = 'Woody - Leader of the Toys';
    const t = scenario({
      players: [{ hand: [woody], ink: 4, deck: [FRIEND, TOY, 'Dinglehopper', FOE] }, {}],
      cards: [real(woody), real(TOY)],
    });
    t.play(woody);
    // Only the Toy character is an option.
    expect(t.decision?.options).toHaveLength(1);
    t.choose(TOY);
    while (t.decision?.kind === 'order') t.answer(t.decision.options[0] as number);
    expect(t.zone(TOY)).toBe('hand');
  });

  it('CR 4.3.6 Bouncing Ducky - Sid’s Toy: Toys from the discard go under the deck in a chosen order; 1 ink less per Toy in the discard', () => {
    const ducky = "Bouncing Ducky - Sid's Toy";
    const t = scenario({
      players: [{ hand: [ducky], discard: [TOY, TOY, FRIEND], ink: 4 }, {}],
      cards: [real(ducky), real(TOY)],
    });
    // Ducky costs 6: 2 less for the two Toys in the discard.
    t.play(ducky);
    while (t.decision?.kind === 'order') t.answer(t.decision.options[0] as number);
    expect(t.names('discard', 0)).toEqual([FRIEND]);
    const deck = t.names('deck', 0);
    expect(deck.slice(-2)).toEqual([TOY, TOY]);
  });

  it('CR 1.5.5.3 Hand-in-the-Box - Sid’s Toy: a Toy from the discard put under the deck pays for playing it free', () => {
    const box = "Hand-in-the-Box - Sid's Toy";
    const t = scenario({
      players: [{ hand: [box, box], discard: [TOY] }, {}],
      cards: [real(box), real(TOY)],
    });
    t.play(box, { mode: 'free' });
    expect(t.zone(TOY)).toBe('deck');
    // No Toy left in the discard: the second copy can't be played that way.
    expect(t.can('play', box)).toBe(false);
  });

  it('CR 8.4 Webby’s Diary: putting a card under a character or location of yours offers a paid draw', () => {
    const diary = "Webby's Diary";
    const ursula = 'Ursula - Whisper of Vanessa';
    const t = scenario({
      players: [{ play: [diary, ursula], ink: 2, deck: [FRIEND, FOE] }, {}],
      cards: [real(diary), real(ursula)],
    });
    t.activate(ursula, -1);
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
    expect(readyInk(t, 0)).toBe(0);
  });
});

describe('the cards-under family in other sets', () => {
  it('CR 8.4.2 Emily Quackfaster - Level-Headed Librarian: only Boost characters or locations may take the top card facedown under them', () => {
    const emily = 'Emily Quackfaster - Level-Headed Librarian';
    const scrooge = 'Scrooge McDuck - Ghostly Ebenezer';
    const t = scenario({
      players: [{ hand: [emily], play: [scrooge, FRIEND], ink: 2, deck: [FOE] }, {}],
      cards: [real(emily), real(scrooge)],
    });
    t.play(emily);
    t.yes();
    if (t.decision) t.choose(scrooge);
    expect(t.zone(FOE)).toBe('under');
    expect(t.strength(scrooge)).toBe(4);
  });

  it('CR 8.4 Roo - Little Helper: the exert ability tucks Roo facedown under a Boost character or location', () => {
    const roo = 'Roo - Little Helper';
    const scrooge = 'Scrooge McDuck - Ghostly Ebenezer';
    const t = scenario({ players: [{ play: [roo, scrooge] }, {}], cards: [real(roo), real(scrooge)] });
    t.activate(roo);
    expect(t.zone(roo)).toBe('under');
    expect(t.willpower(scrooge)).toBe(4);
  });

  it('CR 5.1.1.5 Alice - Well-Read Whisper: questing takes every card under her to hand', () => {
    const alice = 'Alice - Well-Read Whisper';
    const t = scenario({
      players: [{ play: [{ name: alice, under: [FOE, FRIEND] }] }, {}],
      cards: [real(alice)],
    });
    t.quest(alice);
    expect(t.count('under', 0)).toBe(0);
    expect(t.names('hand', 0).sort()).toEqual([FRIEND, FOE].sort());
  });

  it('CR 1.2.2 Willie the Giant - Ghost of Christmas Present: no quest or challenge unless a card went under him this turn', () => {
    const willie = 'Willie the Giant - Ghost of Christmas Present';
    const t = scenario({ players: [{ play: [willie], ink: 3, deck: [FOE] }, {}], cards: [real(willie)] });
    expect(t.can('quest', willie)).toBe(false);
    t.activate(willie, -1);
    expect(t.can('quest', willie)).toBe(true);
  });

  it('CR 5.1.1.5 Mickey Mouse - Brave Little Prince: the with-a-card-under filter and his triple bonus while a card is under him', () => {
    const scrooge = 'Scrooge McDuck - On the Right Track';
    const prince = 'Mickey Mouse - Brave Little Prince';
    const t = scenario({
      players: [{ hand: [scrooge], play: [{ name: prince, under: [FOE] }, FRIEND], ink: 3 }, {}],
      cards: [real(scrooge), real(prince)],
    });
    expect([t.strength(prince), t.willpower(prince), t.loreValue(prince)]).toEqual([5, 5, 4]);
    t.play(scrooge);
    // Only the character with a card under it can be chosen: +1 {L} this turn.
    expect(t.loreValue(prince)).toBe(5);
    expect(t.loreValue(FRIEND)).toBe(2);
  });
});

describe('players choosing their own cards', () => {
  it('CR 6.1.3 Triton’s Decree: each opponent picks a character of theirs to take 2 damage, so Ward does not stop it', () => {
    const decree = "Triton's Decree";
    const t = scenario({
      players: [{ hand: [decree], ink: 9 }, { play: [FOE, 'Maui - Demigod'] }],
      cards: [real(decree)],
    });
    t.play(decree);
    expect(t.decision?.player).toBe(1);
    t.choose('Maui - Demigod');
    expect(t.damage('Maui - Demigod', 1)).toBe(2);
    expect(t.damage(FOE, 1)).toBe(0);
  });

  it('CR 6.1.11 Chernabog - Creature of the Night: each opponent exerts a ready character of theirs, which then skips its next ready', () => {
    const chernabog = 'Chernabog - Creature of the Night';
    const t = scenario({
      players: [{ hand: [chernabog], ink: 10 }, { play: [FOE, 'Maui - Demigod'] }],
      cards: [real(chernabog)],
    });
    t.play(chernabog);
    t.choose(FOE);
    expect(t.exerted(FOE)).toBe(true);
    expect(t.exerted(chernabog)).toBe(false);
    t.endTurn();
    expect(t.exerted(FOE)).toBe(true);
  });

  it('CR 7.3.4 Basil - Undercover Detective: the chosen opponent discards at random (seeded)', () => {
    const basil = 'Basil - Undercover Detective';
    const t = scenario({
      players: [{ play: [basil] }, { hand: [FOE, FRIEND, 'Dinglehopper'] }],
      cards: [real(basil)],
    });
    t.quest(basil);
    expect(t.count('hand', 1)).toBe(2);
    expect(t.count('discard', 1)).toBe(1);
  });
});
