/**
 * The FC1 card pool: every card, and lookups by id. Card files live in one folder per faction
 * (`neutral` for factionless cards, `tokens` for token cards, F1.4).
 * @module
 */
import type { Card } from '../card';
import { cinderDuchessYsolde } from './ember/001-cinder-duchess-ysolde';
import { pyreWarlordKess } from './ember/002-pyre-warlord-kess';
import { ashbladeDuelist } from './ember/003-ashblade-duelist';
import { emberlineSkirmisher } from './ember/004-emberline-skirmisher';
import { flamecallerAdept } from './ember/005-flamecaller-adept';
import { scorchboundBrute } from './ember/006-scorchbound-brute';
import { heraldOfCinders } from './ember/007-herald-of-cinders';
import { blazewingCourier } from './ember/008-blazewing-courier';
import { kindlingZealot } from './ember/009-kindling-zealot';
import { emberConjurer } from './ember/010-ember-conjurer';
import { forgeOfAsh } from './ember/011-forge-of-ash';
import { burningCrossroads } from './ember/012-burning-crossroads';
import { searingBrand } from './ember/013-searing-brand';
import { cinderFlask } from './ember/014-cinder-flask';
import { warhornOfTheCourt } from './ember/015-warhorn-of-the-court';
import { guildmasterCorvane } from './iron/046-guildmaster-corvane';
import { artificerPrimeHadda } from './iron/047-artificer-prime-hadda';
import { cogApprentice } from './iron/048-cog-apprentice';
import { rivetSentry } from './iron/049-rivet-sentry';
import { gearwrightEngineer } from './iron/050-gearwright-engineer';
import { steamcladBruiser } from './iron/051-steamclad-bruiser';
import { brassAutomaton } from './iron/052-brass-automaton';
import { tinkerScout } from './iron/053-tinker-scout';
import { clockworkVanguard } from './iron/054-clockwork-vanguard';
import { foundryOfOaths } from './iron/055-foundry-of-oaths';
import { assemblyYard } from './iron/056-assembly-yard';
import { guildCharter } from './iron/057-guild-charter';
import { reinforcedPlating } from './iron/058-reinforced-plating';
import { arcLance } from './iron/059-arc-lance';
import { repairKit } from './iron/060-repair-kit';
import { wanderingSellsword } from './neutral/061-wandering-sellsword';
import { mercenaryCaptain } from './neutral/062-mercenary-captain';
import { oldRoadInn } from './neutral/063-old-road-inn';
import { contestedSummit } from './neutral/064-contested-summit';
import { travelersPack } from './neutral/065-travelers-pack';
import { smokeBomb } from './neutral/066-smoke-bomb';
import { victoryStandard } from './neutral/067-victory-standard';
import { graveWhisperer } from './neutral/068-grave-whisperer';
import { voidWarden } from './neutral/069-void-warden';
import { rumormonger } from './neutral/070-rumormonger';
import { admiralSerenne } from './tide/016-admiral-serenne';
import { deepwardenOru } from './tide/017-deepwarden-oru';
import { tidecallerAcolyte } from './tide/018-tidecaller-acolyte';
import { reefSentinel } from './tide/019-reef-sentinel';
import { currentDiviner } from './tide/020-current-diviner';
import { brinescaleKnight } from './tide/021-brinescale-knight';
import { mistveilRogue } from './tide/022-mistveil-rogue';
import { wavebreakerCaptain } from './tide/023-wavebreaker-captain';
import { harborPilot } from './tide/024-harbor-pilot';
import { keeperOfShoals } from './tide/025-keeper-of-shoals';
import { lighthouseOfKelm } from './tide/026-lighthouse-of-kelm';
import { sunkenArchive } from './tide/027-sunken-archive';
import { wardOfStillwater } from './tide/028-ward-of-stillwater';
import { coralAegis } from './tide/029-coral-aegis';
import { riptideCharm } from './tide/030-riptide-charm';
import { flareSprite } from './tokens/t1-flare-sprite';
import { tideSpirit } from './tokens/t2-tide-spirit';
import { sapling } from './tokens/t3-sapling';
import { servo } from './tokens/t4-servo';
import { elderBramblemother } from './verdant/031-elder-bramblemother';
import { thornkingVaelor } from './verdant/032-thornking-vaelor';
import { sproutlingTender } from './verdant/033-sproutling-tender';
import { grovekeeperDruid } from './verdant/034-grovekeeper-druid';
import { mossbackGrazer } from './verdant/035-mossback-grazer';
import { wildgrowthShaman } from './verdant/036-wildgrowth-shaman';
import { briarbackGuardian } from './verdant/037-briarback-guardian';
import { bloomcaller } from './verdant/038-bloomcaller';
import { thicketStalker } from './verdant/039-thicket-stalker';
import { oakheartColossus } from './verdant/040-oakheart-colossus';
import { sunwellGrove } from './verdant/041-sunwell-grove';
import { rootboundSanctum } from './verdant/042-rootbound-sanctum';
import { seedOfRenewal } from './verdant/043-seed-of-renewal';
import { livingBark } from './verdant/044-living-bark';
import { harvestTotem } from './verdant/045-harvest-totem';

/** Every card that can be in a deck, in collector-number order. */
export const DECK_CARDS: readonly Card[] = [
  cinderDuchessYsolde,
  pyreWarlordKess,
  ashbladeDuelist,
  emberlineSkirmisher,
  flamecallerAdept,
  scorchboundBrute,
  heraldOfCinders,
  blazewingCourier,
  kindlingZealot,
  emberConjurer,
  forgeOfAsh,
  burningCrossroads,
  searingBrand,
  cinderFlask,
  warhornOfTheCourt,
  admiralSerenne,
  deepwardenOru,
  tidecallerAcolyte,
  reefSentinel,
  currentDiviner,
  brinescaleKnight,
  mistveilRogue,
  wavebreakerCaptain,
  harborPilot,
  keeperOfShoals,
  lighthouseOfKelm,
  sunkenArchive,
  wardOfStillwater,
  coralAegis,
  riptideCharm,
  elderBramblemother,
  thornkingVaelor,
  sproutlingTender,
  grovekeeperDruid,
  mossbackGrazer,
  wildgrowthShaman,
  briarbackGuardian,
  bloomcaller,
  thicketStalker,
  oakheartColossus,
  sunwellGrove,
  rootboundSanctum,
  seedOfRenewal,
  livingBark,
  harvestTotem,
  guildmasterCorvane,
  artificerPrimeHadda,
  cogApprentice,
  rivetSentry,
  gearwrightEngineer,
  steamcladBruiser,
  brassAutomaton,
  tinkerScout,
  clockworkVanguard,
  foundryOfOaths,
  assemblyYard,
  guildCharter,
  reinforcedPlating,
  arcLance,
  repairKit,
  wanderingSellsword,
  mercenaryCaptain,
  oldRoadInn,
  contestedSummit,
  travelersPack,
  smokeBomb,
  victoryStandard,
  graveWhisperer,
  voidWarden,
  rumormonger,
];

/** The token cards effects create (F1.4). */
export const TOKEN_CARDS: readonly Card[] = [flareSprite, tideSpirit, sapling, servo];

/** The whole pool: deck cards, then tokens. */
export const CARD_POOL: readonly Card[] = [...DECK_CARDS, ...TOKEN_CARDS];

const byId: ReadonlyMap<string, Card> = new Map(CARD_POOL.map((card) => [card.id, card]));

/** The card with this id, or `undefined`. */
export function findCard(id: string): Card | undefined {
  return byId.get(id);
}

/** The card with this id; throws a `RangeError` naming the id when there is none. */
export function getCard(id: string): Card {
  const card = byId.get(id);
  if (!card) throw new RangeError(`faction: no card with id '${id}'`);
  return card;
}
