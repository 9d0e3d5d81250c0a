/** Replacement effects and resolving (CR 6.5, 6.7): one scenario per rule number. */
import { describe, expect, it } from 'vitest';
import { chosen, item, yourCharacter } from '../../cards/phrases.js';
import { eventIndex, movedTo, testAction, testCharacter } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

const BEAST = 'Beast - Selfless Protector';
const FLOUNDER = 'Flounder - Voice of Reason';

/** The next time chosen character of yours would be dealt damage, it takes none instead. */
const shelter = testAction('shelter', 'Shelter', [
  { do: 'preventNextDamage', target: chosen(yourCharacter), duration: 'untilStartOfYourNextTurn' },
]);

/** If you have an item in play, draw a card for each character you have in play. */
const tally = testAction('tally', 'Tally', [
  {
    do: 'if',
    if: { test: 'youHave', youHave: item },
    steps: [{ do: 'draw', amount: { count: { type: 'character', owner: 'you' } } }],
  },
]);

/** When played, you may play an action with cost 2 or less from your hand for free. */
const conductor = testCharacter('conductor', 'Conductor', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Encore',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'playCard',
          card: { choose: { type: 'action', cost: { atMost: 2 } }, zone: 'hand' },
          free: true,
          may: true,
        },
      ],
    },
  ],
});
/** Whenever you play another character, gain 1 lore. */
const fan = testCharacter('fan', 'Fan', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Cheer',
      trigger: { on: 'played', subject: { type: 'character', owner: 'you', other: true } },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
});

/** Whenever this character takes damage, gain 1 lore. */
const sore = testCharacter('sore', 'Sore', {
  abilities: [
    { kind: 'triggered', name: 'Ouch', trigger: { on: 'damaged' }, effect: [{ do: 'gainLore', amount: 1 }] },
  ],
});

/** P1 protects `protect` with Beast; P2 deals 2 damage to it with Fire the Cannons!. */
function fireAt(protect: string, protector = true) {
  const t = scenario({
    cards: [shelter, sore],
    players: [
      { play: [...(protector ? [BEAST] : []), protect], hand: ['Shelter'], ink: 1 },
      { hand: ['Fire the Cannons!'], ink: 1 },
    ],
  });
  return t;
}

describe('CR 6.5, 6.7 replacement effects and resolving (coverage)', () => {
  it('CR 6.5.1 a replacement effect waits for its event and replaces it: Beast takes the damage instead', () => {
    const t = fireAt(FLOUNDER);
    t.endTurn();
    t.play('Fire the Cannons!');
    t.choose(FLOUNDER);
    t.declineAll();
    expect([t.damage(FLOUNDER), t.damage(BEAST)]).toEqual([0, 2]);
  });

  it('CR 6.5.4 a replaced event never happens: no damage, no banish, no “takes damage” trigger for the protected character', () => {
    const t = fireAt('Gramma Tala - Storyteller');
    t.endTurn();
    t.play('Fire the Cannons!');
    t.choose('Gramma Tala - Storyteller');
    const damaged = t.events.filter((e) => e.type === 'damaged').map((e) => [e.card, e.kind]);
    expect(damaged).toEqual([[t.id(BEAST), 'put']]);
    // Tala is not banished, so her “when banished” ability never asks.
    expect(t.decision).toBeNull();
    expect(t.zone('Gramma Tala - Storyteller')).toBe('play');
    // Its “takes damage” trigger doesn't happen either; unprotected, it does.
    const lore = (protector: boolean) => {
      const u = fireAt('Sore - Test Card', protector);
      u.endTurn();
      u.play('Fire the Cannons!');
      if (protector) u.choose('Sore - Test Card');
      u.declineAll();
      return u.lore(0);
    };
    expect([lore(true), lore(false)]).toEqual([0, 1]);
  });

  it('CR 6.5.7 / CR 6.5.7.2 with two other replacements, the affected card’s player chooses which applies', () => {
    const run = (which: 'prevent' | 'beast') => {
      const t = fireAt(FLOUNDER);
      t.play('Shelter');
      t.choose(FLOUNDER);
      t.endTurn();
      t.play('Fire the Cannons!');
      t.choose(FLOUNDER);
      expect(t.decision?.player).toBe(0);
      expect(t.decision?.options).toHaveLength(2);
      const i = t.decision!.labels!.findIndex((l) => l.includes('Beast'));
      t.answer(t.decision!.options[which === 'beast' ? i : 1 - i]);
      return [t.damage(FLOUNDER), t.damage(BEAST)];
    };
    expect(run('beast')).toEqual([0, 2]);
    expect(run('prevent')).toEqual([0, 0]);
  });

  it('CR 6.5.7.1 a self-replacement applies first, without a choice: the Mine’s 2 damage then goes to Beast', () => {
    const t = scenario({
      players: [
        { play: ["Seven Dwarfs' Mine - Secure Fortress"], hand: ['Sleepy - Sluggish Knight'], ink: 4 },
        { play: [BEAST, 'Olaf - Friendly Snowman'] },
      ],
    });
    t.play('Sleepy - Sluggish Knight');
    t.no();
    t.move('Sleepy - Sluggish Knight', "Seven Dwarfs' Mine - Secure Fortress");
    t.yes();
    t.choose('Olaf - Friendly Snowman');
    expect(t.decision).toBeNull();
    expect([t.damage('Olaf - Friendly Snowman'), t.damage(BEAST)]).toEqual([0, 2]);
  });

  it('CR 6.7.1 a played character, item or location enters the Play zone at once', () => {
    const t = scenario({
      players: [{ hand: ['Stitch - New Dog', 'Dinglehopper', 'Pride Lands - Pride Rock'], ink: 4 }, {}],
    });
    for (const name of ['Stitch - New Dog', 'Dinglehopper', 'Pride Lands - Pride Rock']) {
      t.play(name);
      expect(movedTo(t, t.id(name), 'play')).toBe(eventIndex(t, (e) => e.type === 'moved'));
      expect(t.zone(name)).toBe('play');
    }
  });

  it('CR 6.7.1.1 a character played with Shift is put on top of the character it shifts onto', () => {
    const t = scenario({
      players: [{ play: ['Tinker Bell - Tiny Tactician'], hand: ['Tinker Bell - Giant Fairy'], ink: 4 }, {}],
    });
    t.play('Tinker Bell - Giant Fairy', { onto: 'Tinker Bell - Tiny Tactician' });
    t.declineAll();
    const under = t.id('Tinker Bell - Tiny Tactician');
    expect(t.zone(under)).toBe('under');
    expect(t.ctx.card(under).attachedTo).toBe(t.id('Tinker Bell - Giant Fairy'));
    expect(t.names('play', 0)).toEqual(['Tinker Bell - Giant Fairy']);
  });

  it('CR 6.7.2 an effect resolves with its modifiers, then its instructions in order: Resist cuts the damage, the draw still happens', () => {
    const t = scenario({
      players: [{ hand: ['Let the Storm Rage On'], ink: 3 }, { play: ['Banner - Test Card'] }],
    });
    t.play('Let the Storm Rage On');
    t.declineAll();
    expect(t.damage('Banner - Test Card')).toBe(0);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.7.2.1 the “for each” number is counted, then the “if” is checked: false means no effect', () => {
    const drawn = (play: string[]) => {
      const t = scenario({ cards: [tally], players: [{ play, hand: ['Tally'], ink: 1 }, {}] });
      t.play('Tally');
      t.declineAll();
      return t.count('hand', 0);
    };
    expect(drawn(['Stitch - New Dog', 'Olaf - Friendly Snowman'])).toBe(0);
    expect(drawn(['Stitch - New Dog', 'Olaf - Friendly Snowman', 'Dinglehopper'])).toBe(2);
  });

  it('CR 6.7.2.2 replacement effects apply before damage modifiers: Beast takes the full 2 despite Resist +2', () => {
    const damage = (protector: boolean) => {
      const t = scenario({
        players: [
          { play: ['Banner - Test Card', FLOUNDER, ...(protector ? [BEAST] : [])] },
          { hand: ['Fire the Cannons!'], ink: 1 },
        ],
        active: 1,
      });
      t.play('Fire the Cannons!');
      t.choose(FLOUNDER);
      t.declineAll();
      return [t.damage(FLOUNDER), protector ? t.damage(BEAST) : 0];
    };
    expect(damage(false)).toEqual([0, 0]);
    expect(damage(true)).toEqual([0, 2]);
  });

  it('CR 6.7.7.1 an action played by a resolving ability resolves before the triggered abilities waiting in the bag', () => {
    const t = scenario({
      cards: [conductor, fan],
      players: [
        { play: ['Fan - Test Card'], hand: ['Conductor - Test Card', 'Fire the Cannons!'], ink: 2 },
        { play: ['Olaf - Friendly Snowman'] },
      ],
    });
    t.play('Conductor - Test Card');
    expect(t.pending).toHaveLength(2);
    t.pick('Encore');
    t.yes();
    t.declineAll((d) => d.kind !== 'yes-no' && d.options.includes(t.id('Olaf - Friendly Snowman')));
    t.choose('Olaf - Friendly Snowman');
    t.declineAll();
    const gained = eventIndex(t, (e) => e.type === 'lore-gained');
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
    expect(t.lore(0)).toBe(1);
    expect(eventIndex(t, (e) => e.type === 'damaged')).toBeLessThan(gained);
    expect(movedTo(t, t.id('Fire the Cannons!'), 'discard')).toBeLessThan(gained);
  });
});
