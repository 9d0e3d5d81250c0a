/**
 * Clause and sentence rules of issue 16. `grammar/effects.ts` asks {@link rememberedCardClause} after the
 * other families' clause rules, and {@link rememberedCardSentence} before its own sentence rules; the grammar's
 * parsers are passed in, so this file has no import loop.
 *
 * @module
 */
import type { ParsedCondition as Condition, ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseDuration, parseFilter, parseKeywordGrants, parseTarget } from '../phrases.js';

/** The grammar's parsers the sentence rules read with. */
export interface RememberedCardParsers {
  readonly clauses: (text: string) => Step[];
  readonly condition: (phrase: string) => Condition;
}

type Rule = readonly [RegExp, (m: RegExpExecArray, p: RememberedCardParsers) => Step[]];

const CLAUSES: readonly Rule[] = [
  [
    // “they gain Resist +2 during that challenge”: until the challenge ends (CR 4.6.8).
    /^(.+?) gains? (.+?) during (?:that|this|the) challenge$/,
    (m) => [
      {
        do: 'grant',
        target: parseTarget(m[1]),
        keywords: parseKeywordGrants(m[2]),
        duration: 'thisChallenge',
      },
    ],
  ],
  // “If that character is named Tod, you may play him for free.”: the card the step before acted on.
  [/^play (?:him|her) for free$/, () => [{ do: 'playCard', card: 'it', free: true }]],
  [
    // “this character takes no damage from challenges this turn”: a restriction for a duration (CR 4.6.6).
    /^(.+?) (?:takes?|take) no damage from challenges (this turn|until the start of your next turn)$/,
    (m) => [
      {
        do: 'restrict',
        target: parseTarget(m[1]),
        what: 'takeChallengeDamage',
        duration: parseDuration(m[2]),
      },
    ],
  ],
  [
    // “… to gain 1 lore for each item card moved this way”: the cards the step before moved (CR 6.1.11).
    /^gain 1 lore for each (.+?) moved this way$/,
    (m) => (Object.keys(parseFilter(m[1])).length > 0 ? [{ do: 'gainLore', amount: { itCount: true } }] : []),
  ],
];

type Steps = readonly Step[];

/** The last step of `steps` (inside “you may” and “[A] to [B]”) that acted on cards with `verb`. */
function tagLast(steps: Steps, verb: Step['do'], slot: string): Steps | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    let tagged: Step | undefined;
    // `as` is a field of every step of the language (core's slot); the parse tree's step types leave it out.
    if (s.do === verb) tagged = { ...s, as: slot } as unknown as Step;
    else if (s.do === 'may') {
      const inner = tagLast(s.steps, verb, slot);
      if (inner) tagged = { ...s, steps: inner };
    } else if (s.do === 'sequence') {
      const inner = tagLast(s.first, verb, slot);
      if (inner) tagged = { ...s, first: inner };
    }
    if (tagged) return [...steps.slice(0, i), tagged, ...steps.slice(i + 1)];
  }
  return undefined;
}

const VERB_OF: Readonly<Record<string, Step['do']>> = { banished: 'banish', exerted: 'exert' };

/**
 * A sentence that reads the steps before it, replacing `out`'s steps; true if it did. “If the banished
 * item is named Maurice's Machine, you may also banish …”: the card the earlier step banished is
 * remembered under a slot and its name tested as the sentence resolves (CR 6.2.4); with nothing
 * banished the test fails.
 */
export function rememberedCardSentence(s: string, out: Step[], p: RememberedCardParsers): boolean {
  // “Exert chosen character. Then, you may choose and discard a card. If you do, the exerted character
  // can't ready …”: the card the first step exerted, remembered under a slot.
  const did = /^if you do, the (exerted) (character|item) (.+)$/.exec(s);
  const prev = out[out.length - 1];
  if (did && prev) {
    const slot = did[1];
    const before = tagLast(out.slice(0, -1), VERB_OF[slot], slot);
    if (!before) return false;
    const next = p
      .clauses(`they ${did[3]}`)
      .map((st) =>
        'target' in st && st.target === 'it' ? ({ ...st, target: { slot } } as unknown as Step) : st,
      );
    const joined: Step =
      prev.do === 'may'
        ? { do: 'may', steps: [{ do: 'sequence', first: prev.steps, next }] }
        : { do: 'sequence', first: [prev], next };
    out.splice(0, out.length, ...before, joined);
    return true;
  }
  const m = /^if the (banished) (\w+) is named (.+?), (?:you may also|you may) (.+)$/.exec(s);
  if (!m) return false;
  const slot = m[1];
  const tagged = tagLast(out, VERB_OF[m[1]], slot);
  if (!tagged) return false;
  const filter = { ...parseFilter(m[2]), name: m[3] };
  out.splice(0, out.length, ...tagged, {
    do: 'if',
    cond: { refIs: { slot }, filter },
    steps: [{ do: 'may', steps: p.clauses(m[4]) }],
  });
  return true;
}

/** One clause of this family → steps, or undefined. */
export function rememberedCardClause(c: string, p: RememberedCardParsers): Step[] | undefined {
  for (const [re, build] of CLAUSES) {
    const m = re.exec(c);
    if (!m) continue;
    const steps = build(m, p);
    if (steps.length > 0) return steps;
  }
  return undefined;
}
