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

describe('log lines: issue 20', () => {
  it('Lore 4.7 ordering choices name the blockers instead of printing their ids', () => {
    const t = scenario({
      p0: { play: ['Hollow Knight', 'Great Elk'] },
      p1: { play: ['Sharra-Khet, the Red Hunger'] },
    });
    const sharra = t.card('Sharra-Khet, the Red Hunger');
    t.attackWith([]); // player 1's turn (Sharra-Khet has nothing small enough to consume)
    t.attackWith([sharra]);
    t.block(sharra, [t.card('Hollow Knight'), t.card('Great Elk')])
      .noBlocks()
      .passAll();
    expect(t.decision?.rule).toBe('Lore 4.7');
    const order = t.legal('answer').find((a) => (a.choice as number[])[0] === t.card('Great Elk'));
    expect(order && describeAction(t.game, order)).toBe(
      'P2 — Order the blockers of Sharra-Khet, the Red Hunger: Great Elk',
    );
  });

  it('Lore triggered abilities: a trigger’s name in the log is its whole text, not cut at 60 characters', () => {
    const t = scenario({
      p0: { hand: ['Hunter of the Wilds'], play: ['Ghoul Pack', 'Primal Rune', 'Blank Rune'] },
      p1: { play: ['Moth of the Outer Dark'] },
    });
    t.act({ type: 'play', card: t.card('Hunter of the Wilds') });
    t.answer(t.card('Moth of the Outer Dark'));
    const lines = t.eventsOf('resolving').map((e) => describeEvent(t.game, e, 1));
    expect(lines).toContain(
      'Ghoul Pack: Whenever another creature dies, put 1 +1 STR counter on this card. resolves',
    );
  });

  it('Lore Other Terminology: Token — creating a token writes a log line', () => {
    const t = scenario({ mythos: 0, p0: { hand: ['Open the Rift'], play: ['Cosmic Rune'] } });
    t.act({ type: 'play', card: t.card('Open the Rift') });
    const lines = t.events.map((e) => describeEvent(t.game, e, 1)).filter((l) => l !== null);
    expect(lines).toContain('P1 creates a Rift token');
  });
});
