/**
 * Clause rules of issue 16's effect templates: stat changes by another stat (“chosen
 * character gets +{S} equal to their {W} this turn”, “add his {W} to another chosen character's {S}
 * this turn”, CR 6.1.8: counted as the step resolves) and players who can't play actions or items
 * for a duration (CR 1.2.2). `grammar/effects.ts` asks {@link statFromStatClause} after the other families.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseDuration, parseFilter, parseKeywordGrants, parseTarget } from '../phrases.js';

const DURATION =
  '(this turn|for the rest of this turn|until the start of your next turn|during their next turn)';

type Rule = readonly [RegExp, (m: RegExpExecArray) => Step[]];

const RULES: readonly Rule[] = [
  [
    new RegExp(`^chosen (.+?) gets \\+\\{S\\} equal to their \\{W\\} ${DURATION}$`),
    (m) => [
      { do: 'choose', target: { choose: parseFilter(m[1]) } },
      {
        do: 'modify',
        target: 'it',
        stat: 'strength',
        amount: { statOf: 'it', stat: 'willpower' },
        duration: parseDuration(m[2]),
      },
    ],
  ],
  [
    new RegExp(`^add (?:his|her|its|their) \\{W\\} to another chosen (.+?)'s \\{S\\} ${DURATION}$`),
    (m) => [
      {
        do: 'modify',
        target: { choose: { ...parseFilter(m[1]), other: true } },
        stat: 'strength',
        amount: { statOf: 'self', stat: 'willpower' },
        duration: parseDuration(m[2]),
      },
    ],
  ],
  // “Chosen character gains Resist +1 and the Detective classification until the start of your next turn.”
  [
    new RegExp(`^(chosen .+?) gains (.+?) and the (\\p{Lu}[\\p{L}-]*) classification ${DURATION}$`, 'u'),
    (m) => [
      {
        do: 'grant',
        target: parseTarget(m[1]),
        keywords: parseKeywordGrants(m[2]),
        duration: parseDuration(m[4]),
      },
      { do: 'grantClassification', target: 'it', classification: m[3], duration: parseDuration(m[4]) },
    ],
  ],
  // Amounts “to a maximum of N lore” (the printed cap, CR 6.1.8: counted as the step resolves).
  [
    /^gain lore equal to (?:his|her|its|their|this character's) \{S\}, to a maximum of (\d+) lore$/,
    (m) => [{ do: 'gainLore', amount: { capped: { statOf: 'self', stat: 'strength' }, max: Number(m[1]) } }],
  ],
  [
    /^each opponent loses lore equal to the damage on (chosen .+?), to a maximum of (\d+) lore each$/,
    (m) => [
      { do: 'choose', target: parseTarget(m[1]) },
      { do: 'loseLore', player: 'opponents', amount: { capped: { damageOnCard: 'it' }, max: Number(m[2]) } },
    ],
  ],
  [
    /^put a card from the top of your deck facedown under each of (your (?:other )?characters)$/,
    (m) => [{ do: 'putTopUnderEach', target: parseTarget(m[1]) }],
  ],
  // “For the rest of this turn, they take no damage from challenges and can't quest.”
  [
    /^for the rest of this turn, (they|this character) takes? no damage from challenges and can't (quest|challenge)$/,
    (m) => {
      const target = m[1] === 'they' ? ('it' as const) : ('self' as const);
      return [
        { do: 'restrict', target, what: 'takeChallengeDamage', duration: 'thisTurn' },
        { do: 'restrict', target, what: m[2] as 'quest' | 'challenge', duration: 'thisTurn' },
      ];
    },
  ],
  [
    new RegExp(`^opponents can't play actions or items ${DURATION}$`),
    (m) => [
      { do: 'restrictPlay', players: 'opponents', types: ['action', 'item'], duration: parseDuration(m[1]) },
    ],
  ],
];

/** A clause of this family → steps, or undefined. */
export function statFromStatClause(clause: string): Step[] | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(clause);
    if (m) return build(m);
  }
  return undefined;
}

/**
 * Sentences read together: “Banish chosen character of yours to draw 2 cards. If that character had
 * a card under them, draw 3 cards instead.” (a self-replacement on the banished card's last known
 * information, CR 6.5.1.1, 6.7.6). Returns the steps and how many sentences they used, or undefined.
 */
export function statFromStatSentences(sentences: readonly string[], i: number): [Step[], number] | undefined {
  const removed =
    /^([Yy]ou may )?[Rr]emove up to (\d+) damage from (each of your (?:other )?characters)$/.exec(
      sentences[i] ?? '',
    );
  const ready = /^Ready each character you removed damage from this way$/.exec(sentences[i + 1] ?? '');
  if (removed && ready) {
    const remove: Step = {
      do: 'removeDamageFrom',
      target: parseTarget(removed[3]),
      amount: Number(removed[2]),
    };
    const steps: Step[] = [remove, { do: 'ready', target: 'it' }];
    return [removed[1] ? [{ do: 'may', steps }] : steps, 2];
  }
  const first = /^Banish (chosen .+?) to draw (\d+) cards$/.exec(sentences[i] ?? '');
  const then = /^If that character had a card under them, draw (\d+) cards instead$/.exec(
    sentences[i + 1] ?? '',
  );
  if (!first || !then) return undefined;
  const draw = (n: string): Step => ({ do: 'draw', amount: Number(n) });
  return [
    [
      {
        do: 'sequence',
        first: [{ do: 'banish', target: parseTarget(first[1]) }],
        next: [
          { do: 'if', cond: { hadCardUnder: 'it' }, steps: [draw(then[1])], otherwise: [draw(first[2])] },
        ],
      },
    ],
    2,
  ];
}
