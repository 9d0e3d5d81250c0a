import type { FactionDeck } from '../deck';

/** Iron items under Artificer Prime Hadda: cheap hosts and attachments that fuel her strikes (D39). */
export const guildWorks: FactionDeck = {
  name: 'guild-works',
  main: 'artificer-prime-hadda',
  cards: {
    'rivet-sentry': 3,
    'steamclad-bruiser': 3,
    'brass-automaton': 3,
    'tinker-scout': 2,
    'clockwork-vanguard': 2,
    'cog-apprentice': 3,
    'foundry-of-oaths': 1,
    'reinforced-plating': 3,
    'arc-lance': 3,
    'wandering-sellsword': 3,
    'old-road-inn': 2,
    'travelers-pack': 2,
  },
};
