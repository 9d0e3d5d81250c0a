/**
 * Issue 16, effects coverage: one behaviour test per template this family added, each
 * played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledCard as real } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';

/** 3 {S} / 3 {W} / 2 {L}. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W} / 1 {L}, cost 2. */
const FOE = 'Stitch - New Dog';
/** A Pirate character with no abilities. */
const PIRATE = 'Mr. Smee - Loyal First Mate';

describe('static abilities with conditions (CR 6.4.3)', () => {
  it('CR 6.4.3 Tick-Tock - Relentless Crocodile: Evasive needs your turn and any player’s Pirate in play, both', () => {
    const tick = 'Tick-Tock - Relentless Crocodile';
    const alone = scenario({ players: [{ play: [tick] }, { play: [FOE] }], cards: [real(tick)] });
    expect(alone.has(tick, 'kw.evasive', 0)).toBe(false);
    const t = scenario({
      players: [{ play: [tick] }, { play: [PIRATE] }],
      cards: [real(tick), real(PIRATE)],
    });
    expect(t.has(tick, 'kw.evasive', 0)).toBe(true);
    t.endTurn();
    // The opponent's turn: the Pirate is still in play, but it is not your turn.
    expect(t.has(tick, 'kw.evasive', 0)).toBe(false);
  });

  it('CR 6.4.3 Powerline - Musical Superstar: Rush from the song played this turn until the turn ends', () => {
    const powerline = 'Powerline - Musical Superstar';
    const song = 'Friends on the Other Side';
    const t = scenario({
      players: [{ hand: [song], ink: 3, play: [{ name: powerline, drying: true }] }, { play: [FOE] }],
      cards: [real(powerline)],
    });
    expect(t.has(powerline, 'kw.rush', 0)).toBe(false);
    t.play(song);
    expect(t.has(powerline, 'kw.rush', 0)).toBe(true);
    t.endTurn();
    expect(t.has(powerline, 'kw.rush', 0)).toBe(false);
  });

  it('CR 6.6.4 Elisa Maza - Transformed Gargoyle: your characters’ Strength has a floor at the printed value', () => {
    // The compiled card (a hand-written twin has its id) against Cruella's “-1 {S}”.
    const elisa = { ...real('Elisa Maza - Transformed Gargoyle'), id: 'e3-elisa' };
    const cruella = 'Cruella De Vil - Style Icon';
    const without = scenario({
      players: [{ play: [cruella] }, { play: [FOE] }],
      cards: [real(cruella)],
    });
    expect(without.strength(FOE, 1)).toBe(1);
    const t = scenario({
      players: [{ play: [cruella] }, { play: [fullName(elisa), FOE] }],
      cards: [real(cruella), elisa],
    });
    expect(t.strength(FOE, 1)).toBe(2);
  });

  it('CR 6.4 Cruella De Vil - Style Icon: in your turn only cheap opposing characters lose 1 Strength', () => {
    const cruella = 'Cruella De Vil - Style Icon';
    const t = scenario({
      players: [{ play: [cruella, FOE] }, { play: [FOE, FRIEND] }],
      cards: [real(cruella)],
    });
    expect(t.strength(FOE, 1)).toBe(1);
    expect(t.strength(FRIEND, 1)).toBe(3);
    expect(t.strength(FOE, 0)).toBe(2);
    t.endTurn();
    expect(t.strength(FOE, 1)).toBe(2);
  });
});

describe('card descriptions', () => {
  it('CR 6.1.3 Lyle Tiberius Rourke - Crystallized Mercenary: an inkwell trigger damages every character of both players', () => {
    const lyle = 'Lyle Tiberius Rourke - Crystallized Mercenary';
    const t = scenario({
      players: [{ hand: [FOE], play: [lyle, FRIEND] }, { play: [FRIEND] }],
      cards: [real(lyle)],
    });
    t.ink(FOE);
    expect(t.damage(FRIEND, 0)).toBe(2);
    expect(t.damage(FRIEND, 1)).toBe(2);
    expect(t.damage(lyle, 0)).toBe(2);
  });

  it('CR 6.1.3 Hamster Ball: only an undamaged character can be chosen for the Resist', () => {
    const ball = 'Hamster Ball';
    const t = scenario({
      players: [{ play: [ball, { name: FRIEND, damage: 1 }, FOE, PIRATE], ink: 1 }, {}],
      cards: [real(ball), real(PIRATE)],
    });
    t.activate(ball);
    const options = t.decision?.options ?? [];
    expect(options).toContain(t.id(FOE, 0));
    expect(options).not.toContain(t.id(FRIEND, 0));
    t.choose(FOE);
    expect(t.has(FOE, 'kw.resist', 0)).toBe(true);
  });

  it('CR 5.2.6 Mor’du - Savage Cursed Prince: your other-named characters skip the ready and get exerted', () => {
    const mordu = "Mor'du - Savage Cursed Prince";
    const t = scenario({
      players: [{ hand: [mordu], ink: 8, play: [FRIEND] }, { play: [FOE] }],
      cards: [real(mordu)],
    });
    t.play(mordu);
    expect(t.exerted(FRIEND, 0)).toBe(true);
    expect(t.exerted(mordu, 0)).toBe(false);
    expect(t.exerted(FOE, 1)).toBe(false);
    t.endTurn();
    t.endTurn();
    // Your Ready step: Mickey stays exerted.
    expect(t.exerted(FRIEND, 0)).toBe(true);
  });

  it('CR 6.1.3 Wipe Out!: a Bodyguard character or an item may be chosen for the inkwell, either kind, nothing else', () => {
    const wipe = 'Wipe Out!';
    const guard = 'Simba - Protective Cub';
    const item = 'Dinglehopper';
    const t = scenario({
      players: [{ hand: [wipe], ink: 7 }, { play: [guard, item, FOE] }],
      cards: [real(wipe), real(guard)],
    });
    const inkBefore = t.count('inkwell', 1);
    t.play(wipe);
    const options = t.decision?.options ?? [];
    expect(options).toContain(t.id(guard, 1));
    expect(options).toContain(t.id(item, 1));
    expect(options).not.toContain(t.id(FOE, 1));
    t.choose(item);
    expect(t.zone(item, 1)).toBe('inkwell');
    expect(t.count('inkwell', 1)).toBe(inkBefore + 1);
  });
});

describe('conditions on counts, damage and challenges', () => {
  it('CR 6.2.4 Hans - Brazen Manipulator: turn-start lore counts only the opponent’s ready characters', () => {
    const hans = 'Hans - Brazen Manipulator';
    const setup = (opposing: readonly { name: string; exerted?: boolean }[]) => {
      const t = scenario({ players: [{ play: [hans] }, { play: opposing }], active: 1, cards: [real(hans)] });
      t.endTurn();
      return t.lore(0);
    };
    expect(setup([{ name: FOE }, { name: FOE }])).toBe(2);
    // The opponent's Ready step readied nothing of theirs: exerted at the start of your turn.
    expect(setup([{ name: FOE }, { name: FOE, exerted: true }])).toBe(2 - 2);
  });

  it('CR 6.2.4 When You Need Help, Just Call: the free cheap character needs an opponent with more characters in play', () => {
    const help = 'When You Need Help, Just Call';
    const setup = (mine: number) =>
      scenario({
        players: [
          { hand: [help, FOE], ink: 3, play: Array.from({ length: mine }, () => FRIEND) },
          { play: [FOE, FOE] },
        ],
        cards: [real(help)],
      });
    const t = setup(1);
    t.play(help);
    if (t.decision?.kind === 'yes-no') t.yes();
    if (t.decision) t.choose(FOE);
    expect(t.zone(FOE, 0)).toBe('play');
    expect(t.count('inkwell', 0)).toBe(3);
    const even = setup(2);
    even.play(help);
    expect(even.decision ?? null).toBeNull();
    expect(even.zone(FOE, 0)).toBe('hand');
  });

  it('CR 1.9.1.4 Luisa Madrigal - Confident Climber: damage moved onto her, then at 3 or more all of it moves to an opposing character', () => {
    const luisa = 'Luisa Madrigal - Confident Climber';
    const t = scenario({
      players: [
        {
          play: [
            { name: luisa, damage: 2 },
            { name: FRIEND, damage: 1 },
          ],
          ink: 1,
        },
        { play: [PIRATE] },
      ],
      cards: [real(luisa), real(PIRATE)],
    });
    t.activate(luisa);
    t.choose(t.id(FRIEND, 0));
    t.answer(1);
    if (t.decision) t.choose(PIRATE);
    expect(t.damage(luisa, 0)).toBe(0);
    expect(t.damage(FRIEND, 0)).toBe(0);
    expect(t.damage(PIRATE, 1)).toBe(3);
    // With less than 3 damage on her after the move, the damage stays.
    const u = scenario({
      players: [
        {
          play: [
            { name: luisa, damage: 1 },
            { name: FRIEND, damage: 1 },
          ],
          ink: 1,
        },
        { play: [PIRATE] },
      ],
      cards: [real(luisa), real(PIRATE)],
    });
    u.activate(luisa);
    u.choose(u.id(FRIEND, 0));
    u.answer(1);
    expect(u.damage(luisa, 0)).toBe(2);
    expect(u.damage(PIRATE, 1)).toBe(0);
  });

  it('CR 4.6 Fa Zhou - War Hero: the second challenge of the turn is worth 3 lore', () => {
    const fa = 'Fa Zhou - War Hero';
    const t = scenario({
      players: [
        { play: [fa, FRIEND, FRIEND] },
        {
          play: [
            { name: FOE, exerted: true },
            { name: FOE, exerted: true },
          ],
        },
      ],
      cards: [real(fa)],
    });
    t.challenge(t.id(FRIEND, 0, 0), t.id(FOE, 1, 0));
    expect(t.lore(0)).toBe(0);
    t.challenge(t.id(FRIEND, 0, 1), t.id(FOE, 1, 1));
    expect(t.lore(0)).toBe(3);
  });
});

describe('a choice made as a card enters play (CR 6.7.8)', () => {
  it('CR 6.7.8 Lord MacGuffin - Clever Swordsman: entering exerted is a choice, and the damage follows only that choice', () => {
    const lord = 'Lord MacGuffin - Clever Swordsman';
    const setup = () =>
      scenario({
        players: [{ hand: [lord], ink: 5 }, { play: [{ name: PIRATE, damage: 1 }, FOE] }],
        cards: [real(lord), real(PIRATE)],
      });
    const t = setup();
    t.play(lord);
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    if (t.decision) t.choose(PIRATE);
    expect(t.exerted(lord, 0)).toBe(true);
    expect(t.damage(PIRATE, 1)).toBe(4);
    expect(t.damage(FOE, 1)).toBe(0);
    const u = setup();
    u.play(lord);
    u.no();
    expect(u.exerted(lord, 0)).toBe(false);
    expect(u.damage(PIRATE, 1)).toBe(1);
  });
});

describe('turn history: inking and removing damage (this turn)', () => {
  it('CR 6.2.4 Ratigan - Greedy Genius: banished at turn end when nothing was inked this turn', () => {
    const ratigan = 'Ratigan - Greedy Genius';
    const setup = () => scenario({ players: [{ play: [ratigan], hand: [FOE] }, {}], cards: [real(ratigan)] });
    const idle = setup();
    idle.endTurn();
    expect(idle.zone(ratigan, 0)).toBe('discard');
    const inked = setup();
    inked.ink(FOE);
    inked.endTurn();
    expect(inked.zone(ratigan, 0)).toBe('play');
  });

  it('CR 1.9.1.3 Julieta’s Arepas: the exert ability reads damage removed from any character this turn', () => {
    const arepas = "Julieta's Arepas";
    const glass = 'Dinglehopper';
    const setup = () =>
      scenario({
        players: [{ play: [arepas, glass] }, { play: [{ name: FOE, damage: 1 }] }],
        cards: [real(arepas)],
      });
    const before = setup();
    before.activate(arepas);
    expect(before.lore(0)).toBe(0);
    const t = setup();
    t.activate(glass);
    t.answer(1);
    expect(t.damage(FOE, 1)).toBe(0);
    t.activate(arepas);
    expect(t.lore(0)).toBe(1);
  });

  it('CR 1.9.1.3 Isabela Madrigal - Such a Lovely Voice: the play trigger reads damage removed from your own characters only', () => {
    const isabela = 'Isabela Madrigal - Such a Lovely Voice';
    const glass = 'Dinglehopper';
    const setup = (owner: 0 | 1) =>
      scenario({
        players: [
          { hand: [isabela], ink: 3, play: [glass, ...(owner === 0 ? [{ name: FRIEND, damage: 1 }] : [])] },
          { play: owner === 1 ? [{ name: FOE, damage: 1 }] : [] },
        ],
        cards: [real(isabela)],
      });
    const mine = setup(0);
    mine.activate(glass);
    mine.answer(1);
    expect(mine.damage(FRIEND, 0)).toBe(0);
    mine.play(isabela);
    expect(mine.lore(0)).toBe(1);
    const theirs = setup(1);
    theirs.activate(glass);
    theirs.answer(1);
    expect(theirs.damage(FOE, 1)).toBe(0);
    theirs.play(isabela);
    expect(theirs.lore(0)).toBe(0);
  });
});
