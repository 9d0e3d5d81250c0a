/**
 * Starting the game (Lore 1.2, 1.3a) as pure helpers over a die.
 *
 * @module
 */

/** One round of the roll-off: each player's two dice. */
export type RollRound = readonly (readonly [number, number])[];

/**
 * Lore 1.2: every player rolls two d6 and the highest total goes first. The document does not say
 * what happens on a tie; the players who tied for highest roll again (see the README).
 *
 * @param d6 - a seeded die returning 1–6.
 * @returns every round rolled and the index of the first player.
 */
export function rollOff(
  d6: () => number,
  players = 2,
): { readonly rounds: readonly RollRound[]; readonly first: number } {
  const rounds: RollRound[] = [];
  let contenders = Array.from({ length: players }, (_, i) => i);
  for (;;) {
    const round: [number, number][] = Array.from({ length: players }, () => [0, 0]);
    for (const p of contenders) round[p] = [d6(), d6()];
    rounds.push(round);
    const total = (p: number) => round[p][0] + round[p][1];
    const best = Math.max(...contenders.map(total));
    contenders = contenders.filter((p) => total(p) === best);
    if (contenders.length === 1) return { rounds, first: contenders[0] };
  }
}

/**
 * Lore 1.3a: after keeping, a player puts back one card for every mulligan after the first.
 */
export function mulliganPutBack(mulligans: number): number {
  return Math.max(0, mulligans - 1);
}
