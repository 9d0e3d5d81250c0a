import * as c from '../../cards/pool/index.js';
import { copies, type Lexicon } from '../lexicon.js';

/**
 * Red Hunger — Sanguine/Primal aggression: cheap Madness bodies, Blistering hounds, Festering and
 * Rot, combat tricks, and Sharra-Khet consuming blockers once mythos reaches 5.
 */
export const redHunger: Lexicon = {
  name: 'Red Hunger',
  strategy: 'Sanguine/Primal aggro: attack every turn, trade with Festering, finish with combat tricks.',
  startingVoid: { kind: 'god', card: c.sharraKhetTheRedHunger.id },
  main: [
    copies(c.sanguineRune, 12),
    copies(c.primalRune, 8),
    copies(c.bleedingRune, 2),
    copies(c.blankRune, 2),
    copies(c.bloodbloatedTick, 4),
    copies(c.ravingProphet, 4),
    copies(c.dreadHound, 4),
    copies(c.gibberingMouther, 3),
    copies(c.plagueCarrier, 2),
    copies(c.corpseBloom, 2),
    copies(c.ghoulPack, 2),
    copies(c.greatElk, 2),
    copies(c.primordialOx, 2),
    copies(c.ambushPredator, 4),
    copies(c.thornbackBehemoth, 1),
    copies(c.bloodPriest, 1),
    copies(c.sacrificialKris, 2),
    copies(c.bloodMoon, 1),
    copies(c.primalRoar, 2),
    copies(c.feignedRetreat, 2),
    copies(c.bloodPrice, 1),
  ],
  sideboard: [
    copies(c.curseOfFestering, 2),
    copies(c.rainOfAsh, 2),
    copies(c.madmansWager, 1),
    copies(c.spawningPit, 2),
    copies(c.cleansingFlame, 2),
    copies(c.huntingGrounds, 1),
  ],
  grimoire: [],
};
