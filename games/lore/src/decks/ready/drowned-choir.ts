import * as c from '../../cards/pool/index.js';
import { copies, type Lexicon } from '../lexicon.js';

/**
 * Drowned Choir — Deep/Cosmic control: sturdy Abyssal blockers (Drowned Sentinel holds two
 * attackers), bounce in combat, seals that build mythos until Ythogga rises from the void at 7.
 */
export const drownedChoir: Lexicon = {
  name: 'Drowned Choir',
  strategy: 'Deep/Cosmic control: block, bounce and build mythos until Ythogga is called forth.',
  startingVoid: { kind: 'god', card: c.ythoggaTheDrownedChoir.id },
  main: [
    copies(c.deepRune, 12),
    copies(c.cosmicRune, 8),
    copies(c.elderRune, 2),
    copies(c.tidalRune, 1),
    copies(c.bogLurker, 6),
    copies(c.tidecallerAcolyte, 4),
    copies(c.pearlEyedSiren, 3),
    copies(c.drownedSentinel, 3),
    copies(c.deepOneRaider, 2),
    copies(c.leviathanHatchling, 2),
    copies(c.abyssalDevourer, 2),
    copies(c.krakenOfTheTrench, 1),
    copies(c.saltmarshHarbor, 2),
    copies(c.idolOfTheDeep, 1),
    copies(c.whalersHarpoon, 2),
    copies(c.tidecall, 2),
    copies(c.undertow, 3),
    copies(c.petrifyingGaze, 2),
    copies(c.wrathOfTheDeep, 1),
    copies(c.theHollowOrrery, 1),
    copies(c.summonTheAncient, 1),
  ],
  sideboard: [
    copies(c.endlessFog, 2),
    copies(c.signOfTheElders, 2),
    copies(c.sunkenReliquary, 2),
    copies(c.callOfTheVoid, 2),
    copies(c.theStarsAreRight, 1),
  ],
  grimoire: [],
};
