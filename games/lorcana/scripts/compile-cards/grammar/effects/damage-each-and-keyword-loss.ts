/**
 * Clause rules of issue 16's effect templates: damage removed from each chosen card,
 * “characters and/or locations”, stats equal to this character's, keywords lost for a duration and
 * “cannot”. `grammar/effects.ts` asks {@link damageEachClause} before its own clause rules. A rule that matches
 * but whose parts don't parse gives way to the other rules (no blocking).
 *
 * @module
 */
import type { ParsedCondition, ParsedStep as Step } from '../../parsed/parse-tree.js';
import {
  parseDuration,
  parseFilter,
  parseKeywordGrants,
  parseTarget,
  STAT_SYMBOL,
  Unparsed,
} from '../phrases.js';

/** Parses a clause (the grammar's own, passed in to keep imports one-way). */
type Parse = (text: string) => Step[];

/** A clause rule: a pattern and the steps it reads as. */
type Rule = readonly [RegExp, (m: RegExpExecArray, clause: Parse) => Step[]];

const DURATION = '(this turn|for the rest of this turn|until the start of your next turn)';

/** The clause rules, tried in order. */
const RULES: readonly Rule[] = [
  [
    // “remove 1 damage each from up to 2 chosen characters”: not “up to”, so no choice (CR 1.9.1.3).
    /^remove (\d+) damage each from (.+)$/,
    (m) => [{ do: 'removeDamageEach', amount: Number(m[1]), target: parseTarget(m[2]) }],
  ],
  [
    // “deal 3 damage to up to 3 chosen characters and/or locations”: any mix of the two.
    /^deal (\d+) damage to (up to \d+ chosen|\d+ chosen) (\w+) and\/or (\w+)$/,
    (m) => [{ do: 'dealDamage', amount: Number(m[1]), target: parseTarget(`${m[2]} ${m[3]} or ${m[4]}`) }],
  ],
  [
    // “each of your other characters gets +{S} equal to this character's {S} this turn”: counted as
    // the effect resolves (CR 6.1.8).
    new RegExp(
      `^(.+?) gets? \\+(\\{[SWL]\\}) equal to (?:this character's|his|her) (\\{[SWL]\\}) ${DURATION}$`,
    ),
    (m) => [
      {
        do: 'modify',
        target: parseTarget(m[1]),
        stat: STAT_SYMBOL[m[2]],
        amount: { statOf: 'self', stat: STAT_SYMBOL[m[3]] },
        duration: parseDuration(m[4]),
      },
    ],
  ],
  [
    // “this character gets +1 {L} and loses Reckless this turn”.
    new RegExp(`^(.+?) gets? ([+-]\\d+) (\\{[SWL]\\}) and loses (.+?) ${DURATION}$`),
    (m) => {
      const target = parseTarget(m[1]);
      const duration = parseDuration(m[5]);
      return [
        { do: 'modify', target, stat: STAT_SYMBOL[m[3]], amount: Number(m[2]), duration },
        {
          do: 'loseKeywords',
          target: target === 'self' ? 'self' : 'it',
          keywords: parseKeywordGrants(m[4]),
          duration,
        },
      ];
    },
  ],
  [
    new RegExp(`^(.+?) loses (.+?) ${DURATION}$`),
    (m) => [
      {
        do: 'loseKeywords',
        target: parseTarget(m[1]),
        keywords: parseKeywordGrants(m[2]),
        duration: parseDuration(m[3]),
      },
    ],
  ],
  [
    // “That character can't ready at the start of their next turn unless they're at a location.”: the
    // Ready step skips it unless it is at a location then (CR 3.2.1.1).
    /^(.+?) can't ready at the start of their next turn unless they're at a location$/,
    (m) => [
      { do: 'restrict', target: parseTarget(m[1]), what: 'readyStepAway', duration: 'duringTheirNextTurn' },
    ],
  ],
  [
    // “The chosen character doesn't ready at the start of their next turn.”: the one chosen before.
    /^(.+?) doesn't ready at the start of their next turn$/,
    (m, clause) =>
      clause(
        `${m[1] === 'the chosen character' ? 'that character' : m[1]} can't ready at the start of their next turn`,
      ),
  ],
  [
    // “Return chosen item with cost equal to or less than this character's {S} to its player's hand.”:
    // the source's strength as the choice is made (CR 6.1.8).
    /^return chosen (.+?) with cost equal to or less than this character's (\{[SWL]\}) to its player's hand$/,
    (m) => [
      {
        do: 'toHand',
        target: { choose: { ...parseFilter(m[1]), costAtMostSelf: STAT_SYMBOL[m[2]] } },
      },
    ],
  ],
  [
    // “Choose a character of yours and gain lore equal to their {L}.”: chosen, then counted (CR 6.1.8).
    /^choose (?:a|an) (.+?) and gain lore equal to their \{L\}$/,
    (m) => [
      { do: 'choose', target: { choose: parseFilter(m[1]) } },
      { do: 'gainLore', amount: { statOf: 'it', stat: 'lore' } },
    ],
  ],
  // “They cannot quest this turn.”: the same as “can't”.
  [/^(.+?) cannot (.+)$/, (m, clause) => clause(`${m[1]} can't ${m[2]}`)],
];

/** A clause of this family → steps, or undefined when no rule reads it. */
export function damageEachClause(c: string, clause: Parse): Step[] | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(c);
    if (!m) continue;
    try {
      const steps = build(m, clause);
      if (steps.length > 0) return steps;
    } catch (error) {
      if (!(error instanceof Unparsed)) throw error;
    }
  }
  return undefined;
}

/**
 * Sentences of this family that read together, starting at `i`: “If [condition], [A]. Otherwise,
 * [B].” is one “if” with an otherwise (CR 6.2.4). The steps and how many sentences they used, or
 * undefined.
 */
export function damageEachSentences(
  sentences: readonly string[],
  i: number,
  clauses: Parse,
  condition: (text: string) => ParsedCondition,
): [Step[], number] | undefined {
  const gate = /^if ([^,]+), (.+)$/i.exec(sentences[i]);
  const other = /^Otherwise, (.+)$/.exec(sentences[i + 1] ?? '');
  if (!gate || !other) return undefined;
  try {
    return [
      [{ do: 'if', cond: condition(gate[1]), steps: clauses(gate[2]), otherwise: clauses(other[1]) }],
      2,
    ];
  } catch (error) {
    if (!(error instanceof Unparsed)) throw error;
    return undefined;
  }
}
