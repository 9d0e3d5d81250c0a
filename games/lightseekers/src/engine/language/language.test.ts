/**
 * The Lightseekers card language: its words run only inside an effect run, nothing happens once the
 * game is over, and a played card's plan is kept in the state as the language writes it (issue 14).
 */
import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { damage } from '../../cards/build.js';
import { allCards } from '../../cards/index.js';
import type { Ability, Effect, Trigger } from '../../cards/vocabulary-effects.js';
import { health, play, scenario } from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';
import { NotRunningError } from './frame.js';
import { LIGHTSEEKERS_LANGUAGE } from './index.js';

/** Every list of effects printed on a card of the pool. */
function effectLists(): (readonly Effect[])[] {
  const out: (readonly Effect[])[] = [];
  for (const card of allCards) {
    const triggers: Trigger[] = card.kind === 'hero' ? [...(card.trait.triggers ?? [])] : [];
    const abilities: Ability[] = card.kind === 'hero' && card.trait.ability ? [card.trait.ability] : [];
    if (card.kind !== 'hero') {
      if (card.category === 'attack' || card.category === 'defend') out.push(card.effects);
      if (card.category === 'buff') {
        out.push(card.instant ?? []);
        for (const c of card.corners ?? []) if (c?.effects) out.push(c.effects);
      }
      if (card.category !== 'attack' && card.category !== 'defend') {
        triggers.push(...(card.triggers ?? []));
        abilities.push(...(card.abilities ?? []));
      }
      if ('multiplayer' in card && card.multiplayer) out.push(card.multiplayer);
    }
    for (const t of [...triggers, ...(card.fromDiscard ?? [])]) out.push(t.effects);
    for (const a of abilities) out.push(a.effects, ...(a.multiplayer ? [a.multiplayer] : []));
  }
  return out;
}

describe('the Lightseekers card language', () => {
  it('a card-language word used outside an effect run is a typed error that changes nothing', () => {
    const game = scenario([{}, {}]);
    const before = health(game, 1);
    expect(() =>
      setupScenario(game, (ctx) => {
        LIGHTSEEKERS_LANGUAGE.run(ctx, [damage(3, 'target')], { controller: 0, card: 0 });
      }),
    ).toThrow(NotRunningError);
    expect(health(game, 1)).toBe(before);
  });

  it('Lightseekers 5: once the last opponent falls, the rest of the card does nothing (no Draw)', () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', hand: ['moonsilver-arrow'], deck: ['rally'] },
      { health: 2 },
    ]);
    play(game, 'moonsilver-arrow', 1);
    expect(game.state.status.over).toBe(true);
    expect(game.ctx.count(Z.hand, 0)).toBe(0);
  });

  it("the state keeps a played card's plan as the card language writes it: every effect of the pool is JSON data that a save and load keep exactly (4.3.3)", () => {
    const lists = effectLists();
    expect(lists.length).toBeGreaterThan(150);
    // Strict: a key holding undefined would vanish on a save and change the state's digest.
    for (const effects of lists) expect(JSON.parse(JSON.stringify(effects))).toStrictEqual(effects);
  });
});
