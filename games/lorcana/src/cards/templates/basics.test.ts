/**
 * Issue 16 (b): one behaviour test per ability template of the card-text compiler, not per card.
 * Each test writes the template as card text of our own, compiles it with the compiler
 * (`scripts/compile-cards`) and plays the compiled card in a real game through the public API.
 */
import { describe, expect, it } from 'vitest';
import { compilePrinting } from '../../../scripts/compile-cards/compile.js';
import type { Printing, TextLine } from '../../../scripts/compile-cards/data/printings.js';
import { scenario } from '../../testing/scenario.js';
import type { LorcanaCard } from '../card.js';

const base: Printing = {
  id: '',
  set: 'T',
  number: 0,
  name: '',
  version: 'Template',
  type: 'character',
  song: false,
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Common',
  lines: [],
};

/** Compiles our own text for a test card; fails the test if the grammar rejects it. */
function compiled(
  name: string,
  lines: (string | [string, string])[],
  extra: Partial<Printing> = {},
): LorcanaCard {
  const text: TextLine[] = lines.map((l) =>
    typeof l === 'string' ? { body: l } : { name: l[0], body: l[1] },
  );
  const result = compilePrinting({ ...base, id: `tmpl-${name}`, name, lines: text, ...extra });
  if (!result.ok) throw new Error(`template not compiled: ${result.phrase}`);
  return result.card;
}

const action = (name: string, text: string, extra: Partial<Printing> = {}) =>
  compiled(name, [text], {
    type: 'action',
    cost: 1,
    strength: undefined,
    willpower: undefined,
    lore: undefined,
    classifications: [],
    version: undefined,
    ...extra,
  });

/** Answers a target choice if one is asked (a single legal target is chosen by the engine). */
function chooseIfAsked(t: ReturnType<typeof scenario>, name: string): void {
  if (t.game.state.decision) t.choose(name);
}

const FOE = 'Stitch - New Dog';
const FRIEND = 'Mickey Mouse - True Friend';

describe('action templates', () => {
  it('“Deal N damage to chosen character.” deals damage to the chosen character (CR 1.9.1)', () => {
    const card = action('Zap', 'Deal 2 damage to chosen character.');
    const t = scenario({
      players: [{ hand: ['Zap'], ink: 1 }, { play: ['Mickey Mouse - True Friend'] }],
      cards: [card],
    });
    t.play('Zap');
    chooseIfAsked(t, FRIEND);
    expect(t.damage(FRIEND, 1)).toBe(2);
  });

  it('“Draw N cards.” draws that many', () => {
    const card = action('Study', 'Draw 2 cards.');
    const t = scenario({ players: [{ hand: ['Study'], ink: 1 }, {}], cards: [card] });
    t.play('Study');
    expect(t.count('hand', 0)).toBe(2);
  });

  it('“Chosen character gets +N {S} this turn.” lasts until the end of the turn (CR 6.1.13.4)', () => {
    const card = action('Pump', 'Chosen character gets +3 {S} this turn.');
    const t = scenario({ players: [{ hand: ['Pump'], ink: 1, play: [FRIEND] }, {}], cards: [card] });
    t.play('Pump');
    chooseIfAsked(t, FRIEND);
    expect(t.strength(FRIEND)).toBe(6);
    t.endTurn();
    expect(t.strength(FRIEND)).toBe(3);
  });

  it('CR 6.4.2 Wings (test action): a chosen character gains a keyword this turn', () => {
    const card = action('Wings', 'Chosen character gains Evasive this turn.');
    const t = scenario({ players: [{ hand: ['Wings'], ink: 1, play: [FRIEND] }, {}], cards: [card] });
    expect(t.has(FRIEND, 'kw.evasive')).toBe(false);
    t.play('Wings');
    chooseIfAsked(t, FRIEND);
    expect(t.has(FRIEND, 'kw.evasive')).toBe(true);
  });

  it('CR 6.1.3 Scrap and Bounce (test actions): banishing a chosen item, returning a chosen character to its player’s hand', () => {
    const scrap = action('Scrap', 'Banish chosen item.');
    const bounce = action('Bounce', "Return chosen character to their player's hand.");
    const t = scenario({
      players: [{ hand: ['Scrap', 'Bounce'], ink: 2 }, { play: ['Dinglehopper', FOE] }],
      cards: [scrap, bounce],
    });
    t.play('Scrap');
    chooseIfAsked(t, 'Dinglehopper');
    expect(t.zone('Dinglehopper')).toBe('discard');
    t.play('Bounce');
    chooseIfAsked(t, FOE);
    expect(t.zone(FOE)).toBe('hand');
  });

  it('“Each opponent loses N lore. Gain N lore.” — sentences resolve in order (CR 6.1.2)', () => {
    const card = action('Tax', 'Each opponent loses 2 lore. Gain 1 lore.');
    const t = scenario({ players: [{ hand: ['Tax'], ink: 1 }, { lore: 5 }], cards: [card] });
    t.play('Tax');
    expect([t.lore(0), t.lore(1)]).toEqual([1, 3]);
  });

  it('CR 6.1.11 Rally (test action): the pronoun after readying a chosen character is that card', () => {
    const card = action('Rally', "Ready chosen character. They can't quest for the rest of this turn.");
    const t = scenario({
      players: [{ hand: ['Rally'], ink: 1, play: [{ name: FRIEND, exerted: true }] }, {}],
      cards: [card],
    });
    t.play('Rally');
    chooseIfAsked(t, FRIEND);
    expect(t.exerted(FRIEND)).toBe(false);
    expect(t.can('quest', FRIEND)).toBe(false);
  });

  it('songs compile with the Song classification and can be sung (CR 5.4.4)', () => {
    const card = action('Chorus', 'Draw a card.', { song: true, cost: 2 });
    expect(card.song).toBe(true);
    const t = scenario({ players: [{ hand: ['Chorus'], play: [FRIEND] }, {}], cards: [card] });
    t.play('Chorus', { singer: FRIEND });
    expect(t.count('hand', 0)).toBe(1);
    expect(t.exerted(FRIEND)).toBe(true);
  });
});

describe('triggered templates', () => {
  it('CR 6.2 Herald (test character): a play trigger makes each opponent lose lore', () => {
    const card = compiled('Herald', [
      ['Proclaim', 'When you play this character, each opponent loses 1 lore.'],
    ]);
    const t = scenario({ players: [{ hand: ['Herald - Template'], ink: 2 }, { lore: 3 }], cards: [card] });
    t.play('Herald - Template');
    t.declineAll();
    expect(t.lore(1)).toBe(2);
  });

  it('“Whenever this character quests, gain N lore.”', () => {
    const card = compiled('Scout', [['Forage', 'Whenever this character quests, gain 1 lore.']]);
    const t = scenario({ players: [{ play: ['Scout - Template'] }, {}], cards: [card] });
    t.quest('Scout - Template');
    t.declineAll();
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.1.4 Martyr (test character): the optional banish-trigger draw asks its controller', () => {
    const card = compiled('Martyr', [['Legacy', 'When this character is banished, you may draw a card.']]);
    const zap = action('Zap', 'Deal 5 damage to chosen character.');
    const t = scenario({
      players: [{ hand: ['Zap'], ink: 1 }, { play: ['Martyr - Template'] }],
      cards: [card, zap],
    });
    t.play('Zap');
    expect(t.zone('Martyr - Template')).toBe('discard');
    t.yes();
    expect(t.count('hand', 1)).toBe(1);
  });

  it('CR 6.2 Fan (test character): the action-play trigger watches its controller’s actions only', () => {
    const card = compiled('Fan', [['Applause', 'Whenever you play an action, gain 1 lore.']]);
    const study = action('Study', 'Draw a card.');
    const t = scenario({
      players: [{ hand: ['Study'], ink: 1, play: ['Fan - Template'] }, {}],
      cards: [card, study],
    });
    t.play('Study');
    t.declineAll();
    expect(t.lore(0)).toBe(1);
  });

  it('“…, you may … . If you do, …” is a sequence: the second part needs the first (CR 6.1.5.1)', () => {
    const card = compiled('Trader', [
      ['Barter', 'When you play this character, you may choose and discard a card. If you do, gain 2 lore.'],
    ]);
    const t = scenario({ players: [{ hand: ['Trader - Template', FOE], ink: 2 }, {}], cards: [card] });
    t.play('Trader - Template');
    t.yes();
    chooseIfAsked(t, FOE);
    expect(t.zone(FOE)).toBe('discard');
    expect(t.lore(0)).toBe(2);
    // Declining the first part skips the second.
    const u = scenario({ players: [{ hand: ['Trader - Template', FOE], ink: 2 }, {}], cards: [card] });
    u.play('Trader - Template');
    u.no();
    expect(u.zone(FOE)).toBe('hand');
    expect(u.lore(0)).toBe(0);
  });
});

describe('multi-sentence and structured templates', () => {
  it('CR 7.2.3 Seek (test action): looking at the top cards, revealing one character, the rest to the bottom', () => {
    const card = action(
      'Seek',
      'Look at the top 4 cards of your deck. You may reveal a character card and put it into your hand. Put the rest on the bottom of your deck in any order.',
    );
    const t = scenario({
      players: [
        { hand: ['Seek'], ink: 1, deck: ['Dragon Fire', FOE, 'Smash', 'Ransack', 'Maui - Demigod'] },
        {},
      ],
      cards: [card],
    });
    t.play('Seek');
    t.choose(FOE);
    t.declineAll();
    expect(t.names('hand', 0)).toEqual([FOE]);
    expect(t.names('deck', 0)[0]).toBe('Maui - Demigod');
  });

  it('“Choose one: • … • …” plays the chosen option only (CR 6.1.5.2)', () => {
    const card = compiled('Pick', ['Choose one:', '• Gain 2 lore.', '• Draw a card.'], {
      type: 'action',
      cost: 1,
      version: undefined,
      strength: undefined,
      willpower: undefined,
      lore: undefined,
      classifications: [],
    });
    expect(card.effect?.[0]).toMatchObject({ do: 'chooseOne' });
    const t = scenario({ players: [{ hand: ['Pick'], ink: 1 }, {}], cards: [card] });
    t.play('Pick');
    t.answer('0');
    expect([t.lore(0), t.count('hand', 0)]).toEqual([2, 0]);
    const u = scenario({ players: [{ hand: ['Pick'], ink: 1 }, {}], cards: [card] });
    u.play('Pick');
    u.answer('1');
    expect([u.lore(0), u.count('hand', 0)]).toEqual([0, 1]);
  });

  it('CR 5.2.6 Seer (test card): a named card revealed on top goes to hand', () => {
    const card = compiled('Seer', [
      [
        'Foresee',
        "{E} — Name a card, then reveal the top card of your deck. If it's the named card, put that card into your hand. Otherwise, put it on the top of your deck.",
      ],
    ]);
    const t = scenario({ players: [{ play: ['Seer - Template'], deck: [FOE] }, {}], cards: [card] });
    t.activate('Seer - Template');
    t.answer('Stitch');
    expect(t.zone(FOE)).toBe('hand');
    const u = scenario({ players: [{ play: ['Seer - Template'], deck: [FOE] }, {}], cards: [card] });
    u.activate('Seer - Template');
    u.answer('Ariel');
    expect(u.names('deck', 0)[0]).toBe(FOE);
  });

  it('“[A] or [B]” in a clause is a choice of the two (CR 6.1.5.2)', () => {
    const card = compiled('Mim', [['Bargain', 'When you play this character, banish her or gain 2 lore.']]);
    expect(card.abilities?.[0]).toMatchObject({ effect: [{ do: 'chooseOne' }] });
    const t = scenario({ players: [{ hand: ['Mim - Template'], ink: 2 }, {}], cards: [card] });
    t.play('Mim - Template');
    t.answer('1');
    expect([t.zone('Mim - Template'), t.lore(0)]).toEqual(['play', 2]);
    const u = scenario({ players: [{ hand: ['Mim - Template'], ink: 2 }, {}], cards: [card] });
    u.play('Mim - Template');
    u.answer('0');
    expect([u.zone('Mim - Template'), u.lore(0)]).toEqual(['discard', 0]);
  });

  it('“you may pay N {I} to …” pays first; without the ink nothing happens (CR 6.1.5.1)', () => {
    const card = compiled('Broker', [
      ['Deal', 'When you play this character, you may pay 1 {I} to gain 3 lore.'],
    ]);
    const t = scenario({ players: [{ hand: ['Broker - Template'], ink: 3 }, {}], cards: [card] });
    t.play('Broker - Template');
    t.yes();
    expect(t.lore(0)).toBe(3);
    const u = scenario({ players: [{ hand: ['Broker - Template'], ink: 2 }, {}], cards: [card] });
    u.play('Broker - Template');
    u.declineAll((d) => d.kind !== 'yes-no');
    if (u.game.state.decision) u.yes();
    expect(u.lore(0)).toBe(0);
  });

  it('CR 6.1.13.5 Inn (test location): the pronoun of a quest-here trigger is the questing character', () => {
    const card = compiled(
      'Inn',
      [['Rest', 'Whenever a character quests while here, remove up to 2 damage from them.']],
      {
        type: 'location',
        strength: undefined,
        willpower: 7,
        lore: 0,
        moveCost: 1,
        classifications: [],
      },
    );
    const trigger = card.abilities?.[0];
    expect(trigger).toMatchObject({ trigger: { on: 'quests', here: true } });
    const t = scenario({
      players: [{ play: ['Inn - Template', { name: FRIEND, damage: 2, at: 'Inn - Template' }] }, {}],
      cards: [card],
    });
    t.quest(FRIEND);
    t.answer(2);
    expect(t.damage(FRIEND)).toBe(0);
  });

  it('CR 1.5.5.3 Invite (test action): a cheap character is played from hand without paying', () => {
    const card = action('Invite', 'You may play a character with cost 4 or less for free.');
    const t = scenario({ players: [{ hand: ['Invite', FRIEND], ink: 1 }, {}], cards: [card] });
    t.play('Invite');
    t.yes();
    if (t.game.state.decision) t.choose(FRIEND);
    expect(t.zone(FRIEND)).toBe('play');
  });
});

describe('static, activated and keyword templates', () => {
  it('CR 6.4.3 Glider (test character): Evasive only during its controller’s turn', () => {
    const card = compiled('Glider', [['Updraft', 'During your turn, this character gains Evasive.']]);
    const t = scenario({ players: [{ play: ['Glider - Template'] }, {}], cards: [card] });
    expect(t.has('Glider - Template', 'kw.evasive')).toBe(true);
    t.endTurn();
    expect(t.has('Glider - Template', 'kw.evasive')).toBe(false);
  });

  it('“Your other Hero characters get +N {S}.” affects the others, not itself (CR 6.1.6)', () => {
    const card = compiled('Captain', [['Inspire', 'Your other Hero characters get +1 {S}.']]);
    const t = scenario({
      players: [{ play: ['Captain - Template', FRIEND] }, { play: [FOE] }],
      cards: [card],
    });
    expect(t.strength(FRIEND)).toBe(4);
    expect(t.strength('Captain - Template')).toBe(2);
    expect(t.strength(FOE, 1)).toBe(2);
  });

  it('“{E}, N {I} — Draw a card.” costs exerting and ink (CR 6.3)', () => {
    const card = compiled('Scholar', [['Read', '{E}, 1 {I} — Draw a card.']]);
    const t = scenario({ players: [{ play: ['Scholar - Template'], ink: 1 }, {}], cards: [card] });
    t.activate('Scholar - Template');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.exerted('Scholar - Template')).toBe(true);
    expect(t.can('activate', 'Scholar - Template')).toBe(false);
  });

  it('keyword lines with values: “Shift N {I}”, “Challenger +N”, “Resist +N”, “Singer N”', () => {
    const card = compiled('Stitch', ['Shift 3 {I}', 'Challenger +2', 'Resist +1', 'Singer 5'], {
      version: 'Template',
      cost: 5,
    });
    expect(card.keywords).toEqual([
      { keyword: 'shift', cost: { ink: 3 } },
      { keyword: 'challenger', value: 2 },
      { keyword: 'resist', value: 1 },
      { keyword: 'singer', value: 5 },
    ]);
    const t = scenario({
      players: [{ hand: ['Stitch - Template'], ink: 3, play: [FOE] }, {}],
      cards: [card],
    });
    t.play('Stitch - Template', { onto: FOE });
    expect(t.zone('Stitch - Template')).toBe('play');
    expect(t.has('Stitch - Template', 'kw.resist')).toBe(true);
  });

  it('“This character enters play exerted.” (CR 6.7.8)', () => {
    const card = compiled('Sleeper', [['Yawn', 'This character enters play exerted.']]);
    const t = scenario({ players: [{ hand: ['Sleeper - Template'], ink: 2 }, {}], cards: [card] });
    t.play('Sleeper - Template');
    expect(t.exerted('Sleeper - Template')).toBe(true);
  });

  it('CR 3.2.1.1 Statue (test character): the no-ready condition on hand size holds in the Ready step', () => {
    const card = compiled('Statue', [
      ['Stone', "If you have 2 or more cards in your hand, this character can't ready."],
    ]);
    const t = scenario({
      players: [{ play: [{ name: 'Statue - Template', exerted: true }], hand: [FOE, FRIEND] }, {}],
      cards: [card],
    });
    t.endTurn();
    t.endTurn();
    expect(t.exerted('Statue - Template')).toBe(true);
    const u = scenario({
      players: [{ play: [{ name: 'Statue - Template', exerted: true }] }, {}],
      cards: [card],
    });
    u.endTurn();
    u.endTurn();
    expect(u.exerted('Statue - Template')).toBe(false);
  });

  it('CR 6.1.8 Hoarder (test character): Strength per card in hand is counted continuously', () => {
    const card = compiled('Hoarder', [['Stash', 'This character gets +1 {S} for each card in your hand.']]);
    const t = scenario({
      players: [{ play: ['Hoarder - Template'], hand: [FOE, FRIEND], ink: 2 }, {}],
      cards: [card],
    });
    expect(t.strength('Hoarder - Template')).toBe(4);
    t.ink(FOE);
    expect(t.strength('Hoarder - Template')).toBe(3);
  });

  it('CR 6.1.6 Rallier (test character): the boost counts the other characters you have in play', () => {
    const card = compiled('Rallier', [
      [
        'Muster',
        'When you play this character, chosen character gets +1 {S} this turn for each other character you have in play.',
      ],
    ]);
    const t = scenario({
      players: [{ hand: ['Rallier - Template'], ink: 2, play: [FRIEND, FOE] }, {}],
      cards: [card],
    });
    t.play('Rallier - Template');
    t.choose(FRIEND);
    // Two other characters: Rallier itself does not count.
    expect(t.strength(FRIEND)).toBe(3 + 2);
  });

  it('a phrase outside the grammar is reported, not guessed', () => {
    const result = compilePrinting({
      ...base,
      id: 'x',
      name: 'X',
      lines: [{ name: 'Odd', body: 'Juggle three cards.' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.phrase).toBe('Juggle three cards');
  });
});
