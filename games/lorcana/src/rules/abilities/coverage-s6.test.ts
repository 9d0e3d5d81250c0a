/** Abilities (CR 6.1–6.4, 6.6): one scenario per rule number. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { chosen, item, yourCharacter } from '../../cards/phrases.js';
import { cardOf } from '../../engine/state/board.js';
import { exertedInk, testAction, testCharacter, testLocation } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

/** Two abilities: a static +1 Strength and a quest trigger that draws. */
const twoFold = testCharacter('two-fold', 'Two Fold', {
  abilities: [
    { kind: 'static', name: 'Sturdy', effect: { modify: 'strength', amount: 1, to: 'self' } },
    { kind: 'triggered', name: 'Scout', trigger: { on: 'quests' }, effect: [{ do: 'draw', amount: 1 }] },
  ],
});

/** “[A] to [B]”: pay 2 ink to draw 2 cards. */
const bargain = testAction('bargain', 'Bargain', [
  { do: 'payInk', amount: 2 },
  { do: 'draw', amount: 2, if: 'youDid' },
]);

const rusher = testCharacter('rusher', 'Rusher', { cost: 1, keywords: [{ keyword: 'rush' }] });
const plain = testCharacter('plain', 'Plain', { cost: 1 });

/** +2 Strength this turn, and +1 Lore until the start of your next turn, to chosen character of yours. */
const pumpUp = testAction('pump-up', 'Pump Up', [
  { do: 'modify', target: chosen(yourCharacter), stat: 'strength', amount: 2, duration: 'thisTurn' },
  { do: 'modify', target: 'it', stat: 'lore', amount: 1, duration: 'untilStartOfYourNextTurn' },
]);

/** At the end of your turn, gain 1 lore; the first time each turn one of your characters quests, draw. */
const herald = testCharacter('herald', 'Herald', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Dusk',
      trigger: { on: 'endOfTurn' },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
    {
      kind: 'triggered',
      name: 'First Steps',
      trigger: { on: 'quests', subject: yourCharacter },
      firstTimeEachTurn: true,
      effect: [{ do: 'draw', amount: 1 }],
    },
  ],
});

/** A location with “1 ink — draw a card”. */
const library = testLocation('library6', 'Reading Room', {
  abilities: [{ kind: 'activated', name: 'Study', cost: { ink: 1 }, effect: [{ do: 'draw', amount: 1 }] }],
});

/** +2 Strength if you have an item in play. */
const tinkerer = testCharacter('tinkerer', 'Tinkerer', {
  abilities: [
    {
      kind: 'static',
      name: 'Gadgets',
      condition: { test: 'youHave', youHave: item },
      effect: { modify: 'strength', amount: 2, to: 'self' },
    },
  ],
});

/** Chosen location gets +2 Willpower this turn. */
const shore = testAction('shore', 'Shore Up', [
  { do: 'modify', target: chosen({ type: 'location' }), stat: 'willpower', amount: 2, duration: 'thisTurn' },
]);

describe('CR 6.1–6.4, 6.6 abilities (coverage)', () => {
  it('CR 6.1.1.1 a card can have several abilities, each working on its own', () => {
    const t = scenario({ cards: [twoFold], players: [{ play: ['Two Fold - Test Card'] }, {}] });
    expect(t.strength('Two Fold - Test Card')).toBe(3);
    t.quest('Two Fold - Test Card');
    t.declineAll();
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.1.2 the sentences resolve in order, each as much as it can: no character to damage, the card is still drawn', () => {
    const t = scenario({ players: [{ hand: ['Let the Storm Rage On'], ink: 3 }, {}] });
    t.play('Let the Storm Rage On');
    t.declineAll();
    expect(t.count('hand', 0)).toBe(1);
    const u = scenario({
      players: [{ hand: ['Let the Storm Rage On'], ink: 3 }, { play: ['Stitch - New Dog'] }],
    });
    u.play('Let the Storm Rage On');
    u.declineAll();
    const types = u.events.map((e) => e.type);
    expect(types.indexOf('damaged')).toBeLessThan(types.indexOf('drew'));
  });

  it('CR 6.1.5 a sequential effect needs its cost paid as it resolves: no ink, no draw', () => {
    const drawn = (ink: number) => {
      const t = scenario({ cards: [bargain], players: [{ hand: ['Bargain'], ink }, {}] });
      t.play('Bargain');
      t.declineAll();
      return [t.count('hand', 0), exertedInk(t, 0)];
    };
    expect(drawn(3)).toEqual([2, 3]);
    expect(drawn(2)).toEqual([0, 1]);
  });

  it('CR 6.1.9 a keyword stands for its ability: Rush lets a character challenge the turn it is played', () => {
    const challengers = (name: string) => {
      const t = scenario({
        cards: [rusher, plain],
        players: [{ hand: [name], ink: 1 }, { play: [{ name: 'Stitch - New Dog', exerted: true }] }],
      });
      t.play(name);
      return t.can('challenge', name);
    };
    expect(challengers('Rusher - Test Card')).toBe(true);
    expect(challengers('Plain - Test Card')).toBe(false);
  });

  it('CR 6.1.13 durations: a this-turn effect ends with the turn, an until-your-next-turn effect lasts through the next', () => {
    const t = scenario({
      cards: [pumpUp],
      players: [{ play: ['Stitch - New Dog'], hand: ['Pump Up'], ink: 1 }, {}],
    });
    t.play('Pump Up');
    t.declineAll();
    expect([t.strength('Stitch - New Dog'), t.loreValue('Stitch - New Dog')]).toEqual([4, 2]);
    t.endTurn();
    expect([t.strength('Stitch - New Dog'), t.loreValue('Stitch - New Dog')]).toEqual([2, 2]);
    t.endTurn();
    expect(t.loreValue('Stitch - New Dog')).toBe(1);
  });

  it('CR 6.1.14 a revealed card is shown to every player', () => {
    const t = scenario({ players: [{ play: ["The Sorcerer's Hat"], deck: ['Smash'], ink: 1 }, {}] });
    t.activate("The Sorcerer's Hat");
    t.answer('Stitch');
    const shown = t.events.find((e) => e.type === 'revealed');
    expect(shown).toMatchObject({ cards: [t.id('Smash')], to: [0, 1] });
    expect(t.zone('Smash')).toBe('deck');
  });

  it('CR 6.1.14.1 only cards of the group the effect names (the top 5) are revealed, to all players', () => {
    const t = scenario({
      players: [
        {
          hand: ['Look at This Family'],
          deck: [
            'Smash',
            'Stitch - New Dog',
            'Fire the Cannons!',
            'Dinglehopper',
            'Be Prepared',
            'Maui - Demigod',
          ],
          ink: 7,
        },
        {},
      ],
    });
    t.play('Look at This Family');
    expect(t.decision?.options).not.toContain(t.id('Maui - Demigod'));
    t.choose('Stitch - New Dog');
    t.declineAll();
    const shown = [...t.events].reverse().find((e) => e.type === 'revealed');
    expect(shown).toMatchObject({ cards: [t.id('Stitch - New Dog')], to: [0, 1] });
    expect(t.zone('Stitch - New Dog')).toBe('hand');
  });

  it('CR 6.2.2 trigger conditions: “at the end of” fires in the End-of-Turn phase; “the first time” once a turn', () => {
    const t = scenario({
      cards: [herald],
      players: [{ play: ['Herald - Test Card', 'Stitch - New Dog', 'Olaf - Friendly Snowman'] }, {}],
    });
    t.quest('Stitch - New Dog');
    t.declineAll();
    t.quest('Olaf - Friendly Snowman');
    t.declineAll();
    expect(t.count('hand', 0)).toBe(1);
    expect(t.lore(0)).toBe(2);
    t.endTurn();
    t.declineAll();
    expect(t.lore(0)).toBe(3);
  });

  it('CR 6.3.1 an activated ability is used in its player’s Main phase by paying its cost', () => {
    const t = scenario({
      cards: [library],
      players: [{ play: ['Reading Room - Test Card'], ink: 1 }, { ink: 1 }],
    });
    t.activate('Reading Room - Test Card');
    t.declineAll();
    expect([t.count('hand', 0), exertedInk(t, 0)]).toEqual([1, 1]);
    expect(t.can('activate', 'Reading Room - Test Card')).toBe(false);
    t.endTurn();
    const before = JSON.stringify(t.game.state);
    const act = { type: 'activate', player: 0, card: t.id('Reading Room - Test Card'), ability: 0 };
    expect(() => t.act(act)).toThrow(IllegalActionError);
    expect(() => t.act(act)).toThrow(/\(4\.4\)/);
    expect(JSON.stringify(t.game.state)).toBe(before);
  });

  it('CR 6.3.2 no activated ability can be used while an effect waits to resolve', () => {
    const t = scenario({
      players: [
        { play: ['Wanderer - Test Card', 'Dinglehopper', { name: 'Stitch - New Dog', damage: 1 }] },
        {},
      ],
    });
    expect(t.can('activate', 'Dinglehopper')).toBe(true);
    t.quest('Wanderer - Test Card');
    expect(t.decision).not.toBeNull();
    expect(t.legal().some((a) => a.type === 'activate')).toBe(false);
    t.no();
    expect(t.can('activate', 'Dinglehopper')).toBe(true);
  });

  it('CR 6.4.2 static effects come from a card in play (no duration) and from a resolved effect (with one)', () => {
    const t = scenario({
      cards: [pumpUp],
      players: [
        {
          play: ['Grand Duke - Advisor to the King', 'Tiana - Celebrating Princess'],
          hand: ['Pump Up'],
          ink: 1,
        },
        {},
      ],
    });
    const base = t.strength('Tiana - Celebrating Princess');
    t.play('Pump Up');
    t.choose('Tiana - Celebrating Princess');
    expect(t.strength('Tiana - Celebrating Princess')).toBe(base + 2);
    t.endTurn();
    t.endTurn();
    // The resolved effect has ended; Grand Duke's static still applies while he is in play.
    expect(t.strength('Tiana - Celebrating Princess')).toBe(base);
    const printed = cardOf(t.ctx, t.id('Tiana - Celebrating Princess')).strength ?? 0;
    expect(base).toBe(printed + 1);
  });

  it('CR 6.4.4 a conditional static switches on as soon as its condition is true', () => {
    const t = scenario({
      cards: [tinkerer],
      players: [{ play: ['Tinkerer - Test Card'], hand: ['Dinglehopper'], ink: 1 }, {}],
    });
    expect(t.strength('Tinkerer - Test Card')).toBe(2);
    t.play('Dinglehopper');
    expect(t.strength('Tinkerer - Test Card')).toBe(4);
  });

  it('CR 6.6.1 effects modify characteristics of characters and of locations in play', () => {
    const t = scenario({
      cards: [shore],
      players: [
        {
          play: ['Pride Lands - Pride Rock', { name: 'Stitch - New Dog', at: 'Pride Lands - Pride Rock' }],
          hand: ['Shore Up'],
          ink: 1,
        },
        {},
      ],
    });
    expect(t.willpower('Stitch - New Dog')).toBe(4);
    t.play('Shore Up');
    t.declineAll();
    expect(t.willpower('Pride Lands - Pride Rock')).toBe(9);
  });
});
