import { apply, legalActions, Random } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { describeAction, describeEvent } from './log.js';
import { starterGame } from './testing/play.js';
import { scenario } from './testing/scenario.js';

describe('readable log', () => {
  it('describes every action and event of a random game without naming hidden cards to a viewer', () => {
    const game = starterGame(7);
    const random = new Random(7);
    const lines: string[] = [];
    let hiddenDraws = 0;
    while (!game.over) {
      const legal = legalActions(game);
      const action = legal[random.int(legal.length)];
      const line = describeAction(game, action);
      expect(line).toMatch(/^P\d /);
      lines.push(line);
      for (const event of apply(game, action).events) {
        const seen = describeEvent(game, event, 1);
        if (event.type === 'drew' && event.player === 0) {
          expect(seen).toBe('P1 draws a card');
          hiddenDraws++;
        }
      }
    }
    expect(hiddenDraws).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes('quests with'))).toBe(true);
  });

  it('describes a mulligan answer to opponents without card names (CR 2.2.2.1: no reveal)', () => {
    const game = starterGame(3);
    const request = game.state.decision!.request;
    const action = { type: 'answer', player: request.player, choice: [request.options[0]] };
    expect(describeAction(game, action, 1 - request.player)).toContain('chooses a card');
    expect(describeAction(game, action, request.player)).not.toContain('a card (');
  });
});

describe('readable log of effects', () => {
  it('an effect putting a card into the inkwell is logged without naming it (CR 7.5.2)', () => {
    const t = scenario({ players: [{ play: ['Fishbone Quill'], hand: ['Stitch - New Dog'] }, {}] });
    t.activate('Fishbone Quill');
    const lines = t.events.map((e) => describeEvent(t.game, e, 1)).filter((l) => l !== null);
    expect(lines).toContain('P1 puts a card into their inkwell facedown');
    expect(lines.join(' ')).not.toContain('Stitch');
  });
  it('a chosen opponent is logged by player name', () => {
    const t = scenario({ players: [{ hand: ['Remember Who You Are'], ink: 4 }, {}, {}] });
    t.play('Remember Who You Are');
    const answer = { type: 'answer', player: 0, choice: [2] };
    expect(describeAction(t.game, answer)).toBe('P1 chooses P3 (Remember Who You Are: choose an opponent)');
  });
});

describe('evaluate', () => {
  it('prefers the player with more lore, and a won game most', () => {
    const game = starterGame(11);
    const random = new Random(11);
    while (!game.over) {
      const legal = legalActions(game);
      apply(game, legal[random.int(legal.length)]);
    }
    const [winner] = game.state.status.winners;
    expect(evaluate(game, winner)).toBe(1_000_000);
    expect(evaluate(game, 1 - winner)).toBe(-1_000_000);
  });
});

describe('decision prompts', () => {
  it('CR 6.1.4: a “may” asks with the card’s name and a description generated from its encoding', () => {
    const t = scenario({
      players: [{ play: ['Moana - Of Motunui', { name: 'Aurora - Regal Princess', exerted: true }] }, {}],
    });
    t.quest('Moana - Of Motunui');
    const prompt = t.decision?.prompt ?? '';
    expect(prompt.startsWith('Moana - Of Motunui: you may ')).toBe(true);
    expect(prompt).toContain('ready');
    expect(prompt).toContain('Princess');
  });
});
