/**
 * Combat damage as a pure computation (Lore 4.7–4.9a): who deals how much to whom, all at once.
 *
 * The engine takes a snapshot of combat (STR, remaining HP, damage orders), asks for the strikes,
 * then applies them simultaneously (Lore 4.9), turning Rot damage into -1 HP counters.
 *
 * @module
 */

/** What a strike hits: an object in play, or a player's sanity. */
export type StrikeTarget =
  | { readonly kind: 'object'; readonly id: string }
  | { readonly kind: 'player'; readonly player: number };

/** Damage one source deals to one target. */
export interface Strike {
  readonly source: string;
  readonly to: StrikeTarget;
  readonly amount: number;
}

/** An object that receives damage in order, and how much kills or destroys it now. */
export interface OrderedRecipient {
  readonly id: string;
  /** Remaining HP: the damage that kills or destroys it (Lore 4.9a). */
  readonly lethal: number;
}

/**
 * Lore 4.9a: each object in the order must be dealt lethal damage before the next gets any. What
 * is left after the last object is its excess: with Overrun it goes to that object's controller,
 * otherwise it stays on the last object.
 */
export function assignInOrder(
  amount: number,
  recipients: readonly OrderedRecipient[],
  overrun: boolean,
): { readonly assignments: readonly { id: string; amount: number }[]; readonly excess: number } {
  const assignments: { id: string; amount: number }[] = [];
  let left = Math.max(0, amount);
  recipients.forEach((r, i) => {
    const last = i === recipients.length - 1;
    const give = last && !overrun ? left : Math.min(left, Math.max(0, r.lethal));
    if (give > 0) assignments.push({ id: r.id, amount: give });
    left -= give;
  });
  return { assignments, excess: recipients.length === 0 ? 0 : left };
}

/** One attacker and what it faces. */
export interface AttackSnapshot {
  readonly attacker: string;
  readonly str: number;
  readonly overrun: boolean;
  /** What it attacks (Lore 4.2). */
  readonly target: StrikeTarget;
  /** Whether blockers were declared for it (it stays blocked even if they all leave combat). */
  readonly blocked: boolean;
  /** Its blockers still in combat, in the order its controller chose (Lore 4.7). */
  readonly blockers: readonly string[];
}

/** A creature dealing damage back to creatures it faces: a blocker, or a creature attacked directly. */
export interface DefenseSnapshot {
  readonly defender: string;
  readonly str: number;
  readonly overrun: boolean;
  /** The attackers it deals damage to, in the order its controller chose (Lore 4.8). */
  readonly attackers: readonly string[];
}

/** The state the damage step reads. */
export interface CombatSnapshot {
  readonly attacks: readonly AttackSnapshot[];
  readonly defenses: readonly DefenseSnapshot[];
  /** Remaining HP of an object in combat. */
  readonly lethal: (id: string) => number;
  /** The controller of an object (for Overrun). */
  readonly controller: (id: string) => number;
}

function strikesInOrder(
  source: string,
  str: number,
  overrun: boolean,
  order: readonly string[],
  snap: CombatSnapshot,
): Strike[] {
  if (order.length === 0 || str <= 0) return [];
  const { assignments, excess } = assignInOrder(
    str,
    order.map((id) => ({ id, lethal: snap.lethal(id) })),
    overrun,
  );
  const strikes: Strike[] = assignments.map((a) => ({
    source,
    to: { kind: 'object', id: a.id },
    amount: a.amount,
  }));
  if (overrun && excess > 0) {
    const lastObject = order[order.length - 1];
    strikes.push({ source, to: { kind: 'player', player: snap.controller(lastObject) }, amount: excess });
  }
  return strikes;
}

/**
 * Lore 4.9: every strike of the combat, computed from one snapshot so that all damage is
 * simultaneous. A blocked attacker whose blockers have all left combat deals no damage.
 */
export function combatStrikes(snap: CombatSnapshot): Strike[] {
  const strikes: Strike[] = [];
  for (const attack of snap.attacks) {
    if (attack.blocked) {
      strikes.push(...strikesInOrder(attack.attacker, attack.str, attack.overrun, attack.blockers, snap));
    } else if (attack.target.kind === 'player') {
      if (attack.str > 0) strikes.push({ source: attack.attacker, to: attack.target, amount: attack.str });
    } else {
      strikes.push(...strikesInOrder(attack.attacker, attack.str, attack.overrun, [attack.target.id], snap));
    }
  }
  for (const defense of snap.defenses) {
    strikes.push(...strikesInOrder(defense.defender, defense.str, defense.overrun, defense.attackers, snap));
  }
  return strikes;
}
