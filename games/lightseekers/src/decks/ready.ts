/**
 * Ready-to-play legal decks, one per hero.
 * @module
 */
import type { DeckList } from './validate.js';

/** A named ready deck. */
export interface ReadyDeck extends DeckList {
  readonly id: string;
  readonly name: string;
}

/** Expands `[id, copies]` pairs into a card list. */
function list(entries: readonly (readonly [string, number])[]): string[] {
  return entries.flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

/** Solenne: Astral burn and wards (decision L65: Orbit Pulls instead of Radiant Bulwarks). */
export const dawnChorus: ReadyDeck = {
  id: 'dawn-chorus',
  name: 'Dawn Chorus',
  hero: 'solenne-dawn-herald',
  cards: [
    ...list([
      ['supernova', 1],
      ['eclipse', 1],
      ['astral-convergence', 1],
      ['gravity-lens', 1],
      ['twilight-bloom', 1],
    ]),
    ...list([
      ['sunspear-volley', 3],
      ['dawnlight-mending', 3],
      ['corona-halo', 3],
      ['solar-flare-rite', 3],
      ['orbit-pull', 2],
      ['moonsilver-arrow', 3],
      ['crescent-ward', 2],
      ['phases-of-the-moon', 2],
      ['crushing-weight', 3],
      ['gravity-well', 2],
      ['resonance', 1],
      ['lucky-charm', 1],
      ['moonstone-charm', 2],
    ]),
  ],
};

/** Vharok: Dread attrition, four combos (decision L67: a Venom Vial instead of one of its two Creeping Rots). */
export const hollowHarvest: ReadyDeck = {
  id: 'hollow-harvest',
  name: 'Hollow Harvest',
  hero: 'vharok-the-hollow',
  cards: [
    ...list([
      ['plague-tide', 1],
      ['shadow-requiem', 1],
      ['dread-dominion', 1],
      ['nightshade-veil', 1],
    ]),
    ...list([
      ['venom-dart', 3],
      ['toxic-bloom', 3],
      ['blight-cloud', 2],
      ['antidote-draught', 2],
      ['venom-vial', 1],
      ['creeping-rot', 1],
      ['reapers-toll', 3],
      ['grave-whisper', 2],
      ['soul-harvest', 3],
      ['last-rites', 2],
      ['shade-strike', 3],
      ['shadowstep', 2],
      ['nightfall-thief', 2],
      ['tripwire-sigil', 1],
    ]),
  ],
};

/**
 * Brunhild: Mountain fire and stone (decision L70: a Magma Slam and a third Kindling Rush instead of one of
 * its two Shatters and one of its two Gem Focuses).
 */
export const forgeAndFault: ReadyDeck = {
  id: 'forge-and-fault',
  name: 'Forge and Fault',
  hero: 'brunhild-cinderheart',
  cards: [
    ...list([
      ['volcanic-eruption', 1],
      ['diamond-fortress', 1],
      ['mountains-heart', 1],
      ['magma-golem', 1],
      ['steam-engine', 1],
    ]),
    ...list([
      ['ember-lash', 3],
      ['kindling-rush', 3],
      ['inferno-ring', 3],
      ['blazing-fury', 2],
      ['molten-burst', 2],
      ['boulder-toss', 3],
      ['stoneskin', 2],
      ['quake', 2],
      ['bedrock-stance', 2],
      ['prism-shard', 2],
      ['gem-focus', 1],
      ['shatter', 1],
      ['magma-slam', 1],
      ['crystal-lattice', 1],
      ['tideglass-amulet', 2],
    ]),
  ],
};

/**
 * Ilwen: Nature healing and beasts, six combos (decision L57: no Soul Bond; decision L65: two Beastclaws
 * and one Vine Snare instead of three Vine Snares; decision L71: a Jab and a Rally instead of the Vine
 * Snare and one of the two Wandering Spirits).
 */
export const wildheartGrove: ReadyDeck = {
  id: 'wildheart-grove',
  name: 'Wildheart Grove',
  hero: 'ilwen-thornsong',
  cards: [
    ...list([
      ['wild-hunt', 1],
      ['spirit-grove', 1],
      ['natures-wrath', 1],
      ['circle-of-life', 1],
      ['twilight-bloom', 1],
      ['bramble-bastion', 1],
    ]),
    ...list([
      ['pounce', 3],
      ['pack-howl', 2],
      ['feral-charge', 3],
      ['den-mother', 2],
      ['beast-companion', 2],
      ['thornlash', 3],
      ['grove-sanctuary', 2],
      ['jab', 1],
      ['beastclaw', 2],
      ['overgrowth', 2],
      ['spirit-lance', 3],
      ['ancestral-echo', 2],
      ['moonstone-charm', 1],
      ['rally', 1],
      ['wandering-spirit', 1],
    ]),
  ],
};

/**
 * Kestrel: Storm tempo (decision L65: a Cyclone instead of one of its Overloads; decision L75: an Updraft
 * instead of one of its three Thunderclaps).
 */
export const stormchaser: ReadyDeck = {
  id: 'stormchaser',
  name: 'Stormchaser',
  hero: 'kestrel-vane',
  cards: [
    ...list([
      ['tempest', 1],
      ['maelstrom', 1],
      ['storm-front', 1],
      ['eye-of-the-storm', 1],
      ['steam-engine', 1],
    ]),
    ...list([
      ['thunderclap', 2],
      ['static-charge', 3],
      ['chain-lightning', 2],
      ['storm-surge', 1],
      ['overload', 1],
      ['cyclone', 1],
      ['tidal-crash', 3],
      ['healing-rain', 3],
      ['whirlpool', 2],
      ['riptide-ward', 2],
      ['gale-slash', 3],
      ['updraft', 3],
      ['tailwind', 2],
      ['ember-brand', 2],
    ]),
  ],
};

/**
 * Maddox: Tech gadgets, thirty-two action cards (decision L56: a third Gear Shield, Fuse Timer and Pocket
 * Chronometer instead of the Assembly Lines and the Clockwork Gauntlet; decision L65: a third Chrono Lock
 * and Echoing Second instead of the Temporal Loops).
 */
export const gadgeteer: ReadyDeck = {
  id: 'gadgeteer',
  name: 'Gadgeteer',
  hero: 'tinker-maddox',
  cards: [
    ...list([
      ['overclock', 1],
      ['detonation', 1],
      ['tech-singularity', 1],
      ['time-bomb', 1],
      ['clockwork-sentinel', 1],
    ]),
    ...list([
      ['rivet-gun', 3],
      ['gear-shield', 3],
      ['servo-arm', 2],
      ['scrap-cannon', 3],
      ['rewind', 2],
      ['chrono-lock', 3],
      ['time-skip', 1],
      ['echoing-second', 3],
      ['blast-charge', 3],
      ['fuse-timer', 3],
      ['demolition', 1],
      ['powder-keg', 2],
      ['pocket-chronometer', 3],
    ]),
  ],
};

/**
 * Nyx: three Orders — Shadow strikes, Water healing and wards, Time healing (decision L54: plays Riptide
 * Wards, Temporal Loops and a third Healing Rain and Echoing Second instead of Mimicking Shades, Shadow
 * Caches and Hourglasses; decision L60: three Jabs, a Scavenge and a Venom Vial instead of its Mist Forms,
 * Rewinds and third Healing Rain; decision L65: three Squalls and a Beastclaw instead of the Jabs and the
 * Scavenge; decision L66: a second Venom Vial instead of one of its Chrono Locks; decision L74: a second
 * Tideglass Amulet instead of that Venom Vial).
 */
export const duskwalker: ReadyDeck = {
  id: 'duskwalker',
  name: 'Duskwalker',
  hero: 'nyx-quillfeather',
  cards: [
    ...list([
      ['dusk-tide', 1],
      ['dread-dominion', 1],
      ['storm-front', 1],
      ['tech-singularity', 1],
      ['maelstrom', 1],
    ]),
    ...list([
      ['shade-strike', 3],
      ['shadowstep', 2],
      ['nightfall-thief', 2],
      ['tidal-crash', 3],
      ['healing-rain', 2],
      ['whirlpool', 2],
      ['riptide-ward', 2],
      ['squall', 3],
      ['beastclaw', 1],
      ['chrono-lock', 1],
      ['temporal-loop', 2],
      ['echoing-second', 3],
      ['obsidian-idol', 1],
      ['tideglass-amulet', 2],
      ['venom-vial', 1],
    ]),
  ],
};

/** Every ready deck. */
export const readyDecks: readonly ReadyDeck[] = [
  dawnChorus,
  hollowHarvest,
  forgeAndFault,
  wildheartGrove,
  stormchaser,
  gadgeteer,
  duskwalker,
];
