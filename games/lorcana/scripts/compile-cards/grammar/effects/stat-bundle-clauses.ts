/**
 * Clause rules of issue 16's character-effects family: several stat changes and keywords for one
 * duration (“chosen character gets +1 {L} and gains Evasive until the start of your next turn”),
 * lore and damage counted “for each …” / “equal to the number of …” (CR 6.1.8). `grammar/effects.ts` tries
 * {@link STAT_BUNDLE_CLAUSES} before its own clause rules (they are more specific).
 *
 * @module
 */
import type { KeywordGrant } from '../../../../src/cards/vocabulary-abilities.js';
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import {
  type ClauseRule,
  DURATION,
  parseDuration,
  parseFilter,
  parseForEach,
  parseKeywordGrants,
  parseTarget,
  STAT_SYMBOL,
} from '../phrases.js';

const STAT = '([+-]\\d+) (\\{[SWL]\\})';

/** One target, its stat changes and keywords, for one duration. */
function getsAndGains(
  target: string,
  mods: readonly (readonly [string, string])[],
  keywords: string | undefined,
  duration: string,
  gainsFirst = false,
): Step[] {
  const grants: KeywordGrant[] | undefined = keywords ? parseKeywordGrants(keywords) : undefined;
  return [
    {
      do: 'getsAndGains',
      target: parseTarget(target),
      mods: mods.map(([n, s]) => ({ stat: STAT_SYMBOL[s], amount: Number(n) })),
      ...(grants ? { keywords: grants } : {}),
      duration: parseDuration(duration),
      ...(gainsFirst ? { gainsFirst: true } : {}),
    },
  ];
}

/** The clause rules of the character-effects family. */
export const STAT_BUNDLE_CLAUSES: readonly ClauseRule[] = [
  [
    new RegExp(`^(.+?) gets? ${STAT} and gains? (.+?) ${DURATION}$`),
    (m) => getsAndGains(m[1], [[m[2], m[3]]], m[4], m[5]),
  ],
  [
    new RegExp(`^(.+?) gains? (.+?) and gets? ${STAT} ${DURATION}$`),
    (m) => getsAndGains(m[1], [[m[3], m[4]]], m[2], m[5], true),
  ],
  [
    new RegExp(`^(.+?) gets? ${STAT} and ${STAT} ${DURATION}$`),
    (m) =>
      getsAndGains(
        m[1],
        [
          [m[2], m[3]],
          [m[4], m[5]],
        ],
        undefined,
        m[6],
      ),
  ],
  [
    new RegExp(`^(.+?) (can't challenge and )?must quest (?:${DURATION} if able|if able ${DURATION})$`),
    (m) => [
      {
        do: 'mustQuest',
        target: parseTarget(m[1]),
        duration: parseDuration(m[3] ?? m[4]),
        ...(m[2] ? { cantChallenge: true } : {}),
      },
    ],
  ],
  // “give chosen character Resist +1”, “this character gets Challenger +2”: keywords with values.
  [
    new RegExp(
      `^give (.+?) ((?:Challenger|Resist) \\+\\d+(?: and (?:Challenger|Resist) \\+\\d+)?) ${DURATION}$`,
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
  [
    new RegExp(`^(.+?) gets? ((?:Challenger|Resist) \\+\\d+) ${DURATION}$`),
    (m) => [
      {
        do: 'grant',
        target: parseTarget(m[1]),
        keywords: parseKeywordGrants(m[2]),
        duration: parseDuration(m[3]),
      },
    ],
  ],
  // “opposing damaged characters gain Reckless during their next turn”: every such card now.
  [
    new RegExp(`^((?:opposing|your) [\\w ]+?characters) gain (.+?) ${DURATION}$`),
    (m) => [
      {
        do: 'grant',
        target: { each: parseFilter(m[1]) },
        keywords: parseKeywordGrants(m[2]),
        duration: parseDuration(m[3]),
      },
    ],
  ],
  // “Return a character or item with cost 2 or less to their player's hand.”: the player chooses one.
  [
    /^return (?:a|an) (.+?) to their player's hand$/,
    (m) => [{ do: 'toHand', target: { choose: parseFilter(m[1]) } }],
  ],
  [
    /^choose one of your (.+?) and (ready|exert) them$/,
    (m) => [{ do: m[2] as 'ready' | 'exert', target: { choose: { ...parseFilter(m[1]), owner: 'you' } } }],
  ],
  [/^deal (\d+) damage to each of them$/, (m) => [{ do: 'dealDamage', amount: Number(m[1]), target: 'it' }]],
  // The lore of a card chosen now (CR 6.1.8), or of the one just chosen.
  [
    /^gain lore equal to the \{L\} of (chosen .+)$/,
    (m) => [
      { do: 'choose', target: parseTarget(m[1]) },
      { do: 'gainLore', amount: { statOf: 'it', stat: 'lore' } },
    ],
  ],
  [
    /^choose (?:a|an) (.+?) and gain lore equal to their \{L\}$/,
    (m) => [
      { do: 'choose', target: { choose: parseFilter(m[1]) } },
      { do: 'gainLore', amount: { statOf: 'it', stat: 'lore' } },
    ],
  ],
  // CR 6.1.8: the count is taken as the step resolves.
  [
    /^(?:you )?gain (\d+) lore for each (.+)$/,
    (m) => [{ do: 'gainLore', amount: parseForEach(Number(m[1]), m[2]) }],
  ],
  [
    /^deal (\d+) damage to (.+?) for each (.+)$/,
    (m) => [{ do: 'dealDamage', target: parseTarget(m[2]), amount: parseForEach(Number(m[1]), m[3]) }],
  ],
  [/^all opponents lose (\d+) lore$/, (m) => [{ do: 'loseLore', amount: Number(m[1]), player: 'opponents' }]],
  [
    /^(?:you )?gain lore equal to the lore lost(?: this way)?$/,
    () => [{ do: 'gainLore', amount: { thisWay: true, of: 'lore' } }],
  ],
  [
    /^gain lore equal to the number of (.+?) you have in play$/,
    (m) => [{ do: 'gainLore', amount: { count: { ...parseFilter(m[1]), owner: 'you' } } }],
  ],
  [
    /^deal damage to (.+?) equal to the number of your (.+?) in play$/,
    (m) => [
      {
        do: 'dealDamage',
        target: parseTarget(m[1]),
        amount: { count: { ...parseFilter(m[2]), owner: 'you' } },
      },
    ],
  ],
];
