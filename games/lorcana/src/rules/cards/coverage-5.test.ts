/** Cards and card states (CR 5): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import { parseDecklist } from '../../decks/decklist.js';
import { validateDeck } from '../../decks/validate.js';
import { scenario } from '../../testing/scenario.js';

describe('CR 5 cards (coverage)', () => {
  it('CR 5.1.2.1 a character enters play ready, undamaged and drying', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'], ink: 1 }, {}] });
    t.play('Stitch - New Dog');
    expect(t.exerted('Stitch - New Dog')).toBe(false);
    expect(t.damage('Stitch - New Dog')).toBe(0);
    expect(t.can('quest', 'Stitch - New Dog')).toBe(false);
  });

  it('CR 5.1.1.12 a character in play since the start of its player’s turn is dry and can quest', () => {
    const t = scenario({ players: [{ play: [{ name: 'Stitch - New Dog', drying: true }] }, {}] });
    expect(t.can('quest', 'Stitch - New Dog')).toBe(false);
    t.endTurn();
    t.endTurn();
    expect(t.can('quest', 'Stitch - New Dog')).toBe(true);
  });

  it('CR 5.1.2.2 an item enters play ready; CR 5.1.1.2 an exerted card can’t pay an exert cost', () => {
    const t = scenario({
      players: [
        { hand: ['Dinglehopper'], ink: 1, play: [{ name: 'Olaf - Friendly Snowman', damage: 1 }] },
        {},
      ],
    });
    t.play('Dinglehopper');
    expect(t.exerted('Dinglehopper')).toBe(false);
    t.activate('Dinglehopper');
    t.declineAll();
    expect(t.exerted('Dinglehopper')).toBe(true);
    expect(t.can('activate', 'Dinglehopper')).toBe(false);
  });

  it('CR 5.1.2.6 a card in the discard is faceup', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Stitch - New Dog'] }],
    });
    t.play('Fire the Cannons!');
    t.declineAll();
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.ctx.card(t.id('Stitch - New Dog')).faceDown).toBe(false);
    expect(t.ctx.card(t.id('Fire the Cannons!')).faceDown).toBe(false);
  });

  it('CR 5.2.3 only a card with the inkwell symbol can be put into the inkwell', () => {
    const t = scenario({ players: [{ hand: ['Be Prepared', 'Stitch - New Dog'] }, {}] });
    expect(t.can('ink', 'Be Prepared')).toBe(false);
    expect(t.can('ink', 'Stitch - New Dog')).toBe(true);
  });

  it('CR 5.3.4 / CR 4.5.1 / CR 4.6.1 only characters can quest or challenge (not items or locations)', () => {
    const t = scenario({
      players: [
        { play: ['Dinglehopper', 'Pride Lands - Pride Rock', 'Stitch - New Dog'] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    const actors = new Set(
      t
        .legal()
        .filter((a) => a.type === 'quest' || a.type === 'challenge')
        .map((a) => a.card),
    );
    expect(actors).toEqual(new Set([t.id('Stitch - New Dog')]));
  });

  it('CR 5.3.6.3 damage on a character persists across turns until it reaches Willpower', () => {
    const t = scenario({
      players: [
        { hand: ['Fire the Cannons!'], ink: 1 },
        { play: [{ name: 'Olaf - Friendly Snowman', damage: 1 }] },
      ],
    });
    t.endTurn();
    t.endTurn();
    expect(t.damage('Olaf - Friendly Snowman')).toBe(1);
    t.play('Fire the Cannons!');
    t.declineAll();
    expect(t.zone('Olaf - Friendly Snowman')).toBe('discard');
  });

  it('CR 5.3.6.4 / CR 1.11.2 questing gains lore equal to the character’s Lore value', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod', 'Olaf - Friendly Snowman'] }, {}] });
    t.quest('Maui - Demigod');
    expect(t.lore(0)).toBe(3);
    t.quest('Olaf - Friendly Snowman');
    expect(t.lore(0)).toBe(4);
  });

  it('CR 5.4.1.2 an action resolves, then is put into its player’s discard', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Sven - Official Ice Deliverer'] }],
    });
    t.play('Fire the Cannons!');
    t.declineAll();
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(2);
    expect(t.names('discard', 0)).toContain('Fire the Cannons!');
  });

  it('CR 5.6.5.1 moving to a location costs its move cost in ink', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog', 'Pride Lands - Pride Rock'], ink: 1 }, {}] });
    expect(t.can('move', 'Stitch - New Dog')).toBe(false);
  });

  it('CR 5.6.5.2 a location with damage equal to its Willpower is banished', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'] }, { play: ['Pride Lands - Pride Rock'] }] });
    t.challenge('Maui - Demigod', 'Pride Lands - Pride Rock');
    expect(t.zone('Pride Lands - Pride Rock')).toBe('discard');
  });

  it('CR 5.6.5.3 a location’s lore is gained in its player’s Set step', () => {
    const t = scenario({ players: [{ play: ['Pride Lands - Pride Rock'] }, {}], active: 1 });
    expect(t.lore(0)).toBe(0);
    t.endTurn();
    expect(t.lore(0)).toBe(1);
  });

  it('CR 5.3.5 / CR 1.7.5 a character not in play since the start of the turn can’t quest, challenge or pay an exert cost', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Iago - Loud-Mouthed Parrot', drying: true }] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    for (const type of ['quest', 'challenge', 'activate'])
      expect(t.can(type, 'Iago - Loud-Mouthed Parrot')).toBe(false);
    t.endTurn();
    t.endTurn();
    // (Olaf was readied in his own turn, so only quest and the exert ability are checked here.)
    for (const type of ['quest', 'activate']) expect(t.can(type, 'Iago - Loud-Mouthed Parrot')).toBe(true);
  });

  it('CR 5.2.5.1 a card with two ink types counts as each of them', () => {
    const inks = (list: string) =>
      validateDeck(parseDecklist(list), 'constructed').some((p) => p.kind === 'tooManyInks');
    expect(inks('4 Candy Drift\n4 Stitch - New Dog\n4 Dragon Fire')).toBe(false);
    expect(inks('4 Candy Drift\n4 Fire the Cannons!')).toBe(true);
    expect(inks('4 Stitch - New Dog\n4 Fire the Cannons!')).toBe(false);
  });

  it('CR 5.1.1.3 a card with 1 or more damage is damaged; CR 5.1.1.4 one with none is undamaged', () => {
    const t = scenario({
      players: [
        { hand: ['Stampede'], ink: 1 },
        { play: [{ name: 'Sven - Official Ice Deliverer', damage: 1 }, 'Maui - Demigod'] },
      ],
    });
    t.play('Stampede');
    // Only the damaged character is a legal choice (a single option is taken without asking).
    if (t.decision) expect(t.decision.options).toEqual([t.id('Sven - Official Ice Deliverer')]);
    t.declineAll();
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(3);
    expect(t.damage('Maui - Demigod')).toBe(0);
  });

  it('CR 5.3.6.2 a character with 0 or less Strength deals no damage (and removes none)', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Kida - Protector of Atlantis'], ink: 5 },
        { play: [{ name: 'Sven - Official Ice Deliverer', exerted: true, damage: 1 }] },
      ],
    });
    t.play('Kida - Protector of Atlantis');
    t.declineAll();
    expect(t.rawStrength('Stitch - New Dog')).toBe(-1);
    t.challenge('Stitch - New Dog', 'Sven - Official Ice Deliverer');
    t.declineAll();
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(1);
  });
});
