/**
 * Names the Lore definition uses in the kernel's state: zones, stats, counters, variables and events.
 * One place, so a typo is a compile error rather than a silent miss.
 *
 * @module
 */

/** Zone names (Lore Zones). */
export const Z = {
  lexicon: 'lexicon',
  hand: 'hand',
  play: 'play',
  /** The event horizon: the one phenomenon in play. */
  horizon: 'horizon',
  chain: 'chain',
  grave: 'grave',
  aether: 'aether',
  void: 'void',
  /** The grimoire while it is in the void as a tome. */
  tome: 'tome',
  /** The grimoire while it is still within the sideboard. */
  grimoire: 'grimoire',
  /** Cards under another card: consumed objects, inscribed grimoire spells. `attachedTo` is the host. */
  under: 'under',
  /** Section markers of a deck list, set aside at setup. */
  box: 'box',
} as const;

/** Card stats (kernel characteristics). Keywords are `kw.<keyword>`. */
export const S = {
  str: 'str',
  hp: 'hp',
  seal: 'seal',
  requirement: 'req',
  /** Extra attackers a creature can block (Lore 4.3b). */
  blockExtra: 'blockExtra',
  /** Player stat: extra runes per turn (Lore 3.1). */
  extraRunes: 'extraRunes',
} as const;

/**
 * Stat names of keywords, built once: the kernel looks stats up by name in maps, and a name built per
 * query (`'kw.' + keyword`) has to be joined and hashed again on every lookup (a hot path in combat).
 */
const KEYWORD_STATS = new Map<string, string>();

/** The stat name of a keyword. */
export function kw(keyword: string): string {
  let name = KEYWORD_STATS.get(keyword);
  if (name === undefined) KEYWORD_STATS.set(keyword, (name = `kw.${keyword}`));
  return name;
}

/** Card and player counters. */
export const C = {
  damage: 'damage',
  hpMinus: 'hp-1',
  hpPlus: 'hp+1',
  strPlus: 'str+1',
  strMinus: 'str-1',
  turns: 'turns',
  dazed: 'dazed',
  /** A weapon's host stamp, so an equip ends when the host becomes a new object. */
  equipStamp: 'equipStamp',
  /** Revealed while back in hand after a failed play (step e). */
  revealed: 'revealed',
  sanity: 'sanity',
} as const;

const DECKED = ['decked.0', 'decked.1'];
const LOST = ['lost.0', 'lost.1'];

/** Game variables. */
export const V = {
  mythos: 'mythos',
  combat: 'combat',
  chain: 'chain',
  /** `true` while a chain is resolving: nobody loses until it is done. */
  chainResolving: 'chainResolving',
  tome: (player: number) => `tome.${player}`,
  decked: (player: number) => DECKED[player] ?? `decked.${player}`,
  /** Set when a card says the player loses. */
  lost: (player: number) => LOST[player] ?? `lost.${player}`,
  rolls: 'rolls',
} as const;

/** Lore events the definition emits (besides the kernel's). */
export const E = {
  /** `{ card, player, how }`: an object came into play (played, called forth, token). */
  entered: 'lore.entered',
  /** `{ card, owner, controller, str, rot, creature }`: an object was killed or destroyed. */
  died: 'lore.died',
  /** `{ card, player }`: a creature was announced as an attacker and its target chosen. */
  attacks: 'lore.attacks',
  /** `{ card, attacker }` */
  blocks: 'lore.blocks',
  /** `{ source, player, amount }` */
  damagedPlayer: 'lore.damaged-player',
  /** `{ source, card, amount, rot }` */
  damagedObject: 'lore.damaged-object',
  /** `{ player }`: Lore 2.3. */
  turnBegins: 'lore.turn-begins',
  /** `{ player }`: Lore 5.1. */
  turnEnds: 'lore.turn-ends',
  /** `{ card, count }`: Lore 2.5. */
  turnCounter: 'lore.turn-counter',
  /** `{ card, player }` */
  spellPlayed: 'lore.spell-played',
  /** `{ player, amount, total }` */
  mythos: 'lore.mythos',
  /** `{ card, player }` */
  calledForth: 'lore.called-forth',
  /** `{ card, player, legal }` */
  broughtForth: 'lore.brought-forth',
  /** `{ player, rolls }` */
  rolled: 'lore.rolled',
  /** `{ player, result, card }`: a Madness or card die roll. */
  die: 'lore.die',
  /** `{ player, mulligans }` */
  mulligan: 'lore.mulligan',
  /** `{ player, card, chooser }`: Peek looked at a card. */
  peeked: 'lore.peeked',
  /** `{ item, label }` */
  chained: 'lore.chained',
  /** `{ item, label }` */
  cancelled: 'lore.cancelled',
} as const;
