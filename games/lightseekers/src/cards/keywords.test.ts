/** Which keywords a card's encoding exercises (Lightseekers 6), for card text and pool checks. */
import { describe, expect, it } from 'vitest';
import { damage, discard, draw } from './build.js';
import { keywordsOf } from './keywords.js';
import type { ActionCard } from './vocabulary-cards.js';

/** What a test card says besides its name and Element: its category and what it does. */
type Body<C = ActionCard> = C extends ActionCard ? Omit<C, 'kind' | 'id' | 'name' | 'requires'> : never;

/** A Fire action card made for a test. */
function card(body: Body): ActionCard {
  return { kind: 'action', id: 'test-card', name: 'Test Card', requires: ['Fire'], ...body } as ActionCard;
}

describe('keywordsOf', () => {
  it("Lightseekers 6 Multiplayer: a buff's Multiplayer effects count, as an Attack's do", () => {
    const buff = card({ category: 'buff', instant: [damage(1, 'target')], multiplayer: [discard(1)] });
    expect([...keywordsOf(buff)]).toEqual(expect.arrayContaining(['Buff', 'Multiplayer', 'Discard']));
  });

  it("Lightseekers 6 Multiplayer: an Ability's Multiplayer effects count too", () => {
    const ability = {
      name: 'Test',
      category: 'attack',
      effects: [damage(1)],
      multiplayer: [draw(1)],
    } as const;
    const buff = card({ category: 'buff', abilities: [ability] });
    expect([...keywordsOf(buff)]).toEqual(expect.arrayContaining(['Ability', 'Multiplayer', 'Draw']));
  });

  it('a card without a Multiplayer replacement has no Multiplayer keyword', () => {
    expect(keywordsOf(card({ category: 'attack', effects: [damage(2)] })).has('Multiplayer')).toBe(false);
  });
});
