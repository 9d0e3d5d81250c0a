import { describe, expect, it } from 'vitest';
import { defineGame } from '../rules/define';
import type { Action } from '../rules/definition';
import { bagPolicy } from '../rules/policies';
import { apply, createGame, legalActions, setupScenario } from './engine';
import { endAction, fillers, logOf, note } from './test-games';

/** Two phases; `draw` auto, `main` actions, `window` priority; hooks note where they run. */
function turnGame(extra: { skipDraw?: boolean } = {}) {
  return defineGame({
    id: 'turns',
    name: 'Turns',
    players: [2, 3],
    zones: [
      { name: 'deck', owner: 'player', ordered: true, visibility: 'count' },
      { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
    ],
    turn: {
      start: (ctx) => note(ctx, `start T${ctx.turnNumber} P${ctx.active}`),
      end: (ctx) => note(ctx, `end T${ctx.turnNumber}`),
      phases: [
        {
          id: 'begin',
          steps: [
            {
              id: 'draw',
              mode: 'auto',
              enter: (ctx) => note(ctx, 'draw'),
              skip: (ctx) => !!extra.skipDraw && ctx.turnNumber === 1,
            },
          ],
        },
        {
          id: 'middle',
          steps: [
            {
              id: 'main',
              mode: 'actions',
              enter: (ctx) => note(ctx, 'main'),
              exit: (ctx) => note(ctx, 'main-exit'),
            },
            { id: 'window', mode: 'priority', enter: (ctx) => note(ctx, 'window') },
          ],
        },
      ],
    },
    actions: [
      endAction,
      {
        type: 'skip-next-draw',
        enumerate: (_ctx, p, out) => void out.push({ type: 'skip-next-draw', player: p }),
        perform: (ctx, a) => ctx.skipStep(ctx.nextPlayer(a.player), 'draw'),
      },
      {
        type: 'extra',
        enumerate: (_ctx, p, out) => void out.push({ type: 'extra', player: p }),
        perform: (ctx, a) => ctx.extraTurn(a.player),
      },
    ],
    policy: bagPolicy(),
    rulesets: [{ name: 'default', options: {} }],
    cards: fillers,
    setup: () => {},
  });
}

const both = (g: ReturnType<typeof createGame>) => {
  const t = g.state.turn.number;
  while (g.state.priority && g.state.turn.number === t)
    apply(g, { type: 'pass', player: g.state.priority.player });
};

describe('turn structure as data', () => {
  it('runs steps in order with their hooks; a priority step waits for every player to pass', () => {
    const g = createGame(turnGame(), { players: 2, decks: [[], []], seed: 1 });
    expect(logOf(g.ctx)).toEqual(['start T1 P0', 'draw', 'main']);
    expect(legalActions(g).map((a: Action) => a.type)).toEqual(['end', 'skip-next-draw', 'extra']);
    apply(g, { type: 'end', player: 0 });
    expect(g.state.priority).toEqual({ player: 0, passes: 0, window: 'step' });
    expect(legalActions(g)).toEqual([{ type: 'pass', player: 0 }]);
    both(g);
    expect(logOf(g.ctx)).toEqual([
      'start T1 P0',
      'draw',
      'main',
      'main-exit',
      'window',
      'end T1',
      'start T2 P1',
      'draw',
      'main',
    ]);
    expect(g.state.turn.active).toBe(1);
  });

  it("a step can skip itself (no draw on the first turn) and effects can skip a player's next step", () => {
    const g = createGame(turnGame({ skipDraw: true }), { players: 2, decks: [[], []], seed: 1 });
    expect(logOf(g.ctx)).toEqual(['start T1 P0', 'main']);
    apply(g, { type: 'skip-next-draw', player: 0 });
    apply(g, { type: 'end', player: 0 });
    both(g);
    expect(logOf(g.ctx).slice(-2)).toEqual(['start T2 P1', 'main']);
    expect(g.state.turn.skip).toEqual([]);
  });

  it('extra turns come before the normal next player; turn order skips players who are out', () => {
    const g = createGame(turnGame(), { players: 3, decks: [[], [], []], seed: 1 });
    apply(g, { type: 'extra', player: 0 });
    apply(g, { type: 'end', player: 0 });
    both(g);
    expect(g.state.turn).toMatchObject({ number: 2, active: 0 });
    apply(g, { type: 'concede', player: 1 });
    apply(g, { type: 'end', player: 0 });
    both(g);
    expect(g.state.turn).toMatchObject({ number: 3, active: 2 });
  });
  it('ctx.step names the current phase and step, and nothing between turns; the record is read-only', () => {
    const g = createGame(turnGame(), { players: 2, decks: [[], []], seed: 1 });
    expect(g.ctx.step).toEqual({ phase: 'middle', step: 'main' });
    // One shared record per step: rules code cannot change what the next read returns.
    expect(Object.isFrozen(g.ctx.step)).toBe(true);
    apply(g, { type: 'end', player: 0 });
    expect(g.ctx.step).toEqual({ phase: 'middle', step: 'window' });
    g.ctx.state.turn.phase = -1;
    expect(g.ctx.step).toEqual({ phase: '', step: '' });
  });
});

describe('turn structure: scenarios', () => {
  it('setTurnNumber sets the turn a scenario starts on; turns count on from it', () => {
    const g = createGame(turnGame(), { players: 2, decks: [[], []], seed: 1 });
    setupScenario(g, (ctx) => ctx.setTurnNumber(5));
    expect(g.state.turn.number).toBe(5);
    apply(g, { type: 'end', player: 0 });
    both(g);
    expect(g.state.turn).toMatchObject({ number: 6, active: 1 });
    expect(() => setupScenario(g, (ctx) => ctx.setTurnNumber(-1))).toThrow(/whole number/);
    expect(g.state.turn.number).toBe(6);
  });
});

describe('turn structure: jumps and presets', () => {
  it('goToStep continues the turn at an earlier step (e.g. back to the main step after combat)', () => {
    const def = defineGame({
      id: 'jump',
      name: 'Jump',
      players: [2],
      zones: [{ name: 'deck', owner: 'player', ordered: true, visibility: 'count' }],
      turn: {
        phases: [
          { id: 'day', steps: [{ id: 'main', mode: 'actions', enter: (ctx) => note(ctx, 'main') }] },
          {
            id: 'fight',
            steps: [
              {
                id: 'combat',
                mode: 'auto',
                enter: (ctx) => {
                  note(ctx, 'combat');
                  if (!ctx.getVar('fought')) {
                    ctx.setVar('fought', true);
                    ctx.goToStep('day', 'main');
                  }
                },
              },
            ],
          },
        ],
      },
      actions: [endAction],
      policy: bagPolicy(),
      rulesets: [{ name: 'default', options: {} }],
      cards: fillers,
      setup: () => {},
    });
    const g = createGame(def, { players: 2, decks: [[], []], seed: 1 });
    apply(g, { type: 'end', player: 0 });
    expect(logOf(g.ctx)).toEqual(['main', 'combat', 'main']);
    expect(g.state.turn.active).toBe(0);
    apply(g, { type: 'end', player: 0 });
    expect(logOf(g.ctx)).toEqual(['main', 'combat', 'main', 'combat', 'main']);
    expect(g.state.turn.active).toBe(1);
  });

  it('setup sees the first player fixed by createGame', () => {
    const seen: (number | null)[] = [];
    const def = defineGame({
      id: 'first',
      name: 'First',
      players: [2],
      zones: [{ name: 'deck', owner: 'player', ordered: true, visibility: 'count' }],
      turn: { phases: [{ id: 'main', steps: [{ id: 'main', mode: 'actions' }] }] },
      actions: [endAction],
      policy: bagPolicy(),
      rulesets: [{ name: 'default', options: {} }],
      cards: fillers,
      setup: (ctx) => {
        seen.push(ctx.presetFirst);
        ctx.setActive(ctx.presetFirst ?? ctx.random(2));
      },
    });
    expect(createGame(def, { players: 2, decks: [[], []], seed: 1, firstPlayer: 1 }).state.turn.active).toBe(
      1,
    );
    createGame(def, { players: 2, decks: [[], []], seed: 1 });
    expect(seen).toEqual([1, null]);
  });

  it('autoPass: a player whose only legal action in a priority window is pass passes automatically', () => {
    const base = turnGame();
    const def = defineGame({ ...base, autoPass: true });
    const g = createGame(def, { players: 2, decks: [[], []], seed: 1 });
    apply(g, { type: 'end', player: 0 });
    // The window step opened and closed by itself: nobody could do anything but pass.
    expect(g.state.priority).toBeNull();
    expect(g.state.turn.active).toBe(1);
    expect(g.log).toHaveLength(1);
  });
});
