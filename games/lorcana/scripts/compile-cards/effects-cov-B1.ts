/**
 * Clause rules of issue 16's character-effects family: several stat changes and keywords for one
 * duration (“chosen character gets +1 {L} and gains Evasive until the start of your next turn”),
 * lore and damage counted “for each …” / “equal to the number of …” (CR 6.1.8). `effects.ts` tries
 * {@link COV_B1_CLAUSES} before its own clause rules (they are more specific).
 *
 * @module
 */
import type { KeywordGrant } from '../../src/cards/vocabulary-abilities.js';
import type { ParsedStep as Step } from './parsed.js';
import {
  parseDuration,
  parseFilter,
  parseForEach,
  parseKeywordGrants,
  parseTarget,
  STAT_SYMBOL,
} from './phrases.js';

/** A clause rule: a pattern and the steps it builds (first match wins). */
export type ClauseRule = readonly [RegExp, (m: RegExpExecArray) => Step[]];

const DURATION =
  '(this turn|for the rest of this turn|until the start of your next turn|during their next turn)';
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
export const COV_B1_CLAUSES: readonly ClauseRule[] = [
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
