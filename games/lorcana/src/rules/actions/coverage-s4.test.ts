/** Turn actions (CR 4): inking triggers, the steps of each process, restrictions; one scenario each. */
import { canSee } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { describeCard } from '../../cards/describe.js';
import type { Trigger } from '../../cards/vocabulary-abilities.js';
import type { Effect } from '../../cards/vocabulary-effects.js';
import { scenario } from '../../testing/scenario.js';
import { testCharacter } from '../../testing/test-cards.js';

/** “Whenever a card is put into your inkwell, you may draw a card.” */
const scribe = testCharacter('s4-scribe', 'Scribe', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Ledger',
      trigger: { on: 'inked' },
      effect: [{ do: 'draw', amount: 1, may: true }],
    },
  ],
});

/** A 2/3 test character with one triggered ability. */
function fighter(id: string, name: string, trigger: Trigger, effect: Effect, strength = 2): LorcanaCard {
  return testCharacter(`s4-${id}`, name, {
    strength,
    abilities: [{ kind: 'triggered', name: `${name} Trigger`, trigger, effect }],
  });
}

/** Whenever this character challenges, gain 1 lore. */
const brute = fighter('brute', 'Brute', { on: 'challenges' }, [{ do: 'gainLore', amount: 1 }]);
/** Whenever this character challenges, banish chosen opposing character. */
const raider = fighter('raider', 'Raider', { on: 'challenges' }, [
  { do: 'banish', target: { choose: { type: 'character', owner: 'opponent' } } },
]);
/** Whenever this character challenges, banish this character (it leaves the challenge). */
const coward = fighter('coward', 'Coward', { on: 'challenges' }, [{ do: 'banish', target: 'self' }]);
/** Whenever this character is challenged, gain 1 lore. */
const sentry = fighter('sentry', 'Sentry', { on: 'challenged' }, [{ do: 'gainLore', amount: 1 }], 1);

const cards = [scribe, brute, raider, coward, sentry];
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

describe('CR 4 turn actions (coverage, part 2)', () => {
  it('CR 4.2.2 a trigger from inking resolves before the ink turn action is complete', () => {
    const t = scenario({
      cards,
      players: [
        { play: ['Scribe - Test Card'], hand: ['Stitch - New Dog', 'Olaf - Friendly Snowman'], ink: 1 },
        {},
      ],
    });
    t.ink('Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('inkwell');
    // The trigger waits for its answer; no other turn action can start meanwhile (CR 4.1.2).
    expect(t.decision?.kind).toBe('yes-no');
    expect(t.legal().every((a) => a.type === 'answer' || a.type === 'concede')).toBe(true);
    t.yes();
    expect(types(t.events)).toContain('drew');
    expect(t.count('hand', 0)).toBe(2);
    expect(t.can('play', 'Olaf - Friendly Snowman')).toBe(true);
  });

  it('CR 4.2.2 the inked event comes first, the triggered ability after the card is in the inkwell', () => {
    const t = scenario({
      players: [{ play: ['Gramma Tala - Spirit of the Ocean'], hand: ['Stitch - New Dog'] }, {}],
    });
    t.ink('Stitch - New Dog');
    const order = types(t.events);
    expect(order.indexOf('inked')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('inked')).toBeLessThan(order.indexOf('lore-gained'));
    expect(t.lore(0)).toBe(1);
    expect(describeCard(scribe)).toEqual([
      'Ledger — Whenever a card is put into your inkwell, you may draw a card.',
    ]);
  });

  it('CR 4.2.1 / CR 4.2.1.2 a card without the inkwell symbol can’t be inked: the action is illegal and nothing changes', () => {
    const t = scenario({ players: [{ hand: ['Hydra - Deadly Serpent'] }, {}] });
    const hydra = t.id('Hydra - Deadly Serpent');
    expect(t.can('ink', hydra)).toBe(false);
    expect(t.attempt({ type: 'ink', player: 0, card: hydra })).toEqual({
      illegal: true,
      rule: '4.2',
      unchanged: true,
    });
  });

  it('CR 4.1.1 turn actions may be repeated in a turn, except inking', () => {
    const t = scenario({
      players: [
        {
          play: ['Olaf - Friendly Snowman', 'Stitch - New Dog'],
          hand: [
            'Mickey Mouse - True Friend',
            'Minnie Mouse - Beloved Princess',
            'Flounder - Voice of Reason',
            'Ariel - On Human Legs',
          ],
          ink: 9,
        },
        {},
      ],
    });
    t.quest('Olaf - Friendly Snowman');
    t.quest('Stitch - New Dog');
    expect(t.lore(0)).toBe(2);
    t.play('Mickey Mouse - True Friend');
    t.play('Minnie Mouse - Beloved Princess');
    expect(t.count('play', 0)).toBe(4);
    t.ink('Flounder - Voice of Reason');
    expect(t.can('ink', 'Ariel - On Human Legs')).toBe(false);
  });

  it('CR 4.1.2 only the active player takes turn actions: another player’s is refused and changes nothing', () => {
    const t = scenario({ players: [{}, { play: ['Olaf - Friendly Snowman'] }] });
    const olaf = t.id('Olaf - Friendly Snowman');
    expect(t.attempt({ type: 'quest', player: 1, card: olaf })).toEqual({
      illegal: true,
      rule: '4.5',
      unchanged: true,
    });
    expect(t.lore(1)).toBe(0);
  });

  it('CR 4.1.4 a turn action that can’t be completed is illegal and the game returns to just before it', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Stitch - New Dog', drying: true }] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    expect(
      t.attempt({
        type: 'challenge',
        player: 0,
        card: t.id('Stitch - New Dog'),
        target: t.id('Olaf - Friendly Snowman'),
      }),
    ).toEqual({ illegal: true, rule: '4.6', unchanged: true });
  });

  it('CR 4.3.1 / CR 4.3.2.1 a card is played from hand: announced, revealed to all, then paid for', () => {
    const t = scenario({
      players: [{ hand: ['Stitch - New Dog'], discard: ['Olaf - Friendly Snowman'], ink: 2 }, {}],
    });
    expect(t.can('play', 'Olaf - Friendly Snowman')).toBe(false);
    const stitch = t.id('Stitch - New Dog');
    expect(canSee(t.game, 1, stitch)).toBe(false);
    t.play('Stitch - New Dog');
    expect(canSee(t.game, 1, stitch)).toBe(true);
    expect(t.events.find((e) => e.type === 'played')).toMatchObject({ card: stitch, player: 0 });
    expect(t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped)).toHaveLength(1);
  });

  it('CR 4.3.3 / CR 4.3.4 / CR 4.1.5 a “when you play” trigger resolves only once the card is paid for and in play', () => {
    const t = scenario({ players: [{ hand: ['Mickey Mouse - Detective'], ink: 3 }, {}] });
    t.play('Mickey Mouse - Detective');
    expect(t.decision?.kind).toBe('yes-no');
    expect(t.zone('Mickey Mouse - Detective')).toBe('play');
    expect(t.ctx.cards('inkwell', 0).every((c) => t.ctx.card(c).tapped)).toBe(true);
    t.yes();
    expect(t.count('inkwell', 0)).toBe(4);
  });

  it('CR 4.3.5 singing a song doesn’t change its ink cost', () => {
    const t = scenario({
      players: [
        { play: ['Cinderella - Gentle and Kind'], hand: ['Grab Your Sword'] },
        { play: ['Olaf - Friendly Snowman'] },
      ],
    });
    const song = t.id('Grab Your Sword');
    t.play('Grab Your Sword', { singer: 'Cinderella - Gentle and Kind' });
    expect(t.exerted('Cinderella - Gentle and Kind')).toBe(true);
    expect(t.ctx.stat(song, 'cost')).toBe(5);
    expect(t.zone(song)).toBe('discard');
  });

  it('CR 4.4.1 only abilities of cards in play can be activated', () => {
    const t = scenario({ players: [{ hand: ['Dinglehopper'], ink: 1 }, {}] });
    expect(t.can('activate', 'Dinglehopper')).toBe(false);
    t.play('Dinglehopper');
    expect(t.can('activate', 'Dinglehopper')).toBe(true);
  });

  it('CR 4.4.2.1 only a dry character can pay an exert cost', () => {
    const t = scenario({
      players: [
        {
          play: [
            { name: 'Cinderella - Gentle and Kind', drying: true },
            { name: 'Aurora - Regal Princess', damage: 1 },
          ],
        },
        {},
      ],
    });
    expect(
      t.attempt({
        type: 'activate',
        player: 0,
        card: t.id('Cinderella - Gentle and Kind'),
        ability: 0,
      }),
    ).toEqual({ illegal: true, rule: '4.4', unchanged: true });
  });

  it('CR 4.4.3.1 the player announces which ability they use: only that one’s cost and effect happen', () => {
    const t = scenario({
      players: [{ play: ['Fang Crossbow'], ink: 2 }, { play: ['Olaf - Friendly Snowman'] }],
    });
    t.activate('Fang Crossbow', 0);
    expect(t.zone('Fang Crossbow')).toBe('play');
    expect(t.strength('Olaf - Friendly Snowman')).toBe(0);
  });

  it('CR 4.4.3 / CR 4.4.3.2 / CR 4.4.3.3 the total cost of an ability is its ink cost: exactly that much ink is exerted, and less ink can’t pay it', () => {
    const short = scenario({
      players: [{ play: ['Fang Crossbow'], ink: 1 }, { play: ['Olaf - Friendly Snowman'] }],
    });
    expect(short.can('activate', 'Fang Crossbow', { ability: 0 })).toBe(false);
    const t = scenario({
      players: [{ play: ['Fang Crossbow'], ink: 3 }, { play: ['Olaf - Friendly Snowman'] }],
    });
    t.activate('Fang Crossbow', 0);
    expect(t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped)).toHaveLength(2);
    expect(t.exerted('Fang Crossbow')).toBe(true);
  });

  it('CR 4.4.5 triggers from using an ability resolve after its effect', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Tinker Bell - Very Clever Fairy',
            'Magic Golden Flower',
            { name: 'Maui - Demigod', damage: 4 },
          ],
        },
        {},
      ],
    });
    t.activate('Magic Golden Flower');
    // The effect's own questions come first, then the trigger from banishing the item.
    t.choose('Maui - Demigod');
    expect(t.decision?.kind).toBe('number');
    t.answer(3);
    expect(t.damage('Maui - Demigod')).toBe(1);
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    expect(t.zone('Magic Golden Flower')).toBe('inkwell');
  });

  it('CR 4.5.1.1 the player declares the questing character: only it exerts and gives its lore', () => {
    const t = scenario({ players: [{ play: ['Olaf - Friendly Snowman', 'Maui - Demigod'] }, {}] });
    t.quest('Maui - Demigod');
    expect(t.exerted('Maui - Demigod')).toBe(true);
    expect(t.exerted('Olaf - Friendly Snowman')).toBe(false);
    expect(t.lore(0)).toBe(t.loreValue('Maui - Demigod'));
  });

  it('CR 4.5.3 the quest is complete only once its triggered abilities have resolved', () => {
    const t = scenario({ players: [{ play: ['Wanderer - Test Card', 'Olaf - Friendly Snowman'] }, {}] });
    t.quest('Wanderer - Test Card');
    expect(t.decision?.kind).toBe('yes-no');
    expect(t.can('quest', 'Olaf - Friendly Snowman')).toBe(false);
    t.no();
    expect(t.can('quest', 'Olaf - Friendly Snowman')).toBe(true);
  });

  it('CR 4.6.2 only the challenger and the challenged are in the challenge: a bystander banished meanwhile was not banished in a challenge', () => {
    const t = scenario({
      cards,
      players: [
        { play: ['Raider - Test Card'] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }, 'Marshmallow - Persistent Guardian'] },
      ],
    });
    t.challenge('Raider - Test Card', 'Olaf - Friendly Snowman');
    t.choose('Marshmallow - Persistent Guardian');
    expect(t.zone('Marshmallow - Persistent Guardian')).toBe('discard');
    expect(t.events.find((e) => e.type === 'banished')).toMatchObject({ inChallenge: false });
    // Marshmallow's “banished in a challenge” ability did not trigger.
    expect(t.decision).toBeNull();
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
  });

  it('CR 4.6.3 the Declaration step and its triggers come before the Damage step; CR 4.6.6 then damage is dealt', () => {
    const t = scenario({
      cards,
      players: [
        { play: ['Brute - Test Card'] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    t.challenge('Brute - Test Card', 'Olaf - Friendly Snowman');
    const order = t.events.map((e) => e.type);
    expect(order.indexOf('challenged')).toBeLessThan(order.indexOf('lore-gained'));
    expect(order.indexOf('lore-gained')).toBeLessThan(order.indexOf('damaged'));
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
  });

  it('CR 4.6.4 / CR 4.6.4.3 challenging restrictions are checked: a character without Evasive can’t challenge an Evasive one', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: [{ name: 'Peter Pan - Never Landing', exerted: true }] },
      ],
    });
    expect(
      t.attempt({
        type: 'challenge',
        player: 0,
        card: t.id('Stitch - New Dog'),
        target: t.id('Peter Pan - Never Landing'),
      }),
    ).toEqual({ illegal: true, rule: '4.6', unchanged: true });
  });

  it('CR 4.6.8.1 a location can be chosen instead of an exerted character, ready or not', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: ['Olaf - Friendly Snowman', 'Pride Lands - Pride Rock'] },
      ],
    });
    const targets = t
      .legal()
      .filter((a) => a.type === 'challenge')
      .map((a) => a.target);
    expect(targets).toEqual([t.id('Pride Lands - Pride Rock')]);
    t.challenge('Stitch - New Dog', 'Pride Lands - Pride Rock');
    expect(t.damage('Pride Lands - Pride Rock')).toBe(2);
  });

  it('CR 4.6.9.1 when the challenger leaves the challenge, the remaining triggers in the bag still resolve; no damage is dealt', () => {
    const t = scenario({
      cards,
      players: [{ play: ['Coward - Test Card'] }, { play: [{ name: 'Sentry - Test Card', exerted: true }] }],
    });
    t.challenge('Coward - Test Card', 'Sentry - Test Card');
    expect(t.zone('Coward - Test Card')).toBe('discard');
    // The challenger left first; the opponent's trigger was still in the bag and resolved after.
    const order = t.events.map((e) => e.type);
    expect(order.indexOf('banished')).toBeLessThan(order.indexOf('lore-gained'));
    expect(t.lore(1)).toBe(1);
    expect(t.damage('Sentry - Test Card')).toBe(0);
    expect(t.events.some((e) => e.type === 'damaged')).toBe(false);
  });

  it('CR 4.7.3 / CR 4.7.3.1 a player moves one of their characters to one of their locations, paying its move cost', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog', 'Pride Lands - Pride Rock'], ink: 3 },
        { play: ['Olaf - Friendly Snowman', 'De Vil Manor - Cruella’s Estate'] },
      ],
    });
    const stitch = t.id('Stitch - New Dog');
    const mine = t.id('Pride Lands - Pride Rock');
    const theirs = t.id('De Vil Manor - Cruella’s Estate');
    const olaf = t.id('Olaf - Friendly Snowman');
    for (const action of [
      { type: 'move', player: 0, card: stitch, location: theirs },
      { type: 'move', player: 0, card: olaf, location: mine },
    ]) {
      expect(t.attempt(action)).toEqual({ illegal: true, rule: '4.7', unchanged: true });
    }
    t.move('Stitch - New Dog', 'Pride Lands - Pride Rock');
    expect(t.at('Stitch - New Dog')).toBe(mine);
    const cost = t.ctx.cardDef(mine).stats.moveCost ?? 0;
    expect(t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped)).toHaveLength(cost);
  });
});
