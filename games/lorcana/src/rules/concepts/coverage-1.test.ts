/** Concepts (CR 1): game end and damage rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { character, chosen } from '../../cards/phrases.js';
import { scenario } from '../../testing/scenario.js';

/** A test action that puts 2 damage counters on a chosen character. */
const needle: LorcanaCard = {
  id: 'test-cov-needle',
  set: 'test',
  number: 0,
  name: 'Needle',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  effect: [{ do: 'putDamage', target: chosen(character), amount: 2 }],
};

describe('CR 1 concepts (coverage)', () => {
  it('CR 1.3.5.2 “opponent” means every other player: in a 3-player game both opponents are affected', () => {
    const t = scenario({
      players: [{ play: ['Olaf - Friendly Snowman'] }, { play: ['Opponent Watcher - Test Card'] }, {}],
    });
    t.quest('Olaf - Friendly Snowman');
    t.declineAll();
    expect([t.count('hand', 0), t.count('hand', 1), t.count('hand', 2)]).toEqual([1, 0, 1]);
  });

  it('CR 1.3.6.1 teammates are not opponents', () => {
    const t = scenario({
      teams: [0, 0, 1],
      players: [{ play: ['Olaf - Friendly Snowman'] }, { play: ['Opponent Watcher - Test Card'] }, {}],
    });
    t.quest('Olaf - Friendly Snowman');
    t.declineAll();
    expect([t.count('hand', 0), t.count('hand', 1), t.count('hand', 2)]).toEqual([0, 0, 0]);
  });

  it('CR 1.5.4 a payment modifier changes the amount paid, not the card’s cost', () => {
    const lefou = 'LeFou - Bumbler';
    const without = scenario({ players: [{ hand: [lefou], ink: 1 }, {}] });
    expect(without.can('play', lefou, { mode: 'ink' })).toBe(false);
    const t = scenario({ players: [{ play: ['Gaston - Arrogant Hunter'], hand: [lefou], ink: 1 }, {}] });
    t.play(lefou);
    expect(t.zone(lefou)).toBe('play');
    expect(t.ctx.cardDef(t.id(lefou)).stats.cost).toBe(2);
  });

  it('CR 1.8.1.3 in a multiplayer game the last player remaining wins', () => {
    const t = scenario({ players: [{}, {}, {}] });
    t.act({ type: 'concede', player: 1 });
    expect(t.game.state.status.over).toBe(false);
    t.act({ type: 'concede', player: 0 });
    expect(t.game.state.status).toMatchObject({ over: true, winners: [2] });
  });

  it('CR 1.9.1.1 / CR 6.7.2.3 dealt damage places damage counters, reduced by Resist', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Tiana - Celebrating Princess'] }],
    });
    t.play('Fire the Cannons!');
    if (t.decision) t.choose('Tiana - Celebrating Princess');
    expect(t.damage('Tiana - Celebrating Princess')).toBe(0);
    const u = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Sven - Official Ice Deliverer'] }],
    });
    u.play('Fire the Cannons!');
    if (u.decision) u.choose('Sven - Official Ice Deliverer');
    expect(u.damage('Sven - Official Ice Deliverer')).toBe(2);
  });

  it('CR 1.9.1.2 put damage is placed, not dealt: Resist does not reduce it', () => {
    const t = scenario({
      cards: [needle],
      players: [{ hand: ['Needle'], ink: 1 }, { play: ['Tiana - Celebrating Princess'] }],
    });
    t.play('Needle');
    if (t.decision) t.choose('Tiana - Celebrating Princess');
    expect(t.damage('Tiana - Celebrating Princess')).toBe(2);
  });

  it('CR 1.9.1.3 removing damage takes counters off a character', () => {
    const t = scenario({
      players: [{ play: ['Dinglehopper', { name: 'Sven - Official Ice Deliverer', damage: 3 }] }, {}],
    });
    t.activate('Dinglehopper');
    // The only damaged character is the target; the open question is how much to remove (up to 1).
    expect(t.decision?.prompt).toMatch(/remove how much damage from Sven/);
    t.answer(1);
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(2);
  });

  it('CR 1.8.2 triggers met in a game state check resolve only after the check is complete', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Stitch - New Dog', damage: 1 }] },
        { play: [{ name: 'Gramma Tala - Storyteller', exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Gramma Tala - Storyteller');
    // Both were banished by the same check before Gramma Tala's trigger asks.
    expect(t.decision?.player).toBe(1);
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.zone('Gramma Tala - Storyteller')).toBe('discard');
    t.yes();
    expect(t.zone('Gramma Tala - Storyteller')).toBe('inkwell');
  });

  it('CR 1.5.5.3 a card played “for free” is played without paying its cost', () => {
    const t = scenario({
      players: [
        { hand: ['Smash'], ink: 3 },
        { play: ['Mufasa - Betrayed Leader'], deck: ['Maui - Demigod'] },
      ],
    });
    t.play('Smash');
    if (t.decision?.kind !== 'yes-no') t.choose('Mufasa - Betrayed Leader');
    expect(t.decision?.player).toBe(1);
    t.yes();
    // The revealed character may be played for free.
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    t.declineAll();
    expect(t.zone('Maui - Demigod')).toBe('play');
    expect(t.count('inkwell', 1)).toBe(0);
    expect(t.exerted('Maui - Demigod')).toBe(true);
  });
});
