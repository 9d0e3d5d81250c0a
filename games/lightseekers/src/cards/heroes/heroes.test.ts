/** Each hero's trait (Lightseekers 2.4.1). */
import { createGame, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { randomDeck } from '../../decks/random.js';
import { kernelDeck } from '../../decks/validate.js';
import { lightseekers } from '../../engine/game/definition.js';
import { Z } from '../../engine/table/catalog.js';
import { HEALTH } from '../../engine/table/removal.js';
import { endActions, health, passTo, play, scenario, useAbility } from '../../testing/scenario.js';
import { brunhild, heroes, vharok } from './heroes.js';

describe('heroes', () => {
  it('Lightseekers L53, L55, L60, L64, L67 and L74 (issue 20): Solenne starts on 21 health, Vharok on 22, Ilwen on 31, Kestrel on 28, Maddox on 35 and Nyx on 29; Brunhild keeps hers', () => {
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
      'vharok-the-hollow': 22,
      'brunhild-cinderheart': 28,
      'ilwen-thornsong': 31,
      'kestrel-vane': 28,
      'tinker-maddox': 35,
      'nyx-quillfeather': 29,
    });
  });

  it.each([
    ['solenne-dawn-herald', 'Solenne heals 1 at the start of each of her turns (4.1)'],
    ['ilwen-thornsong', 'Ilwen heals 1 in each of her buff phases (4.2.1)'],
  ])('Lightseekers L61: %s — %s, while on 15 health or less', (hero) => {
    const game = scenario([{ hero, health: 15 }, { hero: 'brunhild-cinderheart' }]);
    passTo(game, 0);
    expect(health(game, 0)).toBe(16);
    passTo(game, 1);
    passTo(game, 0);
    expect(health(game, 0)).toBe(16);
  });

  it("Vharok's Attack cards deal 1 more", () => {
    const game = scenario([{ hero: 'vharok-the-hollow', hand: ['jab'] }, { hero: 'brunhild-cinderheart' }]);
    play(game, 'jab', 1);
    expect(health(game, 1)).toBe(brunhild.health - 3);
  });

  it('Lightseekers L61, L68: Brunhild: Defend Ability heals 2, once per turn (4.3.2)', () => {
    const game = scenario([{ hero: 'brunhild-cinderheart', health: 12 }, { hero: 'vharok-the-hollow' }]);
    useAbility(game, 'brunhild-cinderheart');
    expect(health(game, 0)).toBe(14);
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(false);
  });

  it('Lightseekers L68: Stone Resolve can be used only while Brunhild is on 17 health or less', () => {
    const abilityLegal = (hp: number) => {
      const game = scenario([{ hero: 'brunhild-cinderheart', health: hp }, { hero: 'vharok-the-hollow' }]);
      return legalActions(game).some((a) => a.type === 'ability');
    };
    expect(abilityLegal(18)).toBe(false);
    expect(abilityLegal(17)).toBe(true);
    const game = scenario([{ hero: 'brunhild-cinderheart', health: 17 }, { hero: 'vharok-the-hollow' }]);
    useAbility(game, 'brunhild-cinderheart');
    expect(health(game, 0)).toBe(19);
    passTo(game, 1);
    passTo(game, 0);
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(false);
  });

  it("Lightseekers L62: Kestrel's Gust Bolt deals 1 to her target in each of her buff phases, no action spent and not raised by power modifiers", () => {
    const game = scenario([{ hero: 'kestrel-vane', items: ['beastclaw'] }, { hero: 'vharok-the-hollow' }]);
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(false);
    passTo(game, 1);
    expect(health(game, 1)).toBe(vharok.health);
    passTo(game, 0);
    expect(health(game, 1)).toBe(vharok.health - 1);
    passTo(game, 1);
    passTo(game, 0);
    expect(health(game, 1)).toBe(vharok.health - 2);
  });

  it("Maddox's combos cost one card fewer", () => {
    const game = scenario([
      { hero: 'tinker-maddox', hand: ['tech-singularity', 'rewind'] },
      { hero: 'kestrel-vane' },
    ]);
    expect(legalActions(game).some((a) => a.type === 'combo')).toBe(true);
  });

  it('Lightseekers L69: Nyx draws at the end of her turn only if she holds fewer than 2 cards (4.5; 3 with L64)', () => {
    const two = scenario([
      { hero: 'nyx-quillfeather', hand: ['jab', 'rally', 'scavenge', 'updraft'] },
      { hero: 'brunhild-cinderheart' },
    ]);
    play(two, 'jab', 1);
    play(two, 'rally');
    // Two cards left, not fewer than 2: Night Tide draws nothing.
    expect(two.ctx.count(Z.hand, 0)).toBe(2);
    const one = scenario([
      { hero: 'nyx-quillfeather', hand: ['jab', 'rally', 'scavenge'] },
      { hero: 'brunhild-cinderheart' },
    ]);
    play(one, 'jab', 1);
    play(one, 'rally');
    // One card left: Night Tide draws one.
    expect(one.ctx.count(Z.hand, 0)).toBe(2);
    const full = scenario([
      { hero: 'nyx-quillfeather', hand: ['jab', 'rally', 'updraft'] },
      { hero: 'brunhild-cinderheart' },
    ]);
    endActions(full);
    expect(full.ctx.count(Z.hand, 0)).toBe(5);
  });
});
