/**
 * Names the engine stores in the kernel's state: zones (F5), card and player counters, per-turn keys and
 * the game's own event types. One place, so rules, tests and logs agree.
 * @module
 */
import type { FactionId } from '../cards/vocabulary';

/** Zone names (F5). `main`, `characters` and `location` together are "in play"; items sit in their host's zone. */
export const Z = {
  deck: 'deck',
  hand: 'hand',
  discard: 'discard',
  void: 'void',
  main: 'main',
  characters: 'characters',
  location: 'location',
} as const;

/** The zones that make up a player's board in play (F5.1–F5.3, F5.5). */
export const PLAY_ZONES = [Z.main, Z.characters, Z.location] as const;

/** How many characters the character slots hold (F5.2). */
export const CHARACTER_SLOTS = 5;

/** Card counters. */
export const C = {
  damage: 'damage',
  exhaustion: 'exhaustion',
  victory: 'victory',
} as const;

/** A resource kind: a faction, or `none` for factionless (F3.4). */
export type ResourceKind = FactionId | 'none';

/** Every resource kind. */
export const RESOURCE_KINDS: readonly ResourceKind[] = ['ember', 'tide', 'verdant', 'iron', 'none'];

/** `prefix.kind` for every kind, built once: counter names are read on every payment check. */
function keyed(prefix: string): Readonly<Record<ResourceKind, string>> {
  return Object.fromEntries(RESOURCE_KINDS.map((k) => [k, `${prefix}.${k}`])) as Record<ResourceKind, string>;
}
const POOL = keyed('pool');
const TOKENS = keyed('tokens');
const SPENT = keyed('spent');

/** Player counters. */
export const P = {
  command: 'command',
  /** Resources in the pool (F3.3). */
  pool: (kind: ResourceKind) => POOL[kind],
  /** Resource tokens owned (F5.6). */
  tokens: (kind: ResourceKind) => TOKENS[kind],
  /** Resource tokens exhausted (each carries one exhaustion counter, D11). */
  spent: (kind: ResourceKind) => SPENT[kind],
} as const;

/** Per-turn count keys (`ctx.bump` / `ctx.countThisTurn`). */
export const K = {
  combat: 'combat',
  combatEnded: 'combat-ended',
  tradeResource: 'trade-resource',
  tradeVictory: 'trade-victory',
  location: 'location',
  attacked: (card: number, stamp: number) => `attacked.${card}.${stamp}`,
  ability: (card: number, stamp: number, index: number) => `ability.${card}.${stamp}.${index}`,
} as const;

/** Game variables. */
export const V = {
  /** The attack being resolved: `{ attacker, target, blocker }` or null. */
  attack: 'attack',
} as const;

/** The game's own event types (the kernel adds `moved`, `tapped`, counters…). */
export const E = {
  /** `{ card, player }` a card was played from hand, or a set item was turned face up. */
  played: 'faction.played',
  /** `{ card, controller }` a character entered play (played or created). */
  enters: 'faction.enters',
  /** `{ item, host, player }` an item became attached face up. */
  attached: 'faction.attached',
  /** `{ attacker, target, player }` */
  attack: 'faction.attack',
  /** `{ blocker, attacker, player }` */
  block: 'faction.block',
  /** `{ source, target, amount, main }` combat damage was dealt. */
  combatDamage: 'faction.combat-damage',
  /** `{ card, amount, source }` proposed damage (goes through replacement effects). */
  damage: 'faction.damage',
  /** `{ card, amount, source }` damage was dealt. */
  damaged: 'faction.damaged',
  /** `{ player }` a Morning began. */
  morning: 'faction.morning',
  /** `{ item, by }` an effect was cancelled on the stack. */
  countered: 'faction.countered',
  /** `{ item, player, source, label, cards }` an effect was put on the stack with these targets (D21). */
  targeted: 'faction.targeted',
  /** `{ player, source, label }` an effect resolved with every declared target gone: it did nothing (D21). */
  fizzled: 'faction.fizzled',
  /** `{ card, amount, player }` victory tokens were put on a card. */
  victory: 'faction.victory',
} as const;

/** Handler keys of the definition. */
export const H = {
  effects: 'faction/effects',
  block: 'faction/block',
  queueDamage: 'faction/queue-damage',
  combatDamage: 'faction/combat-damage',
} as const;
