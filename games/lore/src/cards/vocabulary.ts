/**
 * The printed vocabulary of Lore cards: magick types, card types, creature types and keywords.
 *
 * Everything here is a closed union so a misspelt keyword or magick type fails at compile time.
 * Rule references are to the Lore rules document ver. 1.91 ("Lore 1922").
 *
 * @module
 */

/** The five primary magick types (Lore Magick Types: Primary Types). */
export const PRIMARY_MAGICK = ['astral', 'cosmic', 'deep', 'primal', 'sanguine'] as const;

/** A primary magick type. */
export type PrimaryMagick = (typeof PRIMARY_MAGICK)[number];

/**
 * Every magick type a cost can ask for: the five primary types plus the two secondary ones.
 * Elder is paid by Elder magick or by two different primary types; Formless by any one magick
 * (Lore Magick Types: Secondary Types).
 */
export const MAGICK_TYPES = [...PRIMARY_MAGICK, 'elder', 'formless'] as const;

/** A magick type (primary or secondary). */
export type MagickType = (typeof MAGICK_TYPES)[number];

/** A magick cost: how many of each type must be paid. Missing types are zero. */
export type MagickCost = Readonly<Partial<Record<MagickType, number>>>;

/**
 * The printed card types (Lore Card Types). A card has exactly one of these; "god", "greater",
 * "unique", "simple", "grimoire" and "subterfuge" are {@link Supertype}s layered on top, and
 * "weapon" is a relic subtype.
 */
export const CARD_TYPES = [
  'anomaly',
  'creature',
  'location',
  'phenomenon',
  'relic',
  'rune',
  'spell',
] as const;

/** A printed card type. */
export type CardType = (typeof CARD_TYPES)[number];

/**
 * Supertypes that change how a card is built into a lexicon or played:
 * god (void only), greater (control one copy), unique (one per lexicon), simple (unlimited copies),
 * grimoire (may sit in the grimoire deck), subterfuge (playable in combat windows).
 */
export const SUPERTYPES = ['god', 'greater', 'unique', 'simple', 'grimoire', 'subterfuge'] as const;

/** A supertype. */
export type Supertype = (typeof SUPERTYPES)[number];

/**
 * Creature types used by the card pool. Weapons name these to restrict what they can equip
 * (Lore keyword Equip); Shapeshifter chooses one of them (Lore keyword Shapeshifter); Target lets
 * Humans attack a creature (Lore keyword Target); Terrifying stops Humans from blocking.
 */
export const CREATURE_TYPES = [
  'Human',
  'Yaddithian',
  'Abyssal',
  'Starborn',
  'Horror',
  'Ghoul',
  'Beast',
  'Spirit',
] as const;

/** A creature type. */
export type CreatureType = (typeof CREATURE_TYPES)[number];

/** Subtypes printed after the card type: creature types, plus "Weapon" for relics. */
export type Subtype = CreatureType | 'Weapon';

/**
 * The 23 keywords of Lore (Lore Keywords), in the document's order. Four of them (Aetherize,
 * Consume, Peek, Pilfer) are actions that effects perform; the rest are continuous abilities an
 * object has.
 */
export const KEYWORDS = [
  'aetherize',
  'beneathNotice',
  'blistering',
  'bloat',
  'colossal',
  'consume',
  'equip',
  'festering',
  'flight',
  'immortal',
  'madness',
  'maul',
  'overrun',
  'peek',
  'pilfer',
  'ready',
  'relentless',
  'rot',
  'shapeshifter',
  'spellcasting',
  'subterfuge',
  'target',
  'terrifying',
] as const;

/** One of the 23 keywords. */
export type Keyword = (typeof KEYWORDS)[number];

/** Keywords that are actions performed by effects rather than abilities an object has. */
export type ActionKeyword = 'aetherize' | 'consume' | 'peek' | 'pilfer';

/** Keywords an object can have as continuous abilities (Equip carries a cost, see {@link EquipKeyword}). */
export type ObjectKeyword = Exclude<Keyword, ActionKeyword | 'equip'>;

/** Human-readable keyword names, as printed. */
export const KEYWORD_NAMES: Readonly<Record<Keyword, string>> = {
  aetherize: 'Aetherize',
  beneathNotice: 'Beneath notice',
  blistering: 'Blistering',
  bloat: 'Bloat',
  colossal: 'Colossal',
  consume: 'Consume',
  equip: 'Equip',
  festering: 'Festering',
  flight: 'Flight',
  immortal: 'Immortal',
  madness: 'Madness',
  maul: 'Maul',
  overrun: 'Overrun',
  peek: 'Peek',
  pilfer: 'Pilfer',
  ready: 'Ready',
  relentless: 'Relentless',
  rot: 'Rot',
  shapeshifter: 'Shapeshifter',
  spellcasting: 'Spellcasting',
  subterfuge: 'Subterfuge',
  target: 'Target',
  terrifying: 'Terrifying',
};

/** Human-readable magick type names. */
export const MAGICK_NAMES: Readonly<Record<MagickType, string>> = {
  astral: 'Astral',
  cosmic: 'Cosmic',
  deep: 'Deep',
  primal: 'Primal',
  sanguine: 'Sanguine',
  elder: 'Elder',
  formless: 'Formless',
};
