/** Zones (CR 7): rules not covered elsewhere, one scenario each. */
import { IllegalActionError, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

function zoneView(t: ReturnType<typeof scenario>, viewer: number, zone: string, owner: number) {
  return viewFor(t.game, viewer).zones.find((z) => z.zone === zone && z.owner === owner)!;
}

describe('CR 7 zones (coverage)', () => {
  const board = () =>
    scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Olaf - Friendly Snowman'], discard: ['Smash'], ink: 2 },
        { hand: ['Maui - Demigod'] },
      ],
    });

  it('CR 7.1.2.1 / CR 7.4.2 / CR 7.6.2 play and discard are public: an opponent sees the cards', () => {
    const t = board();
    expect(zoneView(t, 1, 'play', 0).cards?.map((c) => c.def)).toEqual([
      t.ctx.card(t.id('Stitch - New Dog')).def,
    ]);
    expect(zoneView(t, 1, 'discard', 0).cards?.map((c) => c.def)).toEqual([t.ctx.card(t.id('Smash')).def]);
  });

  it('CR 7.1.3.1 / CR 7.3.2 another player’s hand is private: only its size is seen', () => {
    const t = board();
    const hand = zoneView(t, 1, 'hand', 0);
    expect(hand.count).toBe(1);
    expect(hand.cards?.some((c) => c.def !== undefined) ?? false).toBe(false);
    expect(zoneView(t, 0, 'hand', 0).cards?.[0].def).toBe(t.ctx.card(t.id('Olaf - Friendly Snowman')).def);
  });

  it('CR 7.2.2 the deck is private to every player, its owner included; its size is public', () => {
    const t = board();
    for (const viewer of [0, 1]) {
      const deck = zoneView(t, viewer, 'deck', 0);
      expect(deck.count).toBe(t.count('deck', 0));
      expect(deck.cards?.some((c) => c.def !== undefined) ?? false).toBe(false);
    }
  });

  it('CR 7.5.4 inkwell cards can’t be looked at by other players; their number can be counted', () => {
    const t = board();
    const ink = zoneView(t, 1, 'inkwell', 0);
    expect(ink.count).toBe(2);
    expect(ink.cards?.some((c) => c.def !== undefined) ?? false).toBe(false);
  });

  it('CR 7.3.3 there is no maximum hand size', () => {
    const t = scenario({ players: [{ hand: Array.from({ length: 12 }, () => 'Stitch - New Dog') }, {}] });
    t.endTurn();
    t.endTurn();
    expect(t.count('hand', 0)).toBe(13);
  });

  it('CR 7.5.3 there is no limit to the number of cards in an inkwell', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'], ink: 30 }, {}] });
    t.ink('Stitch - New Dog');
    expect(t.count('inkwell', 0)).toBe(31);
  });

  it('CR 7.7.2 playing a card or using an activated ability adds nothing to the bag', () => {
    const t = scenario({
      players: [
        {
          hand: ['Stitch - New Dog'],
          play: ['Dinglehopper', { name: 'Olaf - Friendly Snowman', damage: 1 }],
          ink: 1,
        },
        {},
      ],
    });
    t.play('Stitch - New Dog');
    expect(t.pending).toHaveLength(0);
    t.activate('Dinglehopper');
    t.choose('Olaf - Friendly Snowman');
    t.answer(1);
    expect(t.pending).toHaveLength(0);
    expect(t.damage('Olaf - Friendly Snowman')).toBe(0);
  });

  it('CR 1.12.1 a player draws the top cards of their own deck; CR 1.12.2 one at a time', () => {
    const t = scenario({
      players: [
        { hand: ['Friends on the Other Side'], deck: ['Olaf - Friendly Snowman', 'Smash'], ink: 3 },
        { deck: ['Maui - Demigod'] },
      ],
    });
    t.play('Friends on the Other Side');
    expect(t.events.filter((e) => e.type === 'drew')).toHaveLength(2);
    t.declineAll();
    expect(t.names('hand', 0).sort()).toEqual(['Olaf - Friendly Snowman', 'Smash']);
    expect(t.zone('Maui - Demigod')).toBe('deck');
  });

  it('CR 1.7.6 an illegal action is undone: the state is as it was', () => {
    const t = scenario({ players: [{ hand: ['Maui - Demigod'], ink: 2 }, {}] });
    const before = JSON.stringify(t.game.state);
    expect(() => t.act({ type: 'play', player: 0, card: t.id('Maui - Demigod'), mode: 'ink' })).toThrow(
      IllegalActionError,
    );
    expect(JSON.stringify(t.game.state)).toBe(before);
  });

  it('CR 7.7.5 a trigger added by the resolving player resolves next; CR 7.7.6 another player’s waits its turn; CR 7.7.4.3 the bag comes back', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Quester - Test Card',
            'Quest Watcher - Test Card',
            { name: 'Jafar - Striking Illusionist', exerted: true },
          ],
        },
        { play: ['Opponent Watcher - Test Card'] },
      ],
    });
    const labels: string[] = [];
    const track = () => {
      for (const e of t.events) if (e.type === 'resolving') labels.push(String(e.label).split(': ')[1]);
    };
    t.quest('Quester - Test Card');
    track();
    t.pick('Report');
    track();
    while (t.decision) {
      t.answer(t.decision.options[0]);
      track();
    }
    // Report's draw adds Jafar's trigger (P1): it goes before P2's Gift; Gift's draw brings the bag back to P1.
    expect(labels.indexOf('Power Beyond Measure')).toBeLessThan(labels.indexOf('Gift'));
    expect(labels.lastIndexOf('Power Beyond Measure')).toBeGreaterThan(labels.indexOf('Gift'));
    expect(labels).toHaveLength(5);
  });

  it('CR 9.2.2 when several players act at once, the active player goes first, then to the left', () => {
    const t = scenario({ players: [{}, { play: ['Donald Duck - Perfect Gentleman'] }, {}] });
    t.endTurn();
    const order: number[] = [];
    while (t.decision) {
      order.push(t.decision.player);
      t.yes();
    }
    expect(order).toEqual([1, 2, 0]);
  });

  it('CR 7.3.4 / CR 6.7.2.4 (draw, then discard, in the order written) to discard, the player chooses the cards from their hand', () => {
    const t = scenario({
      players: [
        { hand: ['Ransack', 'Stitch - New Dog'], deck: ['Olaf - Friendly Snowman', 'Smash'], ink: 2 },
        {},
      ],
    });
    t.play('Ransack');
    expect(t.decision).toMatchObject({ player: 0, min: 2, max: 2 });
    t.choose('Olaf - Friendly Snowman', 'Smash');
    expect(t.names('hand', 0)).toEqual(['Stitch - New Dog']);
    expect(t.names('discard', 0).sort()).toEqual(['Olaf - Friendly Snowman', 'Ransack', 'Smash']);
  });

  it('CR 7.5.5 an “additional” ink effect allows one more card into the inkwell that turn', () => {
    const hand = ['Stitch - New Dog', 'Olaf - Friendly Snowman', 'Maui - Demigod'];
    const t = scenario({ players: [{ play: ['Belle - Strange but Special'], hand }, {}] });
    t.ink('Stitch - New Dog');
    t.ink('Olaf - Friendly Snowman');
    expect(t.count('inkwell', 0)).toBe(2);
    expect(t.can('ink', 'Maui - Demigod')).toBe(false);
    const plain = scenario({ players: [{ hand }, {}] });
    plain.ink('Stitch - New Dog');
    expect(plain.can('ink', 'Olaf - Friendly Snowman')).toBe(false);
  });

  it('CR 7.7.4.5 the bag goes through all players in turn order until it is empty', () => {
    const t = scenario({
      players: [
        { play: ['Quester - Test Card'] },
        { play: ['Opponent Watcher - Test Card'] },
        { play: ['Opponent Watcher - Test Card'] },
      ],
    });
    const controllers: unknown[] = [];
    const track = () => {
      for (const e of t.events) if (e.type === 'resolving') controllers.push(e.controller);
    };
    t.quest('Quester - Test Card');
    track();
    while (t.decision) {
      t.answer(t.decision.options[0]);
      track();
    }
    expect(controllers).toEqual([0, 1, 2]);
    expect(t.pending).toHaveLength(0);
  });
});
