import { KernelEvents, setupScenario, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, idOf, legal, resolveStack, scenario } from '../testing/scenario';
import { mainOf } from './board';
import { C, P, Z } from './keys';

describe('Faction: Day phase (F4.2)', () => {
  it('Faction: Day draw — each command token draws one card (F4.2b), none from an empty deck', () => {
    const game = scenario({ turn: 3, seats: [{ deck: ['reef-sentinel', 'harbor-pilot'], command: 3 }, {}] });
    act(game, { type: 'draw' });
    act(game, { type: 'draw' });
    expect(
      game.ctx
        .cards(Z.hand, 0)
        .map((c) => game.state.cards[c].def)
        .sort(),
    ).toEqual(['harbor-pilot', 'reef-sentinel']);
    expect(game.ctx.playerCounter(0, P.command)).toBe(1);
    expect(legal(game, { type: 'draw' })).toEqual([]);
  });

  it('Faction: Day victory token — only while behind every other player, onto an open field, once per turn (F4.2d)', () => {
    const game = scenario({ turn: 3, seats: [{ command: 2 }, {}, {}] });
    expect(legal(game, { type: 'trade-victory' })).toEqual([]);
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.victory, 1));
    expect(legal(game, { type: 'trade-victory' })).toEqual([]); // not behind player 2
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 2), C.victory, 1));
    const main = mainOf(game.ctx, 0);
    act(game, { type: 'trade-victory', card: main });
    expect(game.ctx.counter(main, C.victory)).toBe(1);
    expect(game.ctx.playerCounter(0, P.command)).toBe(1);
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.victory, 3));
    expect(legal(game, { type: 'trade-victory' })).toEqual([]); // once per turn
  });

  it('Faction: Day play characters — into the five character slots; none when full (F4.2e, F5.2)', () => {
    const five = Array.from({ length: 5 }, () => 'wandering-sellsword');
    const game = scenario({
      turn: 3,
      seats: [{ characters: five.slice(0, 4), hand: ['wandering-sellsword'], tokens: { none: 4 } }, {}],
    });
    act(game, { type: 'play', card: idOf(game, 'wandering-sellsword', 0, Z.hand) });
    expect(game.ctx.count(Z.characters, 0)).toBe(5);
    const full = scenario({
      turn: 3,
      seats: [{ characters: five, hand: ['wandering-sellsword'], tokens: { none: 4 } }, {}],
    });
    expect(legal(full, { type: 'play' })).toEqual([]);
  });

  it('Faction: Day play items directly — the item goes to the discard pile, its effect to the stack (F4.2e, D15)', () => {
    const game = scenario({
      turn: 3,
      // Player 1's Reaction keeps the effect waiting for their answer on the stack.
      seats: [
        { hand: ['travelers-pack'], deck: ['reef-sentinel'], tokens: { none: 1 } },
        { hand: ['riptide-charm'], tokens: { tide: 1 } },
      ],
    });
    const pack = idOf(game, 'travelers-pack');
    act(game, { type: 'play', card: pack });
    expect(game.ctx.zoneOf(pack)).toBe(Z.discard);
    expect(game.state.pending).toHaveLength(1);
    resolveStack(game);
    expect(game.ctx.zoneOf(idOf(game, 'reef-sentinel'))).toBe(Z.hand);
  });

  it('Faction: Day attach items — only to an open item slot of a fitting host (F4.2e, F5.5)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { hand: ['coral-aegis', 'coral-aegis'], characters: ['harbor-pilot'], tokens: { tide: 4 } },
        {},
      ],
    });
    const [first] = game.ctx.cards(Z.hand, 0);
    const main = mainOf(game.ctx, 0);
    // Harbor Pilot has no item slot; the main character has two.
    expect(legal(game, { type: 'attach' }).map((a) => a.host)).toEqual([main]);
    act(game, { type: 'attach', card: first, host: main });
    expect(game.state.cards[first].attachedTo).toBe(main);
    expect(game.ctx.stat(main, 'kw.armor')).toBe(1);
    expect(game.ctx.stat(main, 'defense')).toBe(13);
  });

  it('Faction: Day play location — once per turn; the old one is discarded with its attachments and tokens (F4.2f, F5.3)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          location: 'lighthouse-of-kelm',
          hand: ['sunken-archive', 'old-road-inn', 'harvest-totem'],
          tokens: { tide: 3, none: 3 },
        },
        {},
      ],
    });
    const lighthouse = idOf(game, 'lighthouse-of-kelm');
    setupScenario(game, (ctx) => ctx.setCounter(lighthouse, C.victory, 2));
    act(game, { type: 'play', card: idOf(game, 'sunken-archive') });
    expect(game.ctx.zoneOf(lighthouse)).toBe(Z.discard);
    expect(game.ctx.counter(lighthouse, C.victory)).toBe(0);
    expect(game.ctx.cards(Z.location, 0)).toEqual([idOf(game, 'sunken-archive')]);
    expect(legal(game, { type: 'play', card: idOf(game, 'old-road-inn') })).toEqual([]);
  });

  it('Faction: Day activate abilities — costs paid, effects on the stack (F4.2g)', () => {
    const game = scenario({ turn: 3, seats: [{ location: 'sunken-archive', deck: ['reef-sentinel'] }, {}] });
    const archive = idOf(game, 'sunken-archive');
    act(game, { type: 'activate', card: archive, ability: 0 });
    expect(game.state.cards[archive].tapped).toBe(true);
    resolveStack(game);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
    expect(legal(game, { type: 'activate' })).toEqual([]); // exhausted: face down, no abilities (D10)
  });

  it('Faction: Day turn face-down attachments face up — set for 1, hidden, revealed by paying its cost (F4.2g, D16)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['living-bark'], main: 'elder-bramblemother', tokens: { verdant: 1, none: 2 } }, {}],
    });
    const bark = idOf(game, 'living-bark');
    const main = mainOf(game.ctx, 0);
    act(game, { type: 'set', card: bark, host: main });
    expect(game.state.cards[bark].faceDown).toBe(true);
    expect(game.ctx.stat(main, 'defense')).toBe(12);
    const seen = (viewer: number) =>
      viewFor(game, viewer)
        .zones.flatMap((z) => z.cards ?? [])
        .find((c) => c.id === bark)?.def;
    expect(seen(1)).toBeUndefined();
    expect(seen(0)).toBe('living-bark');
    act(game, { type: 'reveal', card: bark });
    expect(game.state.cards[bark].faceDown).toBe(false);
    expect(game.ctx.stat(main, 'defense')).toBe(14);
    expect(game.ctx.playerCounter(0, P.spent('verdant'))).toBe(1);
  });

  it('Faction: Day enter combat — once per turn, never on the very first turn (F4.2h, D20)', () => {
    const first = scenario({ turn: 1, seats: [{}, {}] });
    expect(legal(first, { type: 'enter-combat' })).toEqual([]);
    const game = scenario({ turn: 3, seats: [{}, {}] });
    act(game, { type: 'enter-combat' });
    expect(game.ctx.step.step).toBe('combat');
    act(game, { type: 'end-combat' });
    expect(game.ctx.step).toEqual({ phase: 'day', step: 'main' });
    expect(legal(game, { type: 'enter-combat' })).toEqual([]);
    // Ending the Day goes on to its last window, never back into combat.
    const steps = act(game, { type: 'end-day' })
      .events.filter((e) => e.type === KernelEvents.stepStart)
      .map((e) => e.step);
    expect(steps.slice(0, 2)).toEqual(['last-window', 'evening']);
    expect(steps).not.toContain('combat');
    expect(game.state.turn.active).toBe(1);
    expect(game.ctx.step.step).toBe('main');
  });

  it('Faction: Day last window — every player may activate abilities before the Day ends (F4.2i, D25)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ location: 'sunken-archive' }, {}, { location: 'sunken-archive' }],
    });
    act(game, { type: 'end-day' });
    expect(game.ctx.step.step).toBe('last-window');
    expect(game.toAct).toBe(0);
    act(game, { type: 'pass' });
    expect(game.toAct).toBe(2); // player 1 has no ability to use: their pass is automatic (D34)
    const archive = idOf(game, 'sunken-archive', 2);
    act(game, { type: 'activate', card: archive, player: 2 });
    resolveStack(game);
    expect(game.ctx.count(Z.hand, 2)).toBe(1);
    expect(game.ctx.step.step).toBe('last-window');
  });
});
