/**
 * Ability lines of issue 16: deck-building limits below the usual four copies (“You may
 * only have 2 copies of The Glass Slipper in your deck”, above CR 1.10.1.1). `grammar/abilities.ts` asks
 * {@link deckLimitAbility} before its own rules.
 *
 * @module
 */
import type { ActivationCost } from '../../../../src/cards/vocabulary-abilities.js';
import type { ParsedAbility as Ability } from '../../parsed/parse-tree.js';
import { parseFilter } from '../phrases.js';

/** An ability line of this family, or undefined. */
export function deckLimitAbility(name: string, body: string): Ability | undefined {
  const m = /^You may only have (\d+) copies of (.+) in your deck\.?$/.exec(body);
  if (m) return { kind: 'static', name, effect: { anyNumberInDeck: true, max: Number(m[1]) } };
  return undefined;
}

/**
 * A cost part of this family, or undefined: “{E} one of your Prince characters” — exert one ready (and
 * dry) card of yours of that kind (CR 4.4.2.1).
 */
export function exertOneCost(part: string): ActivationCost | undefined {
  const m = /^\{E\} one of your (.+? (?:characters|items))$/.exec(part);
  return m ? { exertOne: { ...parseFilter(m[1]), owner: 'you' } } : undefined;
}

/**
 * A keyword line printed without its comma (“Evasive Singer 5”): each keyword on its own, or the part
 * unchanged.
 */
export function splitKeywordRun(part: string): string[] {
  const m =
    /^(Alert|Bodyguard|Evasive|Reckless|Rush|Support|Vanish|Ward) ((?:Singer|Challenger|Resist) .+)$/.exec(
      part.trim(),
    );
  return m ? [m[1], m[2]] : [part];
}
