import type { FactionDeck } from '../deck';

/** Iron items under Artificer Prime Hadda: cheap attachments, Charters and the Foundry's bought victories. */
export const guildWorks: FactionDeck = {
  name: 'guild-works',
  main: 'artificer-prime-hadda',
  cards: {
    'rivet-sentry': 3,
    'steamclad-bruiser': 3,
    'brass-automaton': 3,
    'tinker-scout': 2,
    'clockwork-vanguard': 2,
    'foundry-of-oaths': 2,
    'reinforced-plating': 3,
    'arc-lance': 3,
    'guild-charter': 1,
    'victory-standard': 1,
    'wandering-sellsword': 3,
    'old-road-inn': 2,
    'travelers-pack': 2,
  },
};
