import * as c from '../../cards/pool/index.js';
import { copies, type Lexicon } from '../lexicon.js';

/**
 * Star Library — Astral/Cosmic tempo: the grimoire starts in the void as a tome, Yaddithian
 * spellcasters inscribe its spells and replay them, fliers carry the damage, and Vael-Orun is
 * brought forth from the hand later.
 */
export const starLibrary: Lexicon = {
  name: 'Star Library',
  strategy: 'Astral/Cosmic spellcasting: fliers in the air, grimoire spells recast from under Yaddithians.',
  startingVoid: { kind: 'tome' },
  main: [
    copies(c.astralRune, 11),
    copies(c.cosmicRune, 11),
    copies(c.elderRune, 2),
    copies(c.lodestoneRune, 2),
    copies(c.mothOfTheOuterDark, 4),
    copies(c.starVampire, 4),
    copies(c.yaddithianEnvoy, 4),
    copies(c.yaddithianSorcerer, 1),
    copies(c.celestialWarden, 4),
    copies(c.cometRider, 4),
    copies(c.voidStrider, 3),
    copies(c.heraldOfTheStars, 2),
    copies(c.chronophage, 1),
    copies(c.yaddithianGlaive, 2),
    copies(c.brassAstrolabe, 1),
    copies(c.theStarsAreRight, 1),
    copies(c.forbiddenKnowledge, 2),
    copies(c.suddenEclipse, 2),
    copies(c.vaelOrunEyeBetweenStars, 1),
  ],
  grimoire: [
    copies(c.litanyOfFallingStars, 2),
    copies(c.whisperedHex, 2),
    copies(c.tidecall, 2),
    copies(c.riteOfTheOpenVein, 1),
    copies(c.verdantWard, 1),
    copies(c.signOfTheElders, 2),
    copies(c.starChartDivination, 2),
    copies(c.banishingWord, 1),
    copies(c.mindRend, 2),
  ],
  sideboard: [copies(c.auroraOfMadness, 1), copies(c.callOfTheVoid, 2), copies(c.observatoryAtKell, 2)],
};
