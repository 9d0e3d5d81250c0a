/**
 * Triggered abilities that work from the discard (“At the start of your turn, if this card is in your
 * discard, you may play her and she enters play exerted”): the ability triggers only while the card is
 * there and checks it again on resolution (CR 6.1.12, 6.2.4); playing the card itself takes it from
 * the discard (CR 6.7.7). `grammar/abilities.ts` asks {@link discardZoneAbility} before its own rules
 * and {@link playThisCardClause} for clauses; the trigger parser is passed in (no import loop).
 *
 * @module
 */
import type { ParsedAbility as Ability, ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseFilter } from '../phrases.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** A triggered ability of this family, or undefined. */
export function discardZoneAbility(
  name: string,
  body: string,
  parseTriggered: (name: string, body: string) => Triggered | null,
): Ability | undefined {
  const m = /^(At the start of your turn), if this card is in your discard, (.+)$/.exec(body);
  if (!m) return undefined;
  const parsed = parseTriggered(name, `${m[1]}, ${m[2]}`);
  if (!parsed) return undefined;
  const { effect, ...rest } = parsed;
  return { ...rest, from: 'discard', if: { selfInZone: 'discard' }, effect };
}

/**
 * “play her and she enters play exerted” / “play this character for free and he enters play exerted”
 * in an ability working from the discard: the card itself, still in the discard (CR 6.1.11.1), or
 * undefined.
 */
export function playThisCardClause(c: string): Step[] | undefined {
  const cost = /^choose and discard (?:a|an) (.+?) to (play .+)$/.exec(c);
  const play = cost ? playThisCardClause(cost[2]) : undefined;
  // “choose and discard a card with {IW} to play this character …”: played only if discarded (CR 6.1.5.1).
  if (cost && play)
    return [{ do: 'sequence', first: [{ do: 'discardOf', filter: parseFilter(cost[1]) }], next: play }];
  const m = /^play (?:him|her|this character)( for free)? and (?:he|she|it) enters play exerted$/.exec(c);
  if (!m) return undefined;
  return [
    { do: 'playCard', card: 'self', from: 'discard', ...(m[1] ? { free: true } : {}), entersExerted: true },
  ];
}
