/** Each Astral action card's effect, played on a board built for it. */
import { legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { Z } from '../../engine/table/catalog.js';
import {
  choose,
  endActions,
  health,
  idsOf,
  namesIn,
  passTo,
  play,
  rotation,
  scenario,
  useAbility,
} from '../../testing/scenario.js';
import { kestrel } from '../heroes/heroes.js';

const SOLENNE = 'solenne-dawn-herald';
const BRUNHILD = 'brunhild-cinderheart'; // 28 health, no Astral Elements

describe('Astral cards', () => {
  it('Sunspear Volley deals 3 to the recipient', () => {
    const game = scenario([{ hero: SOLENNE, hand: ['sunspear-volley'] }, { hero: BRUNHILD }]);
    play(game, 'sunspear-volley', 1);
    expect(health(game, 1)).toBe(25);
    expect(namesIn(game, 0, Z.discard)).toEqual(['sunspear-volley']);
  });

  it('Dawnlight Mending heals 4', () => {
    const game = scenario([{ hero: SOLENNE, hand: ['dawnlight-mending'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'dawnlight-mending');
    expect(health(game, 0)).toBe(14);
  });

  it('Corona Halo deals X to the target on entering play, then 2 in the next buff phase', () => {
    const game = scenario([{ hero: SOLENNE, hand: ['corona-halo'] }, { hero: BRUNHILD }]);
    play(game, 'corona-halo');
    expect(health(game, 1)).toBe(25);
    passTo(game, 0);
    expect(health(game, 1)).toBe(23);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'corona-halo')[0])).toBe(1);
  });

  it('Solar Flare Rite deals 4, or 2 to each other hero with 3 players (Multiplayer)', () => {
    const duel = scenario([{ hero: SOLENNE, hand: ['solar-flare-rite'] }, { hero: BRUNHILD }]);
    play(duel, 'solar-flare-rite', 1);
    expect(health(duel, 1)).toBe(24);
    const three = scenario([
      { hero: SOLENNE, hand: ['solar-flare-rite'] },
      { hero: BRUNHILD },
      { hero: BRUNHILD },
    ]);
    play(three, 'solar-flare-rite', 1);
    expect([health(three, 0), health(three, 1), health(three, 2)]).toEqual([21, 26, 26]);
  });

  it('Radiant Bulwark makes its owner take 1 less damage', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['sunspear-volley'] },
      { hero: SOLENNE, buffs: ['radiant-bulwark'] },
    ]);
    play(game, 'sunspear-volley', 1);
    expect(health(game, 1)).toBe(19);
  });

  it('Moonsilver Arrow deals 2 and draws a card', () => {
    const game = scenario([{ hero: SOLENNE, hand: ['moonsilver-arrow'] }, { hero: BRUNHILD }]);
    play(game, 'moonsilver-arrow', 1);
    expect(health(game, 1)).toBe(26);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Tidewane Veil heals 2 and draws a card', () => {
    const game = scenario([{ hero: SOLENNE, hand: ['tidewane-veil'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'tidewane-veil');
    expect(health(game, 0)).toBe(12);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Crescent Ward Cancels the next Attack against its owner, then Expires (Next)', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['sunspear-volley'] },
      { hero: SOLENNE, buffs: ['crescent-ward'] },
    ]);
    play(game, 'sunspear-volley', 1);
    expect(health(game, 1)).toBe(21);
    expect(namesIn(game, 1, Z.discard)).toEqual(['crescent-ward']);
    expect(namesIn(game, 0, Z.discard)).toEqual(['sunspear-volley']);
  });

  it('Phases of the Moon draws on corner 1, then heals 2 on corner 2', () => {
    const game = scenario([{ hero: SOLENNE, hand: ['phases-of-the-moon'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'phases-of-the-moon');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
    const handBefore = game.ctx.count(Z.hand, 0);
    passTo(game, 0);
    // Solenne's Daybreak heals 1 at the start of the turn, then corner 2 heals 2.
    expect(health(game, 0)).toBe(13);
    // One card drawn for the unspent action (4.4).
    expect(game.ctx.count(Z.hand, 0)).toBe(handBefore + 1);
  });

  it('Lunar Recall takes a card back from the discard pile, never a Burn card', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['lunar-recall'], discard: ['reapers-toll', 'jab'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'lunar-recall');
    expect(namesIn(game, 0, Z.hand)).toEqual(['jab']);
  });

  it("Moonlit Lull deals 1, and the recipient can't Attack until their next turn ends", () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['moonlit-lull'] },
      { hero: 'kestrel-vane', hand: ['jab', 'rally'] },
    ]);
    play(game, 'moonlit-lull', 1);
    expect(health(game, 1)).toBe(kestrel.health - 1);
    endActions(game);
    const kinds = legalActions(game).map((a) =>
      a.type === 'play' ? game.state.cards[a.card as number].def : a.type,
    );
    expect(kinds).toEqual(['rally', 'end-actions']);
  });

  it('Crushing Weight deals 2, then Removes a buff of the recipient', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['crushing-weight'] },
      { hero: SOLENNE, buffs: ['radiant-bulwark'] },
    ]);
    play(game, 'crushing-weight', 1);
    expect(health(game, 1)).toBe(20);
    expect(namesIn(game, 1, Z.discard)).toEqual(['radiant-bulwark']);
  });

  it('Orbit Pull deals 1 and Rotates a buff of the recipient, which fires at once (4.3.6)', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['orbit-pull'] },
      { hero: SOLENNE, buffs: ['corona-halo'] },
    ]);
    play(game, 'orbit-pull', 1);
    expect(health(game, 1)).toBe(20);
    expect(health(game, 0)).toBe(19);
    expect(rotation(game, idsOf(game, 1, Z.buffs, 'corona-halo')[0])).toBe(1);
  });

  it('Event Horizon: its Ability Rotates one of your buffs backwards, firing the corner', () => {
    const game = scenario([{ hero: SOLENNE, buffs: ['event-horizon', 'corona-halo@2'] }, { hero: BRUNHILD }]);
    useAbility(game, 'event-horizon');
    choose(game, idsOf(game, 0, Z.buffs, 'corona-halo')[0]);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'corona-halo')[0])).toBe(1);
    expect(health(game, 1)).toBe(26);
  });

  it('Gravity Well deals X to an attacker, then its clunky corner turns', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['sunspear-volley'] },
      { hero: SOLENNE, buffs: ['gravity-well'] },
    ]);
    play(game, 'sunspear-volley', 1);
    expect(health(game, 0)).toBe(18);
    expect(health(game, 1)).toBe(18);
    expect(rotation(game, idsOf(game, 1, Z.buffs, 'gravity-well')[0])).toBe(1);
  });

  it('Stellar Reset Restarts one of your buffs (firing corner 1) and heals 1', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['stellar-reset'], buffs: ['corona-halo@2'], health: 10 },
      { hero: BRUNHILD },
    ]);
    play(game, 'stellar-reset');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'corona-halo')[0])).toBe(0);
    expect(health(game, 1)).toBe(25);
    expect(health(game, 0)).toBe(11);
  });
});
