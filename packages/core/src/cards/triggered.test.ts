/**
 * Triggered abilities of the card language beyond one event and one condition (issue 14, card-language
 * gaps): several triggers sharing one effect, per-ability zones, "the first time each turn", "once per
 * turn", and conditions checked when the event happens, on resolution (Lorcana CR 6.2.4), or both.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  type Game,
  type GameEvent,
  KernelEvents,
  setupScenario,
  type TriggeredAbility,
} from '../index';
import { defineLanguage } from './language';
import { ABILITIES, LANG, newGame, put, TEST_SPEC, type TestNouns } from './test-game';

const points = (game: Game, player = 0) => game.ctx.playerCounter(player, 'points');

/** Hurts `card` as player `by` (the active player); returns the names of the abilities that resolved. */
function hurt(game: Game, card: number, by = 0): string[] {
  const { events } = apply(game, { type: 'hurt', player: by, card });
  const resolved = resolvedLabels(events);
  while (game.state.decision) {
    const { request } = game.state.decision;
    const more = apply(game, { type: 'answer', player: request.player, choice: [request.options[0]] });
    resolved.push(...resolvedLabels(more.events));
  }
  return resolved;
}

function resolvedLabels(events: readonly GameEvent[]): string[] {
  return events.filter((e) => e.type === KernelEvents.resolving).map((e) => String(e.label).split(': ')[1]);
}

function deploy(game: Game, def: string, player = 0): string[] {
  const card = game.state.cards.find(
    (c) => c.def === def && c.owner === player && game.ctx.isIn(c.id, 'deck'),
  );
  if (!card) throw new Error(`no ${def} in the deck`);
  return resolvedLabels(apply(game, { type: 'deploy', player, card: card.id }).events);
}

describe('triggered abilities: several triggers, zones, per-turn limits, intervening if', () => {
  it('one ability with two triggers resolves on either event (“when … and whenever …”)', () => {
    const game = newGame(['scout']);
    expect(deploy(game, 'scout')).toEqual(['Lookout']);
    const scout = game.ctx.cards('play', 0).find((c) => game.ctx.card(c).def === 'scout')!;
    expect(hurt(game, scout)).toEqual(['Lookout']);
    expect(points(game)).toBe(2);
    expect(LANG.say.ability(ABILITIES.scout[0])).toBe(
      'Lookout — When this unit enters play and whenever this unit is hurt: gain 1 point.',
    );
  });

  it('“the first time each turn”: a second event that turn does not trigger it; a new turn does', () => {
    const game = newGame(['sentry']);
    const sentry = put(game, 'sentry');
    expect(hurt(game, sentry)).toEqual(['Alarm']);
    expect(hurt(game, sentry)).toEqual([]);
    expect(points(game)).toBe(1);
    apply(game, { type: 'end', player: 0 });
    expect(hurt(game, sentry, 1)).toEqual(['Alarm']);
    expect(points(game)).toBe(2);
    expect(LANG.say.ability(ABILITIES.sentry[0])).toBe(
      'Alarm — Whenever this unit is hurt for the first time each turn: gain 1 point.',
    );
  });

  it('“once per turn”: it still triggers, but a second resolution that turn does nothing', () => {
    const game = newGame(['chanter']);
    put(game, 'chanter');
    expect(deploy(game, 'unit')).toEqual(['Chant']);
    expect(deploy(game, 'unit')).toEqual(['Chant']);
    expect(points(game)).toBe(1);
    apply(game, { type: 'end', player: 0 });
    apply(game, { type: 'end', player: 1 });
    expect(deploy(game, 'ward')).toEqual(['Chant']);
    expect(points(game)).toBe(2);
    expect(LANG.say.ability(ABILITIES.chanter[0])).toBe(
      'Chant — Once per turn. Whenever another unit enters play: gain 1 point.',
    );
  });

  it('an ability with its own zones triggers from there (the discard) and not from play', () => {
    const game = newGame(['ghost', 'ghost']);
    setupScenario(game, (ctx) => {
      const ghost = ctx.cards('deck', 0).find((c) => ctx.card(c).def === 'ghost')!;
      ctx.move(ghost, 'discard', 0);
    });
    expect(deploy(game, 'unit')).toEqual(['Haunt']);
    expect(points(game)).toBe(1);
    put(game, 'ghost');
    deploy(game, 'unit');
    expect(points(game)).toBe(2); // only the ghost in the discard gained; the one in play did nothing
  });

  it('a resolution condition (Lorcana CR 6.2.4) is checked only on resolution; an intervening “if” both times; a plain condition only when the event happens', () => {
    const game = newGame(['oracle']);
    const oracle = put(game, 'oracle');
    expect(game.ctx.count('hand', 0)).toBe(2);
    // All four trigger with two cards in hand. Toll resolves first and discards one: on resolution
    // Omen's intervening "if" (two cards) fails, Hope's resolution condition (one card) holds, and
    // Sign, checked only when the event happened, still gains.
    expect(hurt(game, oracle)).toEqual(['Toll', 'Omen', 'Hope', 'Sign']);
    expect(points(game)).toBe(4 + 1);
    // With one card in hand, Omen and Sign do not trigger; Hope does, but Toll empties the hand first,
    // so it resolves with no effect.
    apply(game, { type: 'end', player: 0 });
    expect(hurt(game, oracle, 1)).toEqual(['Toll', 'Hope']);
    expect(points(game)).toBe(5);
    expect(ABILITIES.oracle.slice(1).map((a) => LANG.say.ability(a))).toEqual([
      'Omen — Whenever this unit is hurt, if you have at least 2 cards in hand: gain 2 points.',
      'Hope — Whenever this unit is hurt, if you have at least 1 card in hand: gain 4 points.',
      'Sign — Whenever this unit is hurt, if you have at least 2 cards in hand: gain 1 point.',
    ]);
  });
});

describe('triggered abilities: the game resolves and checks them its own way', () => {
  it('a language given `resolve` and `check` runs compiled abilities through them (and only those)', () => {
    const seen: string[] = [];
    let allow = true;
    const hooked = defineLanguage<TestNouns>()({
      ...TEST_SPEC,
      resolve: (ctx, steps, source) => {
        seen.push(`resolve from ${ctx.card(source.card).def}`);
        return LANG.run(ctx, steps, source);
      },
      check: (_ctx, condition, _source) => {
        seen.push(`check ${String((condition as { test: string }).test)}`);
        return allow;
      },
    });
    const game = newGame(['oracle']);
    const oracle = put(game, 'oracle');
    const [sign] = hooked.compile([ABILITIES.oracle[3]]) as TriggeredAbility[];
    const event: GameEvent = { type: 'card-counter', card: oracle, counter: 'damage', from: 0, to: 3 };
    expect(sign.when?.(game.ctx, event, oracle)).toBe(true);
    allow = false;
    expect(sign.when?.(game.ctx, event, oracle)).toBe(false);
    sign.effect(game.ctx, { source: oracle, controller: 0, event, args: null });
    expect(points(game)).toBe(1);
    expect(seen).toEqual(['check handAtLeast', 'check handAtLeast', 'resolve from oracle']);
    // The language's own `run` is not the game's resolution: nothing is recorded for it.
    hooked.run(game.ctx, [{ do: 'gain', n: 1 }], { controller: 0, card: oracle });
    expect(seen).toHaveLength(3);
  });
});
