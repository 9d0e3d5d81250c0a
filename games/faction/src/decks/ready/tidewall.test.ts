import { describe, expect, it } from 'vitest';
import { Z } from '../../engine/keys';
import { act, idOf, playCard, scenario, settle, untilTurnOf } from '../../testing/scenario';
import { deckSize } from '../deck';
import { validateDeck } from '../validate';
import { tidewall } from './tidewall';

describe('Faction ready decks: Tidewall (issue 20)', () => {
  it('D38: Tidewall plays two Wavebreaker Captains and three Keepers of Shoals, still a legal 30-card deck', () => {
    expect(tidewall.cards['wavebreaker-captain']).toBe(2);
    expect(tidewall.cards['keeper-of-shoals']).toBe(3);
    expect(validateDeck(tidewall)).toEqual([]);
    expect(deckSize(tidewall)).toBe(30);
  });

  it('D38 (why): a Wavebreaker Captain returning an equipped Guild Works character also discards its items (F5.5)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          main: 'artificer-prime-hadda',
          characters: ['brass-automaton'],
          hand: ['reinforced-plating'],
          tokens: { iron: 2 },
        },
        { main: 'deepwarden-oru', hand: ['wavebreaker-captain'], tokens: { tide: 3, none: 3 } },
      ],
    });
    const automaton = idOf(game, 'brass-automaton');
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: automaton });
    settle(game);
    expect(game.ctx.stat(automaton, 'defense')).toBe(7);
    untilTurnOf(game, 1);
    playCard(game, 'wavebreaker-captain');
    expect(game.ctx.zoneOf(automaton)).toBe(Z.hand);
    expect(game.ctx.zoneOf(idOf(game, 'reinforced-plating'))).toBe(Z.discard);
  });
});
