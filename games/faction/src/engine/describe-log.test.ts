import { describe, expect, it } from 'vitest';
import { act, idOf, scenario } from '../testing/scenario';
import { mainOf } from './board';
import { describeAction, describeEvent } from './describe-log';
import { E } from './keys';

describe('Faction: log lines', () => {
  it('names cards in actions, and hides hand cards and set items from other viewers', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['living-bark', 'harbor-pilot'], tokens: { tide: 2, none: 2 } }, {}],
    });
    const bark = idOf(game, 'living-bark');
    const main = mainOf(game.ctx, 0);
    const set = { type: 'set', player: 0, card: bark, host: main };
    expect(describeAction(game, set)).toBe('P1 sets Living Bark face down on Admiral Serenne');
    expect(describeAction(game, set, 1)).toBe('P1 sets an item face down on Admiral Serenne');
    const pilot = { type: 'play', player: 0, card: idOf(game, 'harbor-pilot'), support: true };
    expect(describeAction(game, pilot, 0)).toBe('P1 plays Harbor Pilot and pays its support fee');
    expect(describeAction(game, { type: 'enter-combat', player: 0 })).toBe('P1 enters combat');
  });

  it('describes attacks, blocks and answers', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['scorchbound-brute'] }, {}] });
    const brute = idOf(game, 'scorchbound-brute');
    const target = mainOf(game.ctx, 1);
    act(game, { type: 'enter-combat' });
    expect(describeAction(game, { type: 'attack', player: 0, attacker: brute, target })).toBe(
      'P1 attacks Admiral Serenne with Scorchbound Brute',
    );
    const { events } = act(game, { type: 'attack', attacker: brute, target });
    const lines = events.map((e) => describeEvent(game, e)).filter((l) => l !== null);
    expect(lines).toContain('Scorchbound Brute attacks Admiral Serenne');
    expect(describeAction(game, { type: 'answer', player: 1, choice: [target] })).toBe(
      'P2 answers "Block Scorchbound Brute?": Admiral Serenne',
    );
    expect(describeEvent(game, { type: E.block, blocker: target, attacker: brute })).toBe(
      'Admiral Serenne blocks Scorchbound Brute',
    );
    expect(describeEvent(game, { type: 'tapped', card: brute })).toBeNull();
  });

  it('hides an opponent’s drawn card', () => {
    const game = scenario({ turn: 3, seats: [{ deck: ['reef-sentinel'] }, {}] });
    const { events } = act(game, { type: 'draw' });
    const draw = events.find((e) => e.type === 'moved')!;
    expect(describeEvent(game, draw, 0)).toBe('P1 draws Reef Sentinel');
    expect(describeEvent(game, draw, 1)).toBe('P1 draws a hidden card');
  });
});
