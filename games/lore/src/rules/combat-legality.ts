/**
 * Who may attack what, and who may block whom (Lore 4.1–4.3d and the combat keywords), as pure
 * checks over a small view of each object. Each check returns `null` when legal, or the rule that
 * forbids it.
 *
 * @module
 */
import type { ObjectKeyword } from '../cards/vocabulary.js';

/** Membership test only, so views can compute keywords lazily. */
export interface Has<T> {
  has(value: T): boolean;
}

/** What the combat checks need to know about an object in play. */
export interface CombatView {
  readonly id: string;
  readonly controller: number;
  readonly isCreature: boolean;
  /** Whether it has HP (creatures, locations, relics): only those can be attacked (Lore 4.2a). */
  readonly hasHp: boolean;
  readonly keywords: Has<ObjectKeyword>;
  readonly creatureTypes: Has<string>;
  readonly evoked: boolean;
  readonly dazed: boolean;
  /** How many attackers it can block (1 unless an ability says more; Lore 4.3b). */
  readonly blockCapacity: number;
}

/** Why something is not allowed. */
export interface Violation {
  readonly rule: string;
  readonly reason: string;
}

const no = (rule: string, reason: string): Violation => Object.freeze({ rule, reason });

/** The refusals of the checks below, made once: listing legal actions runs the checks per pair of objects. */
const REFUSED = {
  onlyCreaturesAttack: no('Lore Card Types: Creatures', 'only creatures attack'),
  bloatCannotAttack: no('Lore keyword Bloat', 'objects with Bloat cannot attack'),
  dazedCannotAttack: no('Lore Other Terminology: Dazed', 'a dazed creature cannot attack'),
  evokedCannotAttack: no('Lore 4.2', 'an attacker must be able to be evoked (it is already evoked)'),
  attackOpponents: no('Lore 4.2', 'creatures attack what opponents control'),
  targetNeedsHp: no('Lore 4.2a', 'only objects with HP can be attacked'),
  beneathNotice: no(
    'Lore keyword Beneath notice',
    'it cannot be selected by opponents, so it cannot be attacked',
  ),
  flightToAttack: no('Lore keyword Flight', 'only objects with Flight can attack it'),
  creatureTargetNeedsMaul: no(
    'Lore 4.2a',
    'creatures cannot be attacked without Maul (or a Human attacking a Target)',
  ),
  onlyCreaturesBlock: no('Lore Card Types: Creatures', 'only creatures block'),
  evokedCannotBlock: no('Lore 4.3d', 'an evoked creature cannot block'),
  attackedCannotBlock: no(
    'Lore 4.3b',
    'a creature attacked directly cannot block unless it can block several creatures',
  ),
  relentless: no('Lore keyword Relentless', 'it cannot be blocked'),
  flightToBlock: no('Lore keyword Flight', 'only objects with Flight (or Colossal) can block it'),
  terrifying: no('Lore keyword Terrifying', 'Humans cannot block it'),
} as const;

/** Lore 4.1/4.2 and Creatures: may this creature be announced as an attacker? */
export function attackViolation(c: CombatView): Violation | null {
  if (!c.isCreature) return REFUSED.onlyCreaturesAttack;
  if (c.keywords.has('bloat')) return REFUSED.bloatCannotAttack;
  if (c.dazed && !c.keywords.has('blistering')) {
    return REFUSED.dazedCannotAttack;
  }
  if (c.evoked) return REFUSED.evokedCannotAttack;
  return null;
}

/** Lore 4.2a/4.2b and keywords: may `attacker` attack the object `target`? (Players can always be attacked.) */
export function attackTargetViolation(attacker: CombatView, target: CombatView): Violation | null {
  if (target.controller === attacker.controller) return REFUSED.attackOpponents;
  if (!target.hasHp) return REFUSED.targetNeedsHp;
  if (target.keywords.has('beneathNotice')) {
    return REFUSED.beneathNotice;
  }
  if (target.keywords.has('flight') && !attacker.keywords.has('flight')) {
    return REFUSED.flightToAttack;
  }
  if (target.isCreature) {
    const mauls = attacker.keywords.has('maul');
    const humanVsTarget = target.keywords.has('target') && attacker.creatureTypes.has('Human');
    if (!mauls && !humanVsTarget) {
      return REFUSED.creatureTargetNeedsMaul;
    }
  }
  return null;
}

/**
 * Lore 4.3–4.3d and keywords: may `blocker` block `attacker`? `blockerIsAttacked` says whether the
 * blocker is itself being attacked directly (Lore 4.3b).
 */
export function blockViolation(
  attacker: CombatView,
  blocker: CombatView,
  blockerIsAttacked: boolean,
): Violation | null {
  if (!blocker.isCreature) return REFUSED.onlyCreaturesBlock;
  if (blocker.evoked) return REFUSED.evokedCannotBlock;
  if (blockerIsAttacked && blocker.blockCapacity < 2) {
    return REFUSED.attackedCannotBlock;
  }
  if (attacker.keywords.has('relentless')) return REFUSED.relentless;
  if (
    attacker.keywords.has('flight') &&
    !blocker.keywords.has('flight') &&
    !blocker.keywords.has('colossal')
  ) {
    return REFUSED.flightToBlock;
  }
  if (attacker.keywords.has('terrifying') && blocker.creatureTypes.has('Human')) {
    return REFUSED.terrifying;
  }
  return null;
}

/**
 * Checks a whole block declaration: blockers within capacity (Lore 4.3b/4.3c) and Colossal
 * attackers blocked by none or by three or more (Lore keyword Colossal).
 */
export function declarationViolation(
  blocks: readonly { readonly blocker: CombatView; readonly attacker: CombatView }[],
): Violation | null {
  const perBlocker = new Map<string, number>();
  const perAttacker = new Map<string, number>();
  for (const { blocker, attacker } of blocks) {
    const n = (perBlocker.get(blocker.id) ?? 0) + 1;
    perBlocker.set(blocker.id, n);
    if (n > blocker.blockCapacity)
      return no('Lore 4.3b', `${blocker.id} cannot block more than ${blocker.blockCapacity}`);
    perAttacker.set(attacker.id, (perAttacker.get(attacker.id) ?? 0) + 1);
  }
  for (const { attacker } of blocks) {
    const n = perAttacker.get(attacker.id) ?? 0;
    if (attacker.keywords.has('colossal') && n > 0 && n < 3) {
      return no('Lore keyword Colossal', `${attacker.id} can only be blocked by three or more creatures`);
    }
  }
  return null;
}
