/** Every difference between the 2024 edition and CR 2.0.0 (RULES.md), tested under both rulesets. */
import type { GameEvent } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

describe('CR 2.0.0 vs the 2024 edition', () => {
  it('CR 1.8.1.2 deck-out: 2.0.0 loses when the turn ends with an empty deck, not when drawing from it', () => {
    const t = scenario({ players: [{ hand: ['Friends on the Other Side'], ink: 3, filler: 1 }, {}] });
    t.play('Friends on the Other Side');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.game.over).toBe(false);
    t.endTurn();
    expect(t.game.over).toBe(true);
    expect(t.game.state.status).toMatchObject({ winners: [1], reason: 'deck-out' });
  });

  it('2024 1.9.2.2 deck-out: drawing from an empty deck loses at once', () => {
    const t = scenario({
      ruleset: '2024',
      players: [{ hand: ['Friends on the Other Side'], ink: 3, filler: 1 }, {}],
    });
    t.play('Friends on the Other Side');
    expect(t.game.state.status).toMatchObject({ over: true, winners: [1], reason: 'deck-out' });
  });

  it('2024: ending the turn with an empty deck is not a loss', () => {
    const t = scenario({ ruleset: '2024', players: [{ filler: 0 }, {}] });
    t.endTurn();
    expect(t.game.over).toBe(false);
  });

  const bag = (ruleset?: string) => {
    const t = scenario({
      ruleset,
      players: [
        { play: ['Quester - Test Card', { name: 'Jafar - Striking Illusionist', exerted: true }] },
        { play: ['Opponent Watcher - Test Card'] },
        { play: ['Opponent Watcher - Test Card'] },
      ],
    });
    const resolved: GameEvent[] = [];
    t.quest('Quester - Test Card');
    resolved.push(...t.events.filter((e) => e.type === 'resolving'));
    while (t.decision) {
      t.answer(t.decision.options[0]);
      resolved.push(...t.events.filter((e) => e.type === 'resolving'));
    }
    return resolved.map((e) => e.controller);
  };

  it('CR 7.7.4.4 bag hand-over: after a player finishes, the next player in turn order resolves', () => {
    // P0: Report (its draw triggers Jafar), Jafar; P1: Gift (P0 draws: Jafar again); then P2 before P0.
    expect(bag()).toEqual([0, 0, 1, 2, 0, 0]);
  });

  it('2024 8.7.4–8.7.7 bag hand-over: the active player resolves theirs first again', () => {
    expect(bag('2024')).toEqual([0, 0, 1, 0, 2, 0]);
  });

  const ready = (ruleset?: string) => {
    const t = scenario({ ruleset, players: [{ play: ['Stitch - New Dog'], hand: ['Binding'], ink: 1 }, {}] });
    t.quest('Stitch - New Dog');
    t.play('Binding');
    t.endTurn();
    t.endTurn();
    return t.exerted('Stitch - New Dog');
  };

  it('CR 3.2.1 Ready step: cards ready before effects lasting until your next turn end', () => {
    expect(ready()).toBe(true);
  });

  it('2024 4.2.1: those effects end first, then cards ready', () => {
    expect(ready('2024')).toBe(false);
  });

  it('CR 1.8.1.4 a character’s ability damage attributes the banish to it (2.0.0 only)', () => {
    const by = (ruleset?: string) => {
      const t = scenario({
        ruleset,
        players: [
          { hand: ['Tinker Bell - Giant Fairy'], ink: 6 },
          { play: ["Pascal - Rapunzel's Companion"] },
        ],
      });
      const tinkerBell = t.id('Tinker Bell - Giant Fairy');
      t.play('Tinker Bell - Giant Fairy');
      return { by: t.events.find((e) => e.type === 'banished')?.by, tinkerBell };
    };
    const current = by();
    expect(current.by).toBe(current.tinkerBell);
    expect(by('2024').by).toBe(-1);
  });

  it('CR 10.2 Pack Rush: 15 lore wins, and an empty deck is refilled from the discard', () => {
    const t = scenario({
      ruleset: 'pack-rush',
      players: [{ play: ['Maui - Demigod'], lore: 12, filler: 0, discard: ['Stitch - New Dog'] }, {}],
    });
    t.endTurn();
    expect(t.game.over).toBe(false);
    t.endTurn();
    expect(t.zone('Stitch - New Dog')).toBe('hand');
    t.quest('Maui - Demigod');
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0], reason: 'lore' });
  });
});
