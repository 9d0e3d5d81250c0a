import type { FactionDeck } from '../deck';

/** Iron items under Guildmaster Corvane: cheap attachments, Charters and the Foundry's bought victories. */
export const guildWorks: FactionDeck = {
  name: 'guild-works',
  main: 'guildmaster-corvane',
  cards: {
    'cog-apprentice': 3,
    'rivet-sentry': 2,
    'gearwright-engineer': 2,
    'steamclad-bruiser': 2,
    'brass-automaton': 2,
    'tinker-scout': 3,
    'clockwork-vanguard': 1,
    'foundry-of-oaths': 2,
    'assembly-yard': 1,
    'guild-charter': 2,
    'reinforced-plating': 3,
    'arc-lance': 2,
    'repair-kit': 2,
    'victory-standard': 1,
    'mercenary-captain': 1,
    'old-road-inn': 1,
  },
};
