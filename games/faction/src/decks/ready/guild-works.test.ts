import { describe, expect, it } from 'vitest';
import { deckSize } from '../deck';
import { validateDeck } from '../validate';
import { guildWorks } from './guild-works';

describe('Faction ready decks: Guild Works (issue 20)', () => {
  it('D39: Guild Works plays three Cog Apprentices and one Foundry of Oaths, no Guild Charter or Victory Standard, still a legal 30-card deck', () => {
    expect(guildWorks.cards['cog-apprentice']).toBe(3);
    expect(guildWorks.cards['foundry-of-oaths']).toBe(1);
    expect(guildWorks.cards['guild-charter']).toBeUndefined();
    expect(guildWorks.cards['victory-standard']).toBeUndefined();
    expect(validateDeck(guildWorks)).toEqual([]);
    expect(deckSize(guildWorks)).toBe(30);
  });
});
