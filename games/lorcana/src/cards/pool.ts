/**
 * The implemented card pool: every card of the three The First Chapter starter decks, every card
 * named in a CR 2.0.0 example, and a few cards whose triggers watch damage taken or cards put into
 * an inkwell (CR 1.9.1.5, 4.2.2) or draw / discard until a hand size (CR 6.1.8.1). One file per card.
 *
 * @module
 */
import type { LorcanaCard } from './card.js';
import { arielOnHumanLegs } from './set1/001-ariel-on-human-legs.js';
import { cinderellaGentleAndKind } from './set1/003-cinderella-gentle-and-kind.js';
import { hadesKingOfOlympus } from './set1/005-hades-king-of-olympus.js';
import { hadesLordOfTheUnderworld } from './set1/006-hades-lord-of-the-underworld.js';
import { heiheiBoatSnack } from './set1/007-heihei-boat-snack.js';
import { lefouBumbler } from './set1/008-lefou-bumbler.js';
import { maximusRelentlessPursuer } from './set1/011-maximus-relentless-pursuer.js';
import { mickeyMouseTrueFriend } from './set1/012-mickey-mouse-true-friend.js';
import { minnieMouseBelovedPrincess } from './set1/013-minnie-mouse-beloved-princess.js';
import { moanaOfMotunui } from './set1/014-moana-of-motunui.js';
import { stitchCarefreeSurfer } from './set1/021-stitch-carefree-surfer.js';
import { stitchNewDog } from './set1/022-stitch-new-dog.js';
import { beOurGuest } from './set1/025-be-our-guest.js';
import { controlYourTemper } from './set1/026-control-your-temper.js';
import { hakunaMatata } from './set1/027-hakuna-matata.js';
import { justInTime } from './set1/029-just-in-time.js';
import { partOfYourWorld } from './set1/030-part-of-your-world.js';
import { dinglehopper } from './set1/032-dinglehopper.js';
import { drFacilierAgentProvocateur } from './set1/037-dr-facilier-agent-provocateur.js';
import { drFacilierCharlatan } from './set1/038-dr-facilier-charlatan.js';
import { drFacilierRemarkableGentleman } from './set1/039-dr-facilier-remarkable-gentleman.js';
import { flotsamUrsulasSpy } from './set1/043-flotsam-ursulas-spy.js';
import { jafarWickedSorcerer } from './set1/045-jafar-wicked-sorcerer.js';
import { jetsamUrsulasSpy } from './set1/046-jetsam-ursulas-spy.js';
import { magicBroomBucketBrigade } from './set1/047-magic-broom-bucket-brigade.js';
import { maleficentSorceress } from './set1/049-maleficent-sorceress.js';
import { marshmallowPersistentGuardian } from './set1/050-marshmallow-persistent-guardian.js';
import { mickeyMouseWaywardSorcerer } from './set1/051-mickey-mouse-wayward-sorcerer.js';
import { olafFriendlySnowman } from './set1/052-olaf-friendly-snowman.js';
import { pascalRapunzelsCompanion } from './set1/053-pascal-rapunzels-companion.js';
import { rafikiMysteriousSage } from './set1/054-rafiki-mysterious-sage.js';
import { svenOfficialIceDeliverer } from './set1/055-sven-official-ice-deliverer.js';
import { theWardrobeBellesConfidant } from './set1/057-the-wardrobe-belles-confidant.js';
import { tinkerBellPeterPansAlly } from './set1/058-tinker-bell-peter-pans-ally.js';
import { yzmaAlchemist } from './set1/060-yzma-alchemist.js';
import { friendsOnTheOtherSide } from './set1/064-friends-on-the-other-side.js';
import { reflection } from './set1/065-reflection.js';
import { aladdinPrinceAli } from './set1/069-aladdin-prince-ali.js';
import { cheshireCatNotAllThere } from './set1/071-cheshire-cat-not-all-there.js';
import { cruellaDeVilMiserableAsUsual } from './set1/072-cruella-de-vil-miserable-as-usual.js';
import { dukeOfWeseltonOpportunisticOfficial } from './set1/073-duke-of-weselton-opportunistic-official.js';
import { geniePowersUnleashed } from './set1/076-genie-powers-unleashed.js';
import { horaceNoGoodScoundrel } from './set1/079-horace-no-good-scoundrel.js';
import { iagoLoudMouthedParrot } from './set1/080-iago-loud-mouthed-parrot.js';
import { jasperCommonCrook } from './set1/081-jasper-common-crook.js';
import { johnSilverAlienPirate } from './set1/082-john-silver-alien-pirate.js';
import { madHatterGraciousHost } from './set1/086-mad-hatter-gracious-host.js';
import { megaraPullingTheStrings } from './set1/087-megara-pulling-the-strings.js';
import { mickeyMouseSteamboatPilot } from './set1/089-mickey-mouse-steamboat-pilot.js';
import { peterPanNeverLanding } from './set1/091-peter-pan-never-landing.js';
import { motherKnowsBest } from './set1/095-mother-knows-best.js';
import { stampede } from './set1/096-stampede.js';
import { stealFromTheRich } from './set1/097-steal-from-the-rich.js';
import { viciousBetrayal } from './set1/100-vicious-betrayal.js';
import { stolenScimitar } from './set1/102-stolen-scimitar.js';
import { aladdinHeroicOutlaw } from './set1/104-aladdin-heroic-outlaw.js';
import { aladdinStreetRat } from './set1/105-aladdin-street-rat.js';
import { captainColonelsLieutenant } from './set1/106-captain-colonels-lieutenant.js';
import { donaldDuckBoisterousFowl } from './set1/108-donald-duck-boisterous-fowl.js';
import { gastonArrogantHunter } from './set1/110-gaston-arrogant-hunter.js';
import { lefouInstigator } from './set1/112-lefou-instigator.js';
import { mulanImperialSoldier } from './set1/118-mulan-imperial-soldier.js';
import { peterPanFearlessFighter } from './set1/119-peter-pan-fearless-fighter.js';
import { pongoOlRascal } from './set1/120-pongo-ol-rascal.js';
import { rapunzelLettingDownHerHair } from './set1/121-rapunzel-letting-down-her-hair.js';
import { scarFieryUsurper } from './set1/122-scar-fiery-usurper.js';
import { sergeantTibbsCourageousCat } from './set1/124-sergeant-tibbs-courageous-cat.js';
import { stitchAbomination } from './set1/125-stitch-abomination.js';
import { bePrepared } from './set1/128-be-prepared.js';
import { dragonFire } from './set1/130-dragon-fire.js';
import { hesGotASword } from './set1/132-hes-got-a-sword.js';
import { shieldOfVirtue } from './set1/135-shield-of-virtue.js';
import { auroraBriarRose } from './set1/138-aurora-briar-rose.js';
import { auroraDreamingGuardian } from './set1/139-aurora-dreaming-guardian.js';
import { auroraRegalPrincess } from './set1/140-aurora-regal-princess.js';
import { belleStrangeButSpecial } from './set1/142-belle-strange-but-special.js';
import { flounderVoiceOfReason } from './set1/145-flounder-voice-of-reason.js';
import { grammaTalaStoryteller } from './set1/146-gramma-tala-storyteller.js';
import { jasmineDisguised } from './set1/148-jasmine-disguised.js';
import { maleficentSinisterVisitor } from './set1/150-maleficent-sinister-visitor.js';
import { maleficentUninvited } from './set1/151-maleficent-uninvited.js';
import { mickeyMouseDetective } from './set1/154-mickey-mouse-detective.js';
import { mufasaKingOfThePrideLands } from './set1/155-mufasa-king-of-the-pride-lands.js';
import { scarMastermind } from './set1/158-scar-mastermind.js';
import { developYourBrain } from './set1/161-develop-your-brain.js';
import { oneJumpAhead } from './set1/164-one-jump-ahead.js';
import { coconutBasket } from './set1/166-coconut-basket.js';
import { fishboneQuill } from './set1/168-fishbone-quill.js';
import { magicGoldenFlower } from './set1/169-magic-golden-flower.js';
import { beastHardheaded } from './set1/172-beast-hardheaded.js';
import { captainHookForcefulDuelist } from './set1/174-captain-hook-forceful-duelist.js';
import { goonsMaleficentsUnderlings } from './set1/179-goons-maleficents-underlings.js';
import { herculesTrueHero } from './set1/181-hercules-true-hero.js';
import { kristoffOfficialIceMaster } from './set1/182-kristoff-official-ice-master.js';
import { mauiDemigod } from './set1/185-maui-demigod.js';
import { princeEricDashingAndBrave } from './set1/187-prince-eric-dashing-and-brave.js';
import { simbaReturnedKing } from './set1/189-simba-returned-king.js';
import { simbaRightfulHeir } from './set1/190-simba-rightful-heir.js';
import { tinkerBellGiantFairy } from './set1/193-tinker-bell-giant-fairy.js';
import { tinkerBellTinyTactician } from './set1/194-tinker-bell-tiny-tactician.js';
import { fireTheCannons } from './set1/197-fire-the-cannons.js';
import { grabYourSword } from './set1/198-grab-your-sword.js';
import { ransack } from './set1/199-ransack.js';
import { smash } from './set1/200-smash.js';
import { fryingPan } from './set1/202-frying-pan.js';
import { bashfulHopelessRomantic } from './set2/001-bashful-hopeless-romantic.js';
import { docLeaderOfTheSevenDwarfs } from './set2/005-doc-leader-of-the-seven-dwarfs.js';
import { grandDukeAdvisorToTheKing } from './set2/009-grand-duke-advisor-to-the-king.js';
import { grumpyBadTempered } from './set2/010-grumpy-bad-tempered.js';
import { happyGoodNatured } from './set2/011-happy-good-natured.js';
import { mufasaBetrayedLeader } from './set2/014-mufasa-betrayed-leader.js';
import { theQueenCommandingPresence } from './set2/026-the-queen-commanding-presence.js';
import { paintingTheRosesRed } from './set2/030-painting-the-roses-red.js';
import { beastRelentless } from './set2/070-beast-relentless.js';
import { donaldDuckPerfectGentleman } from './set2/077-donald-duck-perfect-gentleman.js';
import { flynnRiderHisOwnBiggestFan } from './set2/082-flynn-rider-his-own-biggest-fan.js';
import { princeJohnGreediestOfAll } from './set2/089-prince-john-greediest-of-all.js';
import { ringTheBell } from './set2/101-ring-the-bell.js';
import { lumiereHotheadedCandelabra } from './set2/112-lumiere-hotheaded-candelabra.js';
import { motherGothelWitheredAndWicked } from './set2/116-mother-gothel-withered-and-wicked.js';
import { scarViciousCheater } from './set2/125-scar-vicious-cheater.js';
import { judyHoppsOptimisticOfficer } from './set2/152-judy-hopps-optimistic-officer.js';
import { noiOrphanedThief } from './set2/155-noi-orphaned-thief.js';
import { fangCrossbow } from './set2/166-fang-crossbow.js';
import { beastSelflessProtector } from './set2/172-beast-selfless-protector.js';
import { tianaCelebratingPrincess } from './set2/196-tiana-celebrating-princess.js';
import { letTheStormRageOn } from './set2/199-let-the-storm-rage-on.js';
import { weightSet } from './set2/204-weight-set.js';
import { kidaProtectorOfAtlantis } from './set3/007-kida-protector-of-atlantis.js';
import { luckyThe15thPuppy } from './set3/008-lucky-the-15th-puppy.js';
import { rollyHungryPup } from './set3/021-rolly-hungry-pup.js';
import { prideLandsPrideRock } from './set3/033-pride-lands-pride-rock.js';
import { jafarStrikingIllusionist } from './set3/042-jafar-striking-illusionist.js';
import { rafikiMysticalFighter } from './set3/054-rafiki-mystical-fighter.js';
import { theSorcerersHat } from './set3/065-the-sorcerers-hat.js';
import { cursedMerfolkUrsulasHandiwork } from './set3/070-cursed-merfolk-ursulas-handiwork.js';
import { lyleTiberiusRourkeCunningMercenary } from './set3/078-lyle-tiberius-rourke-cunning-mercenary.js';
import { miloThatchCleverCartographer } from './set3/079-milo-thatch-clever-cartographer.js';
import { shenziHyenaPackLeader } from './set3/085-shenzi-hyena-pack-leader.js';
import { ursulaDeceiverOfAll } from './set3/091-ursula-deceiver-of-all.js';
import { deVilManorCruellasEstate } from './set3/100-de-vil-manor-cruellas-estate.js';
import { hydraDeadlySerpent } from './set3/108-hydra-deadly-serpent.js';
import { jimHawkinsSpaceTraveler } from './set3/109-jim-hawkins-space-traveler.js';
import { peterPanNeverLandHero } from './set3/119-peter-pan-never-land-hero.js';
import { mauisFishHook } from './set3/132-mauis-fish-hook.js';
import { deweyShowyNephew } from './set3/139-dewey-showy-nephew.js';
import { grammaTalaSpiritOfTheOcean } from './set3/143-gramma-tala-spirit-of-the-ocean.js';
import { hueySavvyNephew } from './set3/145-huey-savvy-nephew.js';
import { louieChillNephew } from './set3/149-louie-chill-nephew.js';
import { tinkerBellVeryCleverFairy } from './set3/157-tinker-bell-very-clever-fairy.js';
import { luckyDime } from './set3/165-lucky-dime.js';
import { lookAtThisFamily } from './set4/028-look-at-this-family.js';
import { brunoMadrigalUndetectedUncle } from './set4/039-bruno-madrigal-undetected-uncle.js';
import { flotsamAndJetsamEntanglingEels } from './set4/044-flotsam-and-jetsam-entangling-eels.js';
import { megaraCaptivatingCynic } from './set4/079-megara-captivating-cynic.js';
import { dodge } from './set4/093-dodge.js';
import { underTheSea } from './set4/095-under-the-sea.js';
import { snugglyDucklingDisreputablePub } from './set4/135-snuggly-duckling-disreputable-pub.js';
import { tritonYoungPrince } from './set4/160-triton-young-prince.js';
import { lefouOpportunisticFlunky } from './set4/181-lefou-opportunistic-flunky.js';
import { thebesTheBigOlive } from './set4/204-thebes-the-big-olive.js';
import { prideLandsJungleOasis } from './set5/034-pride-lands-jungle-oasis.js';
import { clarabelleLightOnHerHooves } from './set5/084-clarabelle-light-on-her-hooves.js';
import { rememberWhoYouAre } from './set5/097-remember-who-you-are.js';
import { princeJohnsMirror } from './set5/098-prince-johns-mirror.js';
import { donaldDuckPieSlinger } from './set5/107-donald-duck-pie-slinger.js';
import { taffytaMuttonfudgeSourSpeedster } from './set5/117-taffyta-muttonfudge-sour-speedster.js';
import { sleepySluggishKnight } from './set5/177-sleepy-sluggish-knight.js';
import { peteGamesReferee } from './set5/195-pete-games-referee.js';
import { sevenDwarfsMineSecureFortress } from './set5/204-seven-dwarfs-mine-secure-fortress.js';
import { liloEscapeArtist } from './set6/002-lilo-escape-artist.js';
import { goodJob } from './set6/027-good-job.js';
import { yzmaConnivingChemist } from './set6/056-yzma-conniving-chemist.js';
import { gadgetHackwrenchBrilliantBosun } from './set6/140-gadget-hackwrench-brilliant-bosun.js';
import { yokaiScientificSupervillain } from './set6/160-yokai-scientific-supervillain.js';
import { microbots } from './set6/167-microbots.js';
import { perditaPlayfulMother } from './set7/002-perdita-playful-mother.js';
import { inkGeyser } from './set7/119-ink-geyser.js';
import { heiheiRamblingRooster } from './set7/185-heihei-rambling-rooster.js';
import { restoringAtlantis } from './set7/201-restoring-atlantis.js';
import { candyDrift } from './set8/039-candy-drift.js';
import { arthurDeterminedSquire } from './set8/168-arthur-determined-squire.js';
import { desperatePlan } from './set8/201-desperate-plan.js';
import { rapunzelReadyForAdventure } from './set10/003-rapunzel-ready-for-adventure.js';
import { demonaScourgeOfTheWyvernClan } from './set10/055-demona-scourge-of-the-wyvern-clan.js';
import { getToSafety } from './set10/130-get-to-safety.js';
import { sleepyHollowTheBridge } from './set10/136-sleepy-hollow-the-bridge.js';
import { goliathClanLeader } from './set10/173-goliath-clan-leader.js';
import { chernabogUnnaturalForce } from './set11/077-chernabog-unnatural-force.js';
import { elisaMazaTransformedGargoyle } from './set11/112-elisa-maza-transformed-gargoyle.js';

/** Every implemented card, ordered by set and collector number. */
export const cardPool: readonly LorcanaCard[] = [
  arielOnHumanLegs,
  cinderellaGentleAndKind,
  hadesKingOfOlympus,
  hadesLordOfTheUnderworld,
  heiheiBoatSnack,
  lefouBumbler,
  maximusRelentlessPursuer,
  mickeyMouseTrueFriend,
  minnieMouseBelovedPrincess,
  moanaOfMotunui,
  stitchCarefreeSurfer,
  stitchNewDog,
  beOurGuest,
  controlYourTemper,
  hakunaMatata,
  justInTime,
  partOfYourWorld,
  dinglehopper,
  drFacilierAgentProvocateur,
  drFacilierCharlatan,
  drFacilierRemarkableGentleman,
  flotsamUrsulasSpy,
  jafarWickedSorcerer,
  jetsamUrsulasSpy,
  magicBroomBucketBrigade,
  maleficentSorceress,
  marshmallowPersistentGuardian,
  mickeyMouseWaywardSorcerer,
  olafFriendlySnowman,
  pascalRapunzelsCompanion,
  rafikiMysteriousSage,
  svenOfficialIceDeliverer,
  theWardrobeBellesConfidant,
  tinkerBellPeterPansAlly,
  yzmaAlchemist,
  friendsOnTheOtherSide,
  reflection,
  aladdinPrinceAli,
  cheshireCatNotAllThere,
  cruellaDeVilMiserableAsUsual,
  dukeOfWeseltonOpportunisticOfficial,
  geniePowersUnleashed,
  horaceNoGoodScoundrel,
  iagoLoudMouthedParrot,
  jasperCommonCrook,
  johnSilverAlienPirate,
  madHatterGraciousHost,
  megaraPullingTheStrings,
  mickeyMouseSteamboatPilot,
  peterPanNeverLanding,
  motherKnowsBest,
  stampede,
  stealFromTheRich,
  viciousBetrayal,
  stolenScimitar,
  aladdinHeroicOutlaw,
  aladdinStreetRat,
  captainColonelsLieutenant,
  donaldDuckBoisterousFowl,
  gastonArrogantHunter,
  lefouInstigator,
  mulanImperialSoldier,
  peterPanFearlessFighter,
  pongoOlRascal,
  rapunzelLettingDownHerHair,
  scarFieryUsurper,
  sergeantTibbsCourageousCat,
  stitchAbomination,
  bePrepared,
  dragonFire,
  hesGotASword,
  shieldOfVirtue,
  auroraBriarRose,
  auroraDreamingGuardian,
  auroraRegalPrincess,
  belleStrangeButSpecial,
  flounderVoiceOfReason,
  grammaTalaStoryteller,
  jasmineDisguised,
  maleficentSinisterVisitor,
  maleficentUninvited,
  mickeyMouseDetective,
  mufasaKingOfThePrideLands,
  scarMastermind,
  developYourBrain,
  oneJumpAhead,
  coconutBasket,
  fishboneQuill,
  magicGoldenFlower,
  beastHardheaded,
  captainHookForcefulDuelist,
  goonsMaleficentsUnderlings,
  herculesTrueHero,
  kristoffOfficialIceMaster,
  mauiDemigod,
  princeEricDashingAndBrave,
  simbaReturnedKing,
  simbaRightfulHeir,
  tinkerBellGiantFairy,
  tinkerBellTinyTactician,
  fireTheCannons,
  grabYourSword,
  ransack,
  smash,
  fryingPan,
  bashfulHopelessRomantic,
  docLeaderOfTheSevenDwarfs,
  grandDukeAdvisorToTheKing,
  grumpyBadTempered,
  happyGoodNatured,
  mufasaBetrayedLeader,
  theQueenCommandingPresence,
  paintingTheRosesRed,
  beastRelentless,
  donaldDuckPerfectGentleman,
  flynnRiderHisOwnBiggestFan,
  princeJohnGreediestOfAll,
  ringTheBell,
  lumiereHotheadedCandelabra,
  motherGothelWitheredAndWicked,
  scarViciousCheater,
  judyHoppsOptimisticOfficer,
  noiOrphanedThief,
  fangCrossbow,
  beastSelflessProtector,
  tianaCelebratingPrincess,
  letTheStormRageOn,
  weightSet,
  kidaProtectorOfAtlantis,
  luckyThe15thPuppy,
  rollyHungryPup,
  prideLandsPrideRock,
  jafarStrikingIllusionist,
  rafikiMysticalFighter,
  theSorcerersHat,
  cursedMerfolkUrsulasHandiwork,
  lyleTiberiusRourkeCunningMercenary,
  miloThatchCleverCartographer,
  shenziHyenaPackLeader,
  ursulaDeceiverOfAll,
  deVilManorCruellasEstate,
  hydraDeadlySerpent,
  jimHawkinsSpaceTraveler,
  peterPanNeverLandHero,
  mauisFishHook,
  deweyShowyNephew,
  grammaTalaSpiritOfTheOcean,
  hueySavvyNephew,
  louieChillNephew,
  tinkerBellVeryCleverFairy,
  luckyDime,
  lookAtThisFamily,
  brunoMadrigalUndetectedUncle,
  flotsamAndJetsamEntanglingEels,
  megaraCaptivatingCynic,
  dodge,
  underTheSea,
  snugglyDucklingDisreputablePub,
  tritonYoungPrince,
  lefouOpportunisticFlunky,
  thebesTheBigOlive,
  prideLandsJungleOasis,
  clarabelleLightOnHerHooves,
  rememberWhoYouAre,
  princeJohnsMirror,
  donaldDuckPieSlinger,
  taffytaMuttonfudgeSourSpeedster,
  sleepySluggishKnight,
  peteGamesReferee,
  sevenDwarfsMineSecureFortress,
  liloEscapeArtist,
  goodJob,
  yzmaConnivingChemist,
  gadgetHackwrenchBrilliantBosun,
  yokaiScientificSupervillain,
  microbots,
  perditaPlayfulMother,
  inkGeyser,
  heiheiRamblingRooster,
  restoringAtlantis,
  candyDrift,
  arthurDeterminedSquire,
  desperatePlan,
  rapunzelReadyForAdventure,
  demonaScourgeOfTheWyvernClan,
  getToSafety,
  sleepyHollowTheBridge,
  goliathClanLeader,
  chernabogUnnaturalForce,
  elisaMazaTransformedGargoyle,
];
