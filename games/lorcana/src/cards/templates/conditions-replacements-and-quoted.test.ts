/**
 * Issue 16 (triggers, conditions, activated abilities, quoted abilities,
 * replacements): one behaviour test per template the compiler learned, each played in a real game
 * with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledOrMarkedTwin as real } from '../../testing/compiled-cards.js';
import { type Scenario, scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';
import { compiledOnly } from '../full-pool.js';

/** The full name a scenario uses for {@link real}'s card. */
const named = (name: string) => fullName(real(name));

/** Answers a target choice if one is asked (a single legal target is chosen by the engine). */
function chooseIfAsked(t: Scenario, name: string): void {
  if (t.decision) t.choose(name);
}

const STITCH = 'Stitch - New Dog';
const MICKEY = 'Mickey Mouse - True Friend';
const DUKE = 'Duke of Weselton - Opportunistic Official';
const SVEN = 'Sven - Official Ice Deliverer';
const MAUI = 'Maui - Demigod';

describe('self-replacements printed as a sentence of their own (CR 6.5.1.1)', () => {
  const potion = 'Potion of Might';
  const drink = (target: string) => {
    const t = scenario({
      players: [{ play: [potion, target], ink: 1 }, {}],
      cards: [real(potion)],
    });
    t.activate(potion);
    chooseIfAsked(t, target);
    return t;
  };

  it('CR 6.5.1.1 Potion of Might: a chosen Villain gets the larger boost in place of the printed one, others the printed one', () => {
    // Duke of Weselton (a 2-strength Villain) gets +4, not +3 and not +7.
    expect(drink(DUKE).strength(DUKE)).toBe(6);
    // Stitch is not a Villain: the printed +3.
    expect(drink(STITCH).strength(STITCH)).toBe(5);
  });

  it('CR 6.5.1.1 The Terror That Flaps in the Night: 3 damage replaces 2 while Darkwing Duck is in play', () => {
    const terror = 'The Terror That Flaps in the Night';
    const darkwing = compiledOnly.find((c) => c.name === 'Darkwing Duck' && c.type === 'character');
    if (!darkwing) throw new Error('no compiled Darkwing Duck');
    const cast = (withDarkwing: boolean) => {
      const t = scenario({
        players: [
          { hand: [terror], ink: 9, play: withDarkwing ? [fullName(darkwing)] : [] },
          { play: [SVEN] },
        ],
        cards: [real(terror), darkwing],
      });
      t.play(terror);
      chooseIfAsked(t, SVEN);
      return t.damage(SVEN, 1);
    };
    expect(cast(false)).toBe(2);
    expect(cast(true)).toBe(3);
  });

  it('CR 6.5.1.1 Maximus - Team Champion: the end-of-turn 2 lore becomes 5 with a 10-Strength character in play', () => {
    const maximus = 'Maximus - Team Champion';
    const end = (board: string[], pump: boolean) => {
      const t = scenario({
        players: [{ play: [maximus, ...board, 'Potion of Might'], ink: 1 }, {}],
        cards: [real(maximus), real('Potion of Might')],
      });
      if (pump) {
        t.activate('Potion of Might');
        chooseIfAsked(t, MAUI);
      }
      t.endTurn();
      return t.lore(0);
    };
    // No character with 5 {S} or more (Maximus has 3, Stitch 2): no lore.
    expect(real(maximus).strength).toBeLessThan(5);
    expect(end([STITCH], false)).toBe(0);
    // Sven has 5 {S}: 2 lore.
    expect(end([SVEN], false)).toBe(2);
    // Maui (8 {S}) with +3 this turn has 11: 5 lore instead of 2.
    expect(end([MAUI], true)).toBe(5);
  });
});

describe('conditions of statics (CR 6.4.3: checked continuously)', () => {
  it('CR 6.4.3 The Coachman - Greedy Deceiver: Strength and Evasive while 2 or more of your characters are exerted', () => {
    const coachman = 'The Coachman - Greedy Deceiver';
    const base = real(coachman).strength ?? 0;
    const board = (exerted: boolean) =>
      scenario({
        players: [{ play: [coachman, { name: STITCH, exerted }, { name: MICKEY, exerted }] }, {}],
        cards: [real(coachman)],
      });
    const off = board(false);
    expect(off.strength(coachman)).toBe(base);
    expect(off.has(coachman, 'kw.evasive')).toBe(false);
    const on = board(true);
    expect(on.strength(coachman)).toBe(base + 2);
    expect(on.has(coachman, 'kw.evasive')).toBe(true);
  });

  it('CR 6.1.13.6 Yao - Snow Warrior: Resist +2 in opponents’ turns only', () => {
    const yao = 'Yao - Snow Warrior';
    const t = scenario({ players: [{ play: [yao] }, {}], cards: [real(yao)] });
    expect(t.has(yao, 'kw.resist')).toBe(false);
    t.endTurn();
    expect(t.game.toAct).toBe(1);
    expect(t.has(yao, 'kw.resist', 0)).toBe(true);
  });

  it('CR 6.4.3 Orville - Albatross Air: Evasive needs both your turn and Miss Bianca or Bernard on the board', () => {
    const orville = 'Orville - Albatross Air';
    const bernard = 'Bernard - Over-Prepared';
    const board = (play: string[]) =>
      scenario({ players: [{ play: [orville, ...play] }, {}], cards: [real(orville), real(bernard)] });
    expect(board([]).has(orville, 'kw.evasive')).toBe(false);
    const t = board([bernard]);
    expect(t.has(orville, 'kw.evasive')).toBe(true);
    // Not during an opponent's turn, though Bernard is still there.
    t.endTurn();
    expect(t.has(orville, 'kw.evasive', 0)).toBe(false);
  });

  it('CR 6.1.13.5 “While you have only 1 character here, they get +2 {W} and +1 {L}”: not with two', () => {
    const room = "Andy's Room - Home Base";
    const board = (here: string[]) =>
      scenario({
        players: [{ play: [room, ...here.map((name) => ({ name, at: room }))] }, {}],
        cards: [real(room)],
      });
    const one = board([STITCH]);
    expect(one.willpower(STITCH)).toBe(4);
    expect(one.loreValue(STITCH)).toBe(2);
    const two = board([STITCH, MICKEY]);
    expect(two.willpower(STITCH)).toBe(2);
    expect(two.loreValue(STITCH)).toBe(1);
  });

  it('CR 6.4.3 Ariel - Treasure Collector: +2 Lore only with strictly more items than each opponent', () => {
    const ariel = 'Ariel - Treasure Collector';
    const base = real(ariel).lore ?? 0;
    const board = (mine: number, theirs: number) =>
      scenario({
        players: [
          { play: [ariel, ...Array.from({ length: mine }, () => 'Potion of Might')] },
          { play: Array.from({ length: theirs }, () => 'Potion of Might') },
        ],
        cards: [real(ariel), real('Potion of Might')],
      });
    expect(board(0, 0).loreValue(ariel)).toBe(base);
    expect(board(1, 1).loreValue(ariel)).toBe(base);
    expect(board(2, 1).loreValue(ariel)).toBe(base + 2);
  });

  it('CR 6.2.4 Yzma - Conniving Chemist: the exert ability refills a hand below 3 up to 3', () => {
    const yzma = named('Yzma - Conniving Chemist');
    const use = (hand: string[]) => {
      const t = scenario({
        players: [{ play: [yzma], hand }, {}],
        cards: [real('Yzma - Conniving Chemist')],
      });
      t.activate(yzma);
      return t.count('hand', 0);
    };
    expect(use([STITCH])).toBe(3);
    expect(use([STITCH, STITCH, STITCH, STITCH])).toBe(4);
  });
});

describe('trigger conditions (CR 6.2)', () => {
  it('CR 6.2.6 Minnie Mouse - Dazzling Dancer: a challenge by her or by a Mickey Mouse of yours gains 1 lore, either one', () => {
    const minnie = 'Minnie Mouse - Dazzling Dancer';
    const t = scenario({
      players: [
        { play: [minnie, MICKEY, 'Olaf - Friendly Snowman'] },
        {
          play: [
            { name: STITCH, exerted: true },
            { name: DUKE, exerted: true },
            { name: 'Heihei - Rambling Rooster', exerted: true },
          ],
        },
      ],
      cards: [real(minnie)],
    });
    t.challenge(minnie, STITCH);
    t.declineAll();
    expect(t.lore(0)).toBe(1);
    t.challenge(MICKEY, DUKE);
    t.declineAll();
    expect(t.lore(0)).toBe(2);
    // Another character of yours (not named Mickey Mouse) does not trigger it.
    t.challenge('Olaf - Friendly Snowman', 'Heihei - Rambling Rooster');
    t.declineAll();
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.2.2 Bambi - Little Prince: an opponent’s character play sends him back to hand', () => {
    const bambi = 'Bambi - Little Prince';
    const t = scenario({ players: [{ play: [bambi] }, { hand: [STITCH], ink: 1 }], cards: [real(bambi)] });
    t.endTurn();
    t.play(STITCH);
    t.declineAll();
    expect(t.zone(bambi, 0)).toBe('hand');
  });

  it('CR 6.2.2, 6.1.13.5 Thebes - The Big Olive: a challenge banish from here during your turn gains 2 lore', () => {
    const thebes = named('Thebes - The Big Olive');
    const t = scenario({
      players: [
        { play: [thebes, { name: MICKEY, at: thebes }, SVEN] },
        { play: [{ name: STITCH, exerted: true }] },
      ],
      cards: [real('Thebes - The Big Olive')],
    });
    t.challenge(MICKEY, STITCH);
    t.declineAll();
    expect(t.zone(STITCH, 1)).toBe('discard');
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.2.7.2 Candy Drift: the end-of-turn banish is a delayed trigger on the chosen character', () => {
    const candy = named('Candy Drift');
    const t = scenario({
      players: [{ hand: [candy], play: [STITCH], ink: 9 }, {}],
      cards: [real('Candy Drift')],
    });
    t.play(candy);
    chooseIfAsked(t, STITCH);
    expect(t.strength(STITCH)).toBe(7);
    expect(t.zone(STITCH)).toBe('play');
    t.endTurn();
    t.declineAll();
    expect(t.zone(STITCH, 0)).toBe('discard');
  });
});

describe('player events', () => {
  it('CR 6.1.13.6 Diablo - Devoted Herald: an opponent’s draw while he is exerted offers you a draw', () => {
    const diablo = 'Diablo - Devoted Herald';
    const run = (exerted: boolean) => {
      const t = scenario({ players: [{ play: [{ name: diablo, exerted }] }, {}], cards: [real(diablo)] });
      // Player 1 draws for their turn (CR 3.2.3) while Diablo stays exerted: player 0 may draw.
      t.endTurn();
      if (t.decision?.kind === 'yes-no') t.yes();
      return t.count('hand', 0);
    };
    expect(run(true)).toBe(1);
    expect(run(false)).toBe(0);
  });
});

describe('turn history, hand sizes and alternate costs', () => {
  it('CR 1.5.5.3 Buzz’s Arm: free to play after any player’s Buzz Lightyear was banished this turn', () => {
    const arm = "Buzz's Arm";
    const buzz = compiledOnly.find(
      (c) => c.name === 'Buzz Lightyear' && c.type === 'character' && (c.willpower ?? 9) <= 4,
    );
    if (!buzz) throw new Error('no compiled Buzz Lightyear with 4 {W} or less');
    const t = scenario({
      players: [{ hand: [arm], play: [SVEN] }, { play: [{ name: fullName(buzz), exerted: true }] }],
      cards: [real(arm), buzz],
    });
    const free = () => t.can('play', arm, { mode: 'free' });
    expect(free()).toBe(false);
    // The opponent's Buzz Lightyear is banished in a challenge: now the item is free.
    t.challenge(SVEN, fullName(buzz));
    t.declineAll();
    expect(t.zone(fullName(buzz), 1)).toBe('discard');
    expect(free()).toBe(true);
    t.play(arm, { mode: 'free' });
    expect(t.zone(arm)).toBe('play');
  });

  it('CR 6.1.8.1 Goliath - Clan Leader: at each turn end that player trims or refills the hand to 2', () => {
    const goliath = 'Goliath - Clan Leader';
    const t = scenario({
      players: [{ play: [goliath], hand: [STITCH, STITCH, STITCH, STITCH, STITCH] }, {}],
      cards: [real(goliath)],
    });
    t.endTurn();
    t.declineAll();
    // Player 0 chose and discarded 3 of 5; player 1 drew for the turn (1 card).
    expect(t.count('hand', 0)).toBe(2);
    expect(t.count('discard', 0)).toBe(3);
    expect(t.count('hand', 1)).toBe(1);
    t.endTurn();
    t.declineAll();
    // At the end of player 1's turn (Goliath's opponent) they draw up to 2.
    expect(t.count('hand', 1)).toBe(2);
  });

  it('CR 6.1.5.1 Performance Review: exerting a ready character of yours pays for draws by its Lore', () => {
    const review = 'Performance Review';
    const t = scenario({
      players: [{ hand: [review], play: [MICKEY], ink: 9 }, {}],
      cards: [real(review)],
    });
    t.play(review);
    chooseIfAsked(t, MICKEY);
    expect(t.exerted(MICKEY)).toBe(true);
    // Mickey Mouse - True Friend has 2 {L}: 2 cards.
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 1.5.5.3 LeFou - Opportunistic Flunky: free on your turn after an opposing character fell in a challenge', () => {
    const lefou = named('LeFou - Opportunistic Flunky');
    const t = scenario({
      players: [{ hand: [lefou], play: [MICKEY] }, { play: [{ name: STITCH, exerted: true }] }],
      cards: [real('LeFou - Opportunistic Flunky')],
    });
    expect(t.can('play', lefou, { mode: 'free' })).toBe(false);
    t.challenge(MICKEY, STITCH);
    t.declineAll();
    t.play(lefou, { mode: 'free' });
    expect(t.zone(lefou)).toBe('play');
  });
});

describe('quoted abilities and replacements', () => {
  it('CR 6.4, 6.1.13.5 The Great Illuminary - Abandoned Laboratory: the granted draw ability reaches only characters here', () => {
    const lab = 'The Great Illuminary - Abandoned Laboratory';
    const t = scenario({
      players: [{ play: [lab, { name: STITCH, at: lab }, MICKEY] }, {}],
      cards: [real(lab)],
    });
    expect(t.can('activate', MICKEY)).toBe(false);
    t.activate(STITCH);
    expect(t.exerted(STITCH)).toBe(true);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.5 Max Goof - Chart Topper: the song replayed free from the discard goes to the deck bottom in place of the discard', () => {
    const max = 'Max Goof - Chart Topper';
    const song = 'Friends on the Other Side';
    const t = scenario({ players: [{ play: [max], discard: [song] }, {}], cards: [real(max)] });
    t.quest(max);
    t.yes();
    chooseIfAsked(t, song);
    t.declineAll();
    // The song resolved (draw 2), then went to the bottom of the deck, not the discard.
    expect(t.count('hand', 0)).toBe(2);
    expect(t.zone(song)).toBe('deck');
    const deck = t.names('deck', 0);
    expect(deck[deck.length - 1]).toBe(song);
  });

  it('CR 6.5 Rapunzel - Ready for Adventure: the next damage until your next turn is prevented once', () => {
    const rapunzel = 'Rapunzel - Ready for Adventure';
    const t = scenario({
      players: [{ play: [rapunzel, MICKEY], hand: ['Fire the Cannons!', 'Fire the Cannons!'], ink: 2 }, {}],
      cards: [real(rapunzel)],
    });
    t.quest(rapunzel);
    // Support (CR 8.13): Mickey is chosen; Act Of Kindness protects him.
    if (t.decision?.kind === 'yes-no') t.yes();
    chooseIfAsked(t, MICKEY);
    t.declineAll();
    t.play('Fire the Cannons!');
    chooseIfAsked(t, MICKEY);
    expect(t.damage(MICKEY)).toBe(0);
    t.play('Fire the Cannons!');
    chooseIfAsked(t, MICKEY);
    expect(t.damage(MICKEY)).toBe(2);
  });

  it('CR 6.1.5.1, 6.2.7.1 Mother Gothel - Knows What’s Best: damaging another own character pays for Challenger +1 and a return-on-banish ability this turn', () => {
    const gothel = "Mother Gothel - Knows What's Best";
    const t = scenario({
      players: [{ hand: [gothel], play: [SVEN], ink: 9 }, { play: [{ name: MAUI, exerted: true }] }],
      cards: [real(gothel)],
    });
    t.play(gothel);
    t.yes();
    chooseIfAsked(t, SVEN);
    expect(t.damage(SVEN)).toBe(2);
    expect(t.has(SVEN, 'kw.challenger')).toBe(true);
    // Sven (5/7, 2 damage) challenges Maui (8 {S}) and is banished: the granted ability returns him.
    t.challenge(SVEN, MAUI);
    t.declineAll();
    expect(t.zone(SVEN, 0)).toBe('hand');
  });
});

describe('challenge triggers and verb replacements', () => {
  it('CR 4.6.7 Prince Phillip - Dragonslayer: banished while challenging, he may banish the challenged one; not when challenged', () => {
    const phillip = 'Prince Phillip - Dragonslayer';
    // Phillip challenges Maui (8 {S}) and is banished: he may banish Maui.
    let t = scenario({
      players: [{ play: [phillip] }, { play: [{ name: MAUI, exerted: true }] }],
      cards: [real(phillip)],
    });
    t.challenge(phillip, MAUI);
    expect(t.zone(phillip, 0)).toBe('discard');
    t.yes();
    expect(t.zone(MAUI, 1)).toBe('discard');
    // Maui challenges Phillip, who is banished as the challenged character: no trigger.
    t = scenario({
      players: [{ play: [{ name: phillip, exerted: true }] }, { play: [MAUI] }],
      active: 1,
      cards: [real(phillip)],
    });
    t.challenge(MAUI, phillip);
    expect(t.zone(phillip, 0)).toBe('discard');
    expect(t.decision).toBeNull();
    expect(t.zone(MAUI, 1)).toBe('play');
  });

  it('CR 4.6.4.2, 6.2.4 One Last Hope: a chosen Hero gets permission to challenge ready ones this turn too', () => {
    const hope = 'One Last Hope';
    const cast = (target: string) => {
      const t = scenario({
        players: [{ hand: [hope], play: [target], ink: 3 }, { play: [STITCH] }],
        cards: [real(hope)],
      });
      t.play(hope);
      chooseIfAsked(t, target);
      expect(t.has(target, 'kw.resist')).toBe(true);
      return t.can('challenge', target, { target: t.id(STITCH, 1) });
    };
    // Mickey Mouse - True Friend is a Hero; Olaf is not. Stitch is ready (CR 4.6.4.2).
    expect(cast(MICKEY)).toBe(true);
    expect(cast('Olaf - Friendly Snowman')).toBe(false);
  });

  it('CR 6.5.1.1 Mother Knows Best: a chosen Princess is banished in place of being exerted', () => {
    const apple = 'Poisoned Apple';
    const bite = (target: string) => {
      const t = scenario({ players: [{ play: [apple], ink: 1 }, { play: [target] }], cards: [real(apple)] });
      t.activate(apple);
      chooseIfAsked(t, target);
      return t;
    };
    const princess = bite('Minnie Mouse - Beloved Princess');
    expect(princess.zone('Minnie Mouse - Beloved Princess', 1)).toBe('discard');
    const other = bite(STITCH);
    expect(other.zone(STITCH, 1)).toBe('play');
    expect(other.exerted(STITCH, 1)).toBe(true);
  });
});

describe('leaving play for a hand, and the first time each turn', () => {
  const song = 'Mother Knows Best';

  it('CR 5.1.1.8 Merlin - Shapeshifter: +1 Lore this turn when another character of yours returns to hand from play', () => {
    const merlin = 'Merlin - Shapeshifter';
    const t = scenario({
      players: [{ play: [merlin, MICKEY], hand: [song], ink: 3 }, {}],
      cards: [real(merlin)],
    });
    const before = t.loreValue(merlin);
    t.play(song);
    chooseIfAsked(t, MICKEY);
    t.declineAll();
    expect(t.zone(MICKEY)).toBe('hand');
    expect(t.loreValue(merlin)).toBe(before + 1);
  });

  it('CR 5.1.1.8 Maleficent’s Staff: 1 lore when an opposing card returns to hand from play', () => {
    const staff = "Maleficent's Staff";
    const t = scenario({
      players: [{ play: [staff, MICKEY], hand: [song, song], ink: 6 }, { play: [STITCH] }],
      cards: [real(staff)],
    });
    t.play(song);
    chooseIfAsked(t, STITCH);
    t.declineAll();
    expect(t.zone(STITCH, 1)).toBe('hand');
    expect(t.lore(0)).toBe(1);
    // One of your own characters returned: no lore.
    t.play(song);
    chooseIfAsked(t, MICKEY);
    t.declineAll();
    expect(t.zone(MICKEY, 0)).toBe('hand');
    expect(t.lore(0)).toBe(1);
  });

  it('CR 6.2.2 Seven Dwarfs’ Mine - Secure Fortress: the first move here in your turn offers 1 damage, 2 for a Knight', () => {
    const mine = named("Seven Dwarfs' Mine - Secure Fortress");
    const knight = compiledOnly.find(
      (c) => c.type === 'character' && c.classifications.includes('Knight') && !c.abilities && !c.keywords,
    );
    if (!knight) throw new Error('no compiled vanilla Knight');
    const t = scenario({
      players: [{ play: [mine, fullName(knight), STITCH], ink: 9 }, { play: [SVEN] }],
      cards: [real("Seven Dwarfs' Mine - Secure Fortress"), knight],
    });
    t.move(fullName(knight), mine);
    t.yes();
    chooseIfAsked(t, SVEN);
    expect(t.damage(SVEN, 1)).toBe(2);
    // The second move this turn does not trigger it.
    t.move(STITCH, mine);
    expect(t.decision).toBeNull();
    expect(t.damage(SVEN, 1)).toBe(2);
  });
});

describe('activated abilities granted for a turn', () => {
  it('CR 6.4, 6.3 Food Fight!: the granted damage ability lasts this turn only', () => {
    const fight = 'Food Fight!';
    const t = scenario({
      players: [{ hand: [fight], play: [STITCH], ink: 3 }, { play: [SVEN] }],
      cards: [real(fight)],
    });
    expect(t.can('activate', STITCH)).toBe(false);
    t.play(fight);
    // The opponent's character does not gain it.
    expect(t.legal().some((a) => a.type === 'activate' && a.card === t.id(SVEN, 1))).toBe(false);
    t.activate(STITCH);
    chooseIfAsked(t, SVEN);
    expect(t.exerted(STITCH)).toBe(true);
    expect(t.damage(SVEN, 1)).toBe(1);
    // The ability ends with the turn (CR 6.6): on your next turn Stitch is ready but has no ability.
    t.endTurn();
    t.endTurn();
    expect(t.exerted(STITCH, 0)).toBe(false);
    expect(t.can('activate', STITCH)).toBe(false);
  });
});
