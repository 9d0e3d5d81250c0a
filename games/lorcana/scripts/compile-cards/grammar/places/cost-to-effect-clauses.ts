/**
 * Effect clauses of the places/costs family (issue 16): “[cost] to [effect]” with any cost a
 * clause can say (“banish one of your items to draw 2 cards”, “return chosen character of yours to
 * your hand to gain 2 lore”, “deal 2 damage to chosen character of yours to …”, CR 6.1.5.1), and
 * the clauses such costs use.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseDuration, parseFilter, parseTarget, Unparsed } from '../phrases.js';

type Rule = readonly [RegExp, (m: RegExpExecArray) => Step[]];

/** Clauses of this family: whole-clause patterns, tried before the shared clause rules. */
const PLACES_CLAUSES: readonly Rule[] = [
  [/^pay (\d+) \{I\}$/, (m) => [{ do: 'payInk', amount: Number(m[1]) }]],
  [
    /^(banish|exert) one of your (other )?(items|characters|locations)$/,
    (m) => {
      const choose = { ...parseFilter(m[3]), owner: 'you' as const, ...(m[2] ? { other: true } : {}) };
      return [{ do: m[1] === 'banish' ? 'banish' : 'exert', target: { choose } }];
    },
  ],
  [
    /^return one of your (other )?(items|characters) to your hand$/,
    (m) => [
      {
        do: 'toHand',
        target: { choose: { ...parseFilter(m[2]), owner: 'you', ...(m[1] ? { other: true } : {}) } },
      },
    ],
  ],
  [
    // A printed “if …” without its comma (Casa Madrigal - Casita).
    /^if you have (?:a|an) (.+?) here gain (\d+) lore$/,
    (m) => [
      {
        do: 'if',
        cond: { youHave: { ...parseFilter(m[1]), at: 'here' } },
        steps: [{ do: 'gainLore', amount: Number(m[2]) }],
      },
    ],
  ],
  [
    // “[cost] to pay 2 {I} less for the next item you play this turn” (Yokai - Enigmatic Inventor).
    /^pay (\d+) \{I\} less for the next (.+?) you play this turn$/,
    (m) => [{ do: 'reduceNextCost', amount: Number(m[1]), for: parseFilter(m[2]) }],
  ],
  [
    // A printed cost reduction without its {I} (Duckburg - Funso's Funzone).
    /^you pay (\d+) less for the next (.+?) you play this turn$/,
    (m) => [{ do: 'reduceNextCost', amount: Number(m[1]), for: parseFilter(m[2]) }],
  ],
  [
    /^(.+?) counts as having \+(\d+) cost to sing songs (this turn)$/,
    (m) => [
      { do: 'singCostBonus', target: parseTarget(m[1]), amount: Number(m[2]), duration: parseDuration(m[3]) },
    ],
  ],
  // “that location” in a move trigger's effect (see `placesEffectText`): the location moved to.
  [
    /^gain lore equal to the location moved to's \{L\}$/,
    () => [{ do: 'gainLore', amount: { statOf: 'eventOther', stat: 'lore' } }],
  ],
  [
    /^move one of your other characters to the location moved to for free$/,
    () => [
      {
        do: 'moveToLocation',
        character: { choose: { type: 'character', owner: 'you', other: true } },
        location: 'eventOther',
        free: true,
      },
    ],
  ],
  [
    /^(ready|exert) a character here$/,
    (m) => [
      { do: m[1] === 'ready' ? 'ready' : 'exert', target: { choose: { type: 'character', at: 'here' } } },
    ],
  ],
  [/^banish the challenging character$/, () => [{ do: 'banish', target: 'eventOther' }]],
  [/^shuffle this card into your deck$/, () => [{ do: 'shuffleIntoDeck', target: 'self' }]],
  [
    /^move a character of yours to a location for free$/,
    () => [
      {
        do: 'moveToLocation',
        character: { choose: { type: 'character', owner: 'you' } },
        location: { choose: { type: 'location', owner: 'you' } },
        free: true,
      },
    ],
  ],
  [
    /^(they|he|she) may move to a location for free$/,
    (m) => [
      {
        do: 'may',
        steps: [
          {
            do: 'moveToLocation',
            character: parseTarget(m[1]),
            location: { choose: { type: 'location', owner: 'you' } },
            free: true,
          },
        ],
      },
    ],
  ],
  [
    /^move up to (\d+) (?:characters of yours|of your characters) to the same location for free$/,
    (m) => [
      {
        do: 'moveTogether',
        characters: { choose: { type: 'character', owner: 'you' }, count: Number(m[1]), upTo: true },
        location: { choose: { type: 'location', owner: 'you' } },
        free: true,
      },
    ],
  ],
];

/** A clause of this family, or undefined. */
export function parsePlacesClause(clause: string): Step[] | undefined {
  for (const [re, build] of PLACES_CLAUSES) {
    const m = re.exec(clause);
    if (m) return build(m);
  }
  return undefined;
}

/** Verbs that can be the paid part of “[A] to [B]”. */
const COST_VERB = /^(banish|return|deal|exert|shuffle|pay|put)\b/;

/**
 * “[A] to [B]”: [B] happens only if [A] was done in full (CR 6.1.5.1). Tries each “ to ” from the
 * left and keeps the first split whose two sides both parse; undefined when none does.
 */
export function parseCostTo(
  clause: string,
  parseClause: (c: string) => Step[],
  parseClauses: (c: string) => Step[],
): Step[] | undefined {
  if (!COST_VERB.test(clause)) return undefined;
  for (let at = clause.indexOf(' to '); at > 0; at = clause.indexOf(' to ', at + 1)) {
    try {
      const first = parseClause(clause.slice(0, at));
      const next = parseClauses(clause.slice(at + 4));
      return [{ do: 'sequence', first, next }];
    } catch (error) {
      if (!(error instanceof Unparsed)) throw error;
    }
  }
  return undefined;
}
