/** Each hero's trait (Lightseekers 2.4.1). */
import { createGame, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { randomDeck } from '../../decks/random.js';
import { kernelDeck } from '../../decks/validate.js';
import { lightseekers } from '../../engine/game/definition.js';
import { Z } from '../../engine/table/catalog.js';
import { HEALTH } from '../../engine/table/removal.js';
import { endActions, health, passTo, play, scenario, useAbility } from '../../testing/scenario.js';
import { heroes, kestrel } from './heroes.js';

describe('heroes', () => {
  it('Lightseekers L53, L55 and L60 (issue 20): Solenne starts on 21 health, Vharok on 20, Ilwen on 28, Kestrel on 32, Maddox on 28 and Nyx on 35; Brunhild keeps hers', () => {
    const byHero = Object.fromEntries(
      heroes.map((hero) => {
        const game = createGame(lightseekers, {
          players: 2,
          decks: [kernelDeck(randomDeck(hero.id, 1)), kernelDeck(randomDeck('solenne-dawn-herald', 2))],
          seed: 'L53',
        });
        return [hero.id, game.state.players[0].counters[HEALTH]];
      }),
    );
    expect(byHero).toEqual({
      'solenne-dawn-herald': 21,
      'vharok-the-hollow': 20,
      'brunhild-cinderheart': 28,
      'ilwen-thornsong': 28,
      'kestrel-vane': 32,
      'tinker-maddox': 28,
      'nyx-quillfeather': 35,
    });
  });

  it('Solenne heals 1 at the start of each of her turns (4.1)', () => {
    const game = scenario([{ hero: 'solenne-dawn-herald', health: 10 }, { hero: 'kestrel-vane' }]);
    passTo(game, 0);
    expect(health(game, 0)).toBe(11);
  });

  it("Vharok's Attack cards deal 1 more", () => {
    const game = scenario([{ hero: 'vharok-the-hollow', hand: ['jab'] }, { hero: 'kestrel-vane' }]);
    play(game, 'jab', 1);
    expect(health(game, 1)).toBe(kestrel.health - 3);
  });

  it('Brunhild: Defend Ability heals 2, once per turn (4.3.2)', () => {
    const game = scenario([{ hero: 'brunhild-cinderheart', health: 10 }, { hero: 'kestrel-vane' }]);
    useAbility(game, 'brunhild-cinderheart');
    expect(health(game, 0)).toBe(12);
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(false);
  });

  it('Ilwen heals 1 in each of her buff phases (4.2.1)', () => {
    const game = scenario([{ hero: 'ilwen-thornsong', health: 10 }, { hero: 'kestrel-vane' }]);
    passTo(game, 0);
    expect(health(game, 0)).toBe(11);
  });

  it("Kestrel's Attack Ability deals 2, not increased by power modifiers (4.3.2)", () => {
    const game = scenario([{ hero: 'kestrel-vane', items: ['beastclaw'] }, { hero: 'brunhild-cinderheart' }]);
    useAbility(game, 'kestrel-vane', 1);
    expect(health(game, 1)).toBe(26);
  });

  it("Maddox's combos cost one card fewer", () => {
    const game = scenario([
      { hero: 'tinker-maddox', hand: ['tech-singularity', 'rewind'] },
      { hero: 'kestrel-vane' },
    ]);
    expect(legalActions(game).some((a) => a.type === 'combo')).toBe(true);
  });

  it('Nyx draws at the end of her turn if she holds fewer than 2 cards (4.5)', () => {
    const game = scenario([{ hero: 'nyx-quillfeather', hand: ['jab', 'rally'] }, { hero: 'kestrel-vane' }]);
    play(game, 'jab', 1);
    play(game, 'rally');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
    const full = scenario([
      { hero: 'nyx-quillfeather', hand: ['jab', 'rally', 'updraft'] },
      { hero: 'kestrel-vane' },
    ]);
    endActions(full);
    expect(full.ctx.count(Z.hand, 0)).toBe(5);
  });
});
