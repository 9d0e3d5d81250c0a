/**
 * Clause rules of issue 16: “… and all other … with the same name”, “any number of your items”,
 * amounts read from another card (“equal to the cost of one of your items”, “loses {S} equal to this
 * character's {L}”) and “[A] to [B]” sentences whose [A] is a cost paid with a card of yours.
 * `grammar/effects.ts` asks {@link cardAmountClause} before its own rules; the clause parsers are passed in (no
 * import loop).
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseDuration, parseFilter, parseKeywordGrants, parseTarget, STAT_SYMBOL } from '../phrases.js';

const DURATION =
  '(this turn|for the rest of this turn|until the start of your next turn|during their next turn)';

type Parse = (clause: string) => Step[];
type Rule = readonly [RegExp, (m: RegExpExecArray, clause: Parse, clauses: Parse) => Step[]];

const RULES: readonly Rule[] = [
  // “chosen Villain of yours”: a classification alone names characters (CR 5.2.7).
  [
    /^(.*\bchosen \p{Lu}[\p{L}-]*) of yours\b(.*)$/u,
    (m, clause) => clause(`${m[1]} character of yours${m[2]}`),
  ],
  // “[A] to [B]” where [A] uses one of your cards: [B] only if [A] was done (CR 6.1.5.1).
  [
    /^((?:banish|exert) one of your [^,]+?) to ((?:banish|deal|draw|gain|return) .+)$/,
    (m, clause, clauses) => [{ do: 'sequence', first: clause(m[1]), next: clauses(m[2]) }],
  ],
  [
    /^return (chosen .+?) to your hand to (play .+)$/,
    (m, _clause, clauses) => [
      { do: 'sequence', first: [{ do: 'toHand', target: parseTarget(m[1]) }], next: clauses(m[2]) },
    ],
  ],
  // “play an item from your hand or discard with cost 5 or less for free, exerted” (CR 6.7.7).
  [
    /^play an? (\w+) from your hand or discard (with .+?) for free(, exerted)?$/,
    (m) => [
      {
        do: 'playCard',
        card: { choose: parseFilter(`${m[1]} ${m[2]}`), zone: 'hand' },
        alsoFrom: 'discard',
        free: true,
        ...(m[3] ? { entersExerted: true } : {}),
      },
    ],
  ],
  [
    /^play (another .+?) for free$/,
    (m) => [{ do: 'playCard', card: { choose: parseFilter(m[1]), zone: 'hand' }, free: true }],
  ],
  // “any number of your items” (CR 6.1.3: none to all).
  [
    /^banish any number of your (.+)$/,
    (m) => [{ do: 'banish', target: { choose: { ...parseFilter(m[1]), owner: 'you' }, anyNumber: true } }],
  ],
  [/^draw a card for each \w+ banished this way$/, () => [{ do: 'draw', amount: { itCount: true } }]],
  [
    /^gain lore equal to the cost of one of your (.+?) in play$/,
    (m) => [
      { do: 'choose', target: { choose: { ...parseFilter(m[1]), owner: 'you' } } },
      { do: 'gainLore', amount: { costOf: 'it' } },
    ],
  ],
  [
    new RegExp(
      `^(?:he|she|this character) gets \\+\\{S\\} equal to the \\{S\\} of (chosen .+?) ${DURATION}$`,
    ),
    // The chosen card is remembered under a slot: “that card” of the modify step is the character.
    (m) => [
      { do: 'choose', target: parseTarget(m[1]), as: 'chosen' },
      {
        do: 'modify',
        target: 'self',
        stat: 'strength',
        amount: { statOf: { slot: 'chosen' }, stat: 'strength' },
        duration: parseDuration(m[2]),
      },
    ],
  ],
  [
    new RegExp(`^(chosen .+?) loses (\\{[SWL]\\}) equal to this character's (\\{[SWL]\\}) ${DURATION}$`),
    (m) => [
      {
        do: 'modify',
        target: parseTarget(m[1]),
        stat: STAT_SYMBOL[m[2]],
        amount: { statOf: 'self', stat: STAT_SYMBOL[m[3]], times: -1 },
        duration: parseDuration(m[4]),
      },
    ],
  ],
  [
    /^deal damage to (chosen .+?) equal to the number of (.+? here)$/,
    (m) => [{ do: 'dealDamage', target: parseTarget(m[1]), amount: { count: parseFilter(m[2]) } }],
  ],
  // “Exert chosen opposing character and all other opposing characters with the same name.”
  [
    /^(exert|banish) chosen (.+?) and all other (.+?) with the same name$/,
    (m) => {
      const verb = m[1] as 'exert' | 'banish';
      return [
        { do: verb, target: { choose: parseFilter(m[2]) } },
        { do: verb, target: { each: { ...parseFilter(m[3]), other: true, sameNameAs: 'it' } } },
      ];
    },
  ],
  // “give this character Rush this turn” (CR 6.6: a keyword for a duration).
  [
    new RegExp(
      `^give (this character|chosen .+?) ((?:\\p{Lu}\\p{Ll}+(?: \\+\\d+)?(?:,? and )?)+) ${DURATION}$`,
      'u',
    ),
    (m) => [
      {
        do: 'grant',
        target: parseTarget(m[1]),
        keywords: parseKeywordGrants(m[2]),
        duration: parseDuration(m[3]),
      },
    ],
  ],
  // “banish this location to gain 2 lore and give them Evasive …”: “them” is the questing character.
  [
    new RegExp(`^banish this location to gain (\\d+) lore and give them (.+?) ${DURATION}$`),
    (m) => [
      {
        do: 'sequence',
        first: [{ do: 'banish', target: 'self' }],
        next: [
          { do: 'gainLore', amount: Number(m[1]) },
          {
            do: 'grant',
            target: 'eventCard',
            keywords: parseKeywordGrants(m[2]),
            duration: parseDuration(m[3]),
          },
        ],
      },
    ],
  ],
  [
    /^each opponent chooses and discards a card for each card that was under (?:him|her|it|them)$/,
    () => [
      {
        do: 'discardCounted',
        player: 'opponents',
        amount: { cardsUnder: 'self', lastKnown: true },
      },
    ],
  ],
  [
    /^for each character that sang this song, (draw a card) and (gain 1 lore)$/,
    () => [
      { do: 'draw', amount: { singers: true } },
      { do: 'gainLore', amount: { singers: true } },
    ],
  ],
  [
    /^each opponent chooses and discards either (\d+) cards or (\d+) (.+?) cards?$/,
    (m) => [
      {
        do: 'discardEither',
        player: 'opponents',
        options: [{ amount: Number(m[1]) }, { amount: Number(m[2]), filter: parseFilter(m[3]) }],
      },
    ],
  ],
  // “for each of your characters named Maleficent in play, return a chosen …”: once for each.
  [
    /^for each of your (.+?) in play, (.+)$/,
    (m, clause) => [
      {
        do: 'repeat',
        times: { cards: { each: { ...parseFilter(m[1]), owner: 'you' } } },
        steps: clause(m[2].replace(/^(\w+) a chosen /, '$1 chosen ')),
      },
    ],
  ],
  [
    /^put (chosen .+?) on the bottom of their (?:owner's|player's) deck$/,
    (m) => [{ do: 'putOnDeckBottom', target: parseTarget(m[1]) }],
  ],
];

/** A clause of this family → steps, or undefined. */
export function cardAmountClause(c: string, clause: Parse, clauses: Parse): Step[] | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(c);
    if (m) return build(m, clause, clauses);
  }
  return undefined;
}

/**
 * “Each player draws 2 cards and gains 2 lore. If 2 or more characters sang this song, ready them.
 * They can't quest for the rest of this turn.” — “them” and “they” are the singers (CR 8.12).
 */
function singersSentences(sentences: readonly string[], i: number): [Step[], number] | undefined {
  const each = /^Each player draws (\d+) cards and gains (\d+) lore$/.exec(sentences[i] ?? '');
  const sang = /^If (\d+) or more characters sang this song, ready them$/.exec(sentences[i + 1] ?? '');
  const rest = /^They can't quest for the rest of this turn$/.test(sentences[i + 2] ?? '');
  if (!each || !sang || !rest) return undefined;
  return [
    [
      { do: 'draw', amount: Number(each[1]), player: 'eachPlayer' },
      { do: 'playerGainsLore', amount: Number(each[2]), player: 'eachPlayer' },
      {
        do: 'sequence',
        first: [{ do: 'singers', atLeast: Number(sang[1]) }],
        next: [
          { do: 'ready', target: 'it' },
          { do: 'restrict', target: 'it', what: 'quest', duration: 'thisTurn' },
        ],
      },
    ],
    3,
  ];
}

/**
 * Sentences read together: “Put a Pull the Lever! card from your discard pile on the bottom of your
 * deck to …” — a card name ending in “!” splits the sentence; the two halves are one clause. Returns
 * the steps and how many sentences they used, or undefined.
 */
export function cardAmountSentences(
  sentences: readonly string[],
  i: number,
  clauses: Parse,
): [Step[], number] | undefined {
  const sung = singersSentences(sentences, i);
  if (sung) return sung;
  const head = /^(?:[Pp]ut) an? (\p{Lu}[\p{L}' ]*)$/u.exec(sentences[i] ?? '');
  const tail = /^card from your discard(?: pile)? on the bottom of your deck to (.+)$/.exec(
    sentences[i + 1] ?? '',
  );
  if (!head || !tail) return undefined;
  const name = `${head[1]}!`;
  return [
    [
      {
        do: 'sequence',
        first: [{ do: 'putOnDeckBottom', target: { choose: { name }, zone: 'discard' } }],
        next: clauses(tail[1]),
      },
    ],
    2,
  ];
}
