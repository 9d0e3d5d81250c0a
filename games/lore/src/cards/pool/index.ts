/**
 * The Lore card pool, set `lr1`: every card in collector-number order.
 *
 * @module
 */
import type { LoreCard } from '../card.js';
import { astralRune } from './001-astral-rune.js';
import { cosmicRune } from './002-cosmic-rune.js';
import { deepRune } from './003-deep-rune.js';
import { primalRune } from './004-primal-rune.js';
import { sanguineRune } from './005-sanguine-rune.js';
import { elderRune } from './006-elder-rune.js';
import { blankRune } from './007-blank-rune.js';
import { bleedingRune } from './008-bleeding-rune.js';
import { tidalRune } from './009-tidal-rune.js';
import { lodestoneRune } from './010-lodestone-rune.js';
import { ythoggaTheDrownedChoir } from './011-ythogga-the-drowned-choir.js';
import { vaelOrunEyeBetweenStars } from './012-vael-orun-eye-between-stars.js';
import { theThornmother } from './013-the-thornmother.js';
import { sharraKhetTheRedHunger } from './014-sharra-khet-the-red-hunger.js';
import { theHollowOrrery } from './015-the-hollow-orrery.js';
import { thePaleCrown } from './016-the-pale-crown.js';
import { nylthessaMotherOfMasks } from './017-nylthessa-mother-of-masks.js';
import { rift } from './018-rift.js';
import { whisper } from './019-whisper.js';
import { festeringGrowth } from './020-festering-growth.js';
import { spawnOfTheMaw } from './021-spawn-of-the-maw.js';
import { maskedOne } from './022-masked-one.js';
import { thornling } from './023-thornling.js';
import { bogLurker } from './024-bog-lurker.js';
import { deepOneRaider } from './025-deep-one-raider.js';
import { drownedSentinel } from './026-drowned-sentinel.js';
import { leviathanHatchling } from './027-leviathan-hatchling.js';
import { abyssalDevourer } from './028-abyssal-devourer.js';
import { krakenOfTheTrench } from './029-kraken-of-the-trench.js';
import { tidecallerAcolyte } from './030-tidecaller-acolyte.js';
import { pearlEyedSiren } from './031-pearl-eyed-siren.js';
import { mothOfTheOuterDark } from './032-moth-of-the-outer-dark.js';
import { starVampire } from './033-star-vampire.js';
import { lensEyedSeer } from './034-lens-eyed-seer.js';
import { celestialWarden } from './035-celestial-warden.js';
import { cometRider } from './036-comet-rider.js';
import { yaddithianEnvoy } from './037-yaddithian-envoy.js';
import { yaddithianSorcerer } from './038-yaddithian-sorcerer.js';
import { voidStrider } from './039-void-strider.js';
import { keeperOfTheTome } from './040-keeper-of-the-tome.js';
import { heraldOfTheStars } from './041-herald-of-the-stars.js';
import { chronophage } from './042-chronophage.js';
import { shiftingThing } from './043-shifting-thing.js';
import { fungalHarvester } from './044-fungal-harvester.js';
import { cultistInitiate } from './045-cultist-initiate.js';
import { ravingProphet } from './046-raving-prophet.js';
import { gibberingMouther } from './047-gibbering-mouther.js';
import { bloodbloatedTick } from './048-bloodbloated-tick.js';
import { plagueCarrier } from './049-plague-carrier.js';
import { corpseBloom } from './050-corpse-bloom.js';
import { thingInTheWalls } from './051-thing-in-the-walls.js';
import { ghoulPack } from './052-ghoul-pack.js';
import { graveRobberGhoul } from './053-grave-robber-ghoul.js';
import { bloodPriest } from './054-blood-priest.js';
import { dreadHound } from './055-dread-hound.js';
import { primordialOx } from './056-primordial-ox.js';
import { thornbackBehemoth } from './057-thornback-behemoth.js';
import { greatElk } from './058-great-elk.js';
import { hunterOfTheWilds } from './059-hunter-of-the-wilds.js';
import { ambushPredator } from './060-ambush-predator.js';
import { stampedingAurochs } from './061-stampeding-aurochs.js';
import { chitteringSwarm } from './062-chittering-swarm.js';
import { theNamelessWatcher } from './063-the-nameless-watcher.js';
import { hollowKnight } from './064-hollow-knight.js';
import { whalersHarpoon } from './065-whalers-harpoon.js';
import { yaddithianGlaive } from './066-yaddithian-glaive.js';
import { sacrificialKris } from './067-sacrificial-kris.js';
import { starmetalMaul } from './068-starmetal-maul.js';
import { brassAstrolabe } from './069-brass-astrolabe.js';
import { jarOfWhispers } from './070-jar-of-whispers.js';
import { ossuaryLantern } from './071-ossuary-lantern.js';
import { librariansKey } from './072-librarians-key.js';
import { idolOfTheDeep } from './073-idol-of-the-deep.js';
import { mirrorOfManySelves } from './074-mirror-of-many-selves.js';
import { saltmarshHarbor } from './075-saltmarsh-harbor.js';
import { observatoryAtKell } from './076-observatory-at-kell.js';
import { theWeepingChapel } from './077-the-weeping-chapel.js';
import { cyclopeanStair } from './078-cyclopean-stair.js';
import { huntingGrounds } from './079-hunting-grounds.js';
import { sunkenReliquary } from './080-sunken-reliquary.js';
import { bloodMoon } from './081-blood-moon.js';
import { theStarsAreRight } from './082-the-stars-are-right.js';
import { endlessFog } from './083-endless-fog.js';
import { rainOfAsh } from './084-rain-of-ash.js';
import { auroraOfMadness } from './085-aurora-of-madness.js';
import { litanyOfFallingStars } from './086-litany-of-falling-stars.js';
import { whisperedHex } from './087-whispered-hex.js';
import { tidecall } from './088-tidecall.js';
import { riteOfTheOpenVein } from './089-rite-of-the-open-vein.js';
import { verdantWard } from './090-verdant-ward.js';
import { signOfTheElders } from './091-sign-of-the-elders.js';
import { starChartDivination } from './092-star-chart-divination.js';
import { banishingWord } from './093-banishing-word.js';
import { mindRend } from './094-mind-rend.js';
import { suddenEclipse } from './095-sudden-eclipse.js';
import { feignedRetreat } from './096-feigned-retreat.js';
import { undertow } from './097-undertow.js';
import { bloodPrice } from './098-blood-price.js';
import { petrifyingGaze } from './099-petrifying-gaze.js';
import { callOfTheVoid } from './100-call-of-the-void.js';
import { forbiddenKnowledge } from './101-forbidden-knowledge.js';
import { openTheRift } from './102-open-the-rift.js';
import { wrathOfTheDeep } from './103-wrath-of-the-deep.js';
import { feastOfFlesh } from './104-feast-of-flesh.js';
import { primalRoar } from './105-primal-roar.js';
import { curseOfFestering } from './106-curse-of-festering.js';
import { summonTheAncient } from './107-summon-the-ancient.js';
import { madmansWager } from './108-madmans-wager.js';
import { spawningPit } from './109-spawning-pit.js';
import { cleansingFlame } from './110-cleansing-flame.js';
import { desperateOffering } from './111-desperate-offering.js';
import { murmurFromBeyond } from './112-murmur-from-beyond.js';

/** Every card of the pool in collector-number order (tokens included). */
export const LORE_CARDS: readonly LoreCard[] = [
  astralRune,
  cosmicRune,
  deepRune,
  primalRune,
  sanguineRune,
  elderRune,
  blankRune,
  bleedingRune,
  tidalRune,
  lodestoneRune,
  ythoggaTheDrownedChoir,
  vaelOrunEyeBetweenStars,
  theThornmother,
  sharraKhetTheRedHunger,
  theHollowOrrery,
  thePaleCrown,
  nylthessaMotherOfMasks,
  rift,
  whisper,
  festeringGrowth,
  spawnOfTheMaw,
  maskedOne,
  thornling,
  bogLurker,
  deepOneRaider,
  drownedSentinel,
  leviathanHatchling,
  abyssalDevourer,
  krakenOfTheTrench,
  tidecallerAcolyte,
  pearlEyedSiren,
  mothOfTheOuterDark,
  starVampire,
  lensEyedSeer,
  celestialWarden,
  cometRider,
  yaddithianEnvoy,
  yaddithianSorcerer,
  voidStrider,
  keeperOfTheTome,
  heraldOfTheStars,
  chronophage,
  shiftingThing,
  fungalHarvester,
  cultistInitiate,
  ravingProphet,
  gibberingMouther,
  bloodbloatedTick,
  plagueCarrier,
  corpseBloom,
  thingInTheWalls,
  ghoulPack,
  graveRobberGhoul,
  bloodPriest,
  dreadHound,
  primordialOx,
  thornbackBehemoth,
  greatElk,
  hunterOfTheWilds,
  ambushPredator,
  stampedingAurochs,
  chitteringSwarm,
  theNamelessWatcher,
  hollowKnight,
  whalersHarpoon,
  yaddithianGlaive,
  sacrificialKris,
  starmetalMaul,
  brassAstrolabe,
  jarOfWhispers,
  ossuaryLantern,
  librariansKey,
  idolOfTheDeep,
  mirrorOfManySelves,
  saltmarshHarbor,
  observatoryAtKell,
  theWeepingChapel,
  cyclopeanStair,
  huntingGrounds,
  sunkenReliquary,
  bloodMoon,
  theStarsAreRight,
  endlessFog,
  rainOfAsh,
  auroraOfMadness,
  litanyOfFallingStars,
  whisperedHex,
  tidecall,
  riteOfTheOpenVein,
  verdantWard,
  signOfTheElders,
  starChartDivination,
  banishingWord,
  mindRend,
  suddenEclipse,
  feignedRetreat,
  undertow,
  bloodPrice,
  petrifyingGaze,
  callOfTheVoid,
  forbiddenKnowledge,
  openTheRift,
  wrathOfTheDeep,
  feastOfFlesh,
  primalRoar,
  curseOfFestering,
  summonTheAncient,
  madmansWager,
  spawningPit,
  cleansingFlame,
  desperateOffering,
  murmurFromBeyond,
];

export {
  abyssalDevourer,
  ambushPredator,
  astralRune,
  auroraOfMadness,
  banishingWord,
  blankRune,
  bleedingRune,
  bloodbloatedTick,
  bloodMoon,
  bloodPrice,
  bloodPriest,
  bogLurker,
  brassAstrolabe,
  callOfTheVoid,
  celestialWarden,
  chitteringSwarm,
  chronophage,
  cleansingFlame,
  cometRider,
  corpseBloom,
  cosmicRune,
  cultistInitiate,
  curseOfFestering,
  cyclopeanStair,
  deepOneRaider,
  deepRune,
  desperateOffering,
  dreadHound,
  drownedSentinel,
  elderRune,
  endlessFog,
  feastOfFlesh,
  feignedRetreat,
  festeringGrowth,
  forbiddenKnowledge,
  fungalHarvester,
  ghoulPack,
  gibberingMouther,
  graveRobberGhoul,
  greatElk,
  heraldOfTheStars,
  hollowKnight,
  hunterOfTheWilds,
  huntingGrounds,
  idolOfTheDeep,
  jarOfWhispers,
  keeperOfTheTome,
  krakenOfTheTrench,
  lensEyedSeer,
  leviathanHatchling,
  librariansKey,
  litanyOfFallingStars,
  lodestoneRune,
  madmansWager,
  maskedOne,
  mindRend,
  mirrorOfManySelves,
  mothOfTheOuterDark,
  murmurFromBeyond,
  nylthessaMotherOfMasks,
  observatoryAtKell,
  openTheRift,
  ossuaryLantern,
  pearlEyedSiren,
  petrifyingGaze,
  plagueCarrier,
  primalRoar,
  primalRune,
  primordialOx,
  rainOfAsh,
  ravingProphet,
  rift,
  riteOfTheOpenVein,
  sacrificialKris,
  saltmarshHarbor,
  sanguineRune,
  sharraKhetTheRedHunger,
  shiftingThing,
  signOfTheElders,
  spawningPit,
  spawnOfTheMaw,
  stampedingAurochs,
  starChartDivination,
  starmetalMaul,
  starVampire,
  suddenEclipse,
  summonTheAncient,
  sunkenReliquary,
  theHollowOrrery,
  theNamelessWatcher,
  thePaleCrown,
  theStarsAreRight,
  theThornmother,
  theWeepingChapel,
  thingInTheWalls,
  thornbackBehemoth,
  thornling,
  tidalRune,
  tidecall,
  tidecallerAcolyte,
  undertow,
  vaelOrunEyeBetweenStars,
  verdantWard,
  voidStrider,
  whalersHarpoon,
  whisper,
  whisperedHex,
  wrathOfTheDeep,
  yaddithianEnvoy,
  yaddithianGlaive,
  yaddithianSorcerer,
  ythoggaTheDrownedChoir,
};
