import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, answer, endTurn, idOf, resolveStack, scenario } from '../testing/scenario';
import { mainOf, scoreOf } from './board';
import { C, Z } from './keys';

function nearVictory(ruleset: string) {
  const game = scenario({
    turn: 3,
    ruleset,
    seats: [{ main: 'guildmaster-corvane', location: 'foundry-of-oaths', tokens: { iron: 3 } }, {}],
  });
  const foundry = idOf(game, 'foundry-of-oaths');
  setupScenario(game, (ctx) => {
    ctx.setCounter(mainOf(ctx, 0), C.victory, 3);
    ctx.setCounter(foundry, C.victory, 1);
  });
  act(game, { type: 'activate', card: foundry });
  resolveStack(game); // the Foundry is the only open field left: no question to answer
  return game;
}

describe('Faction: winning (D30–D33)', () => {
  it('Faction: D30 victory target — 5 victory tokens win under the classic ruleset (the first victory rules)', () => {
    const game = nearVictory('classic');
    expect(game.state.status).toEqual({ over: true, winners: [0], reason: 'victory-tokens' });
  });

  it('Faction: D30 victory target (issue 20) — 4 victory tokens win under the standard ruleset', () => {
    const game = scenario({
      turn: 3,
      seats: [{ main: 'guildmaster-corvane', location: 'foundry-of-oaths' }, {}],
    });
    const foundry = idOf(game, 'foundry-of-oaths');
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.victory, 3));
    expect(game.over).toBe(false);
    setupScenario(game, (ctx) => ctx.setCounter(foundry, C.victory, 1));
    expect(game.state.status).toEqual({ over: true, winners: [0], reason: 'victory-tokens' });
  });

  it('Faction: D35 bounty (issue 20) — an opposing character defeated in your turn earns 1 victory token (standard), none under classic', () => {
    for (const [ruleset, tokens] of [
      ['standard', 1],
      ['classic', 0],
      ['conquest', 0],
    ] as const) {
      const game = scenario({
        turn: 3,
        ruleset,
        seats: [{ characters: ['oakheart-colossus'] }, { characters: ['wandering-sellsword'] }],
      });
      const sellsword = idOf(game, 'wandering-sellsword', 1);
      act(game, { type: 'enter-combat' });
      act(game, { type: 'attack', attacker: idOf(game, 'oakheart-colossus'), target: sellsword });
      answer(game, []);
      resolveStack(game);
      expect(game.ctx.zoneOf(sellsword)).toBe(Z.discard);
      expect(scoreOf(game.ctx, 0)).toBe(tokens);
      expect(scoreOf(game.ctx, 1)).toBe(0);
      // The tokens sit on the main character's field (D13), first of the player's open fields.
      expect(game.ctx.counter(mainOf(game.ctx, 0), C.victory)).toBe(tokens);
    }
  });

  it('Faction: D35 bounty — your own characters defeated, or a defeated main character, earn nothing', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['wandering-sellsword'] }, { characters: ['oakheart-colossus'] }],
    });
    const sellsword = idOf(game, 'wandering-sellsword', 0);
    const colossus = idOf(game, 'oakheart-colossus');
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: sellsword, target: colossus });
    answer(game, [colossus]); // the Colossus blocks its attacker itself (D26)
    resolveStack(game);
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.discard); // the Colossus fought back
    expect(scoreOf(game.ctx, 0)).toBe(0);
    expect(scoreOf(game.ctx, 1)).toBe(0);
  });

  it('Faction: D31 conquest ruleset — victory tokens do not win', () => {
    const game = nearVictory('conquest');
    expect(game.over).toBe(false);
    expect(scoreOf(game.ctx, 0)).toBe(5);
  });

  it('Faction: D30 main character defeat — losing your main character eliminates you', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['oakheart-colossus'] }, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.damage, 8));
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: idOf(game, 'oakheart-colossus'), target: mainOf(game.ctx, 1) });
    answer(game, []);
    resolveStack(game);
    expect(game.state.status).toEqual({ over: true, winners: [0], reason: 'main-character' });
  });

  it('Faction: D33 elimination — the player and their cards leave; the others play on', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['oakheart-colossus'] }, { characters: ['reef-sentinel'] }, {}],
    });
    const victim = mainOf(game.ctx, 1);
    const reef = idOf(game, 'reef-sentinel');
    setupScenario(game, (ctx) => {
      ctx.setCounter(victim, C.damage, 8);
      ctx.setTapped(reef, true);
    });
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: idOf(game, 'oakheart-colossus'), target: victim });
    answer(game, []);
    resolveStack(game);
    expect(game.over).toBe(false);
    expect(game.state.players[1].out).toBe(true);
    expect(game.ctx.zoneOf(reef)).toBe(Z.void);
    act(game, { type: 'end-combat' });
    endTurn(game);
    expect(game.state.turn.active).toBe(2);
  });
});
