import { apply, createGame, legalActions, Random } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { drownedChoir, redHunger } from '../decks/ready/index.js';
import { scenario } from '../testing/scenario.js';
import { lore } from './definition.js';
import { evaluate } from './evaluate.js';
import { describeAction, describeEvent } from './log.js';
import { deckList } from './turn/setup.js';

describe('log lines and evaluation', () => {
  it('describes every action and event of a random game without leaking drawn cards', () => {
    const game = createGame(lore, {
      players: 2,
      decks: [deckList(drownedChoir), deckList(redHunger)],
      seed: 21,
    });
    const random = new Random(21);
    let lines = 0;
    for (let i = 0; i < 400 && !game.over; i++) {
      const legal = legalActions(game);
      const action = legal[random.int(legal.length)];
      for (const viewer of [0, 1]) expect(describeAction(game, action, viewer).length).toBeGreaterThan(0);
      const { events } = apply(game, action);
      for (const event of events) {
        for (const viewer of [0, 1]) {
          const line = describeEvent(game, event, viewer);
          if (line === null) continue;
          lines++;
          expect(line).not.toMatch(/undefined|NaN/);
          if (event.type === 'moved' && event.cause === 'draw' && event.toOwner !== viewer) {
            expect(line).toMatch(/draws a card$/);
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(50);
  });

  it('names the card in a play action and the target in an equip', () => {
    const t = scenario({
      p0: { hand: ['Bog Lurker'], play: ['Deep Rune', "Whaler's Harpoon", 'Hollow Knight', 'Blank Rune'] },
    });
    const play = t.legal('play')[0];
    expect(describeAction(t.game, play, 1)).toBe('P1 plays Bog Lurker');
    const equip = t.legal('equip')[0];
    expect(describeAction(t.game, equip)).toBe("P1 equips Whaler's Harpoon to Hollow Knight");
  });

  it('evaluate prefers more sanity and a bigger board, and is ±1000 once decided', () => {
    const even = scenario({});
    const ahead = scenario({ p0: { play: ['Thornback Behemoth'] }, p1: { sanity: 30 } });
    expect(evaluate(ahead.game, 0)).toBeGreaterThan(evaluate(even.game, 0));
    expect(evaluate(ahead.game, 1)).toBeLessThan(evaluate(even.game, 1));
    const over = scenario({ p0: { play: ['Hollow Knight'] }, p1: { sanity: 2 } });
    over.attackWith(['Hollow Knight']).passAll();
    expect(evaluate(over.game, 0)).toBe(1000);
    expect(evaluate(over.game, 1)).toBe(-1000);
  });
});
