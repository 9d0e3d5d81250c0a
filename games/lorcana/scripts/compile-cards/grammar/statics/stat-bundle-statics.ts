/**
 * Static sentences of issue 16's character-effects family (CR 6.4): several changes for the same
 * cards (“Characters get +1 {S} and +1 {W} while here”, “this character gains Bodyguard and gets +2
 * {W}”), lists of classifications (“Your Prince, Princess, King, and Queen characters get +1 {S}”,
 * CR 5.2.7), keywords said with “get” (“Your Pluto characters get Resist +1”) and “for each …”
 * placed first. `grammar/abilities.ts` tries {@link statBundleStatic} before its own static rules.
 *
 * @module
 */
import type { Affected, StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import type { Amount } from '../../../../src/cards/vocabulary-refs.js';
import { fail, parseFilter, parseForEach, parseKeywordGrants, STAT_SYMBOL } from '../phrases.js';

const STAT = '([+-]\\d+) (\\{[SWL]\\})';

/** “Prince, Princess, King, and Queen” / “Prince and King” before a card type: any of them. */
const CLASS_LIST =
  /^((?:your |opposing |other |your other )?)((?:[A-Z][\w'-]*, )*[A-Z][\w'-]*,? and [A-Z][\w'-]*) (characters?)$/;

/** The cards a static sentence is about. */
function who(phrase: string): Affected {
  if (/^(this (character|item|location)|he|she|it)$/.test(phrase)) return 'self';
  const list = CLASS_LIST.exec(phrase);
  if (list) {
    const classes = list[2].split(/,? and |, /);
    return { ...parseFilter(`${list[1]}${list[3]}`), classification: classes };
  }
  return parseFilter(phrase.replace(/^(?:each of |all )/, ''));
}

/** Whether the subject needs this family's reading (a class list or “it”). */
const ours = (phrase: string) => phrase === 'it' || CLASS_LIST.test(phrase);

function amount(n: string, per: string | undefined): Amount {
  return per ? parseForEach(Number(n), per) : Number(n);
}

type Rule = readonly [RegExp, (m: RegExpExecArray) => StaticEffect | undefined];

const RULES: readonly Rule[] = [
  [
    new RegExp(`^(.+?) gets? ${STAT} and ${STAT}(?: for each (.+))?$`),
    (m) => {
      // “for each card under him” is the cards-under family's (grammar/triggers/cards-under-and-once-per-turn.ts).
      if (m[6]?.startsWith('card under ')) return undefined;
      const to = who(m[1]);
      return {
        both: [
          { modify: STAT_SYMBOL[m[3]], amount: amount(m[2], m[6]), to },
          { modify: STAT_SYMBOL[m[5]], amount: amount(m[4], m[6]), to },
        ],
      };
    },
  ],
  [
    new RegExp(`^(.+?) gains? (.+?) and gets? ${STAT}$`),
    (m) => {
      const to = who(m[1]);
      return {
        both: [
          { grant: parseKeywordGrants(m[2]), to },
          { modify: STAT_SYMBOL[m[4]], amount: Number(m[3]), to },
        ],
      };
    },
  ],
  // “get Resist +1”: a keyword with a value is gained (CR 8.1.2).
  [
    /^(.+?) gets? ((?:Resist|Challenger) \+\d+)$/,
    (m) => ({ grant: parseKeywordGrants(m[2]), to: who(m[1]) }),
  ],
  [
    new RegExp(`^for each (.+?), (this character|he|she|it) gets? ${STAT}$`),
    (m) => ({ modify: STAT_SYMBOL[m[4]], amount: parseForEach(Number(m[3]), m[1]), to: 'self' }),
  ],
  [
    new RegExp(`^(.+?) gets? ${STAT}$`),
    (m) => (ours(m[1]) ? { modify: STAT_SYMBOL[m[3]], amount: Number(m[2]), to: who(m[1]) } : undefined),
  ],
  [
    /^(.+?) gains? (.+)$/,
    (m) => (ours(m[1]) ? { grant: parseKeywordGrants(m[2]), to: who(m[1]) } : undefined),
  ],
  [
    /^(this character) can't (challenge|quest) or (challenge|quest)$/,
    (m) => ({
      both: [
        { restrict: m[2] as 'quest' | 'challenge', to: who(m[1]) },
        { restrict: m[3] as 'quest' | 'challenge', to: who(m[1]) },
      ],
    }),
  ],
  [
    /^(.+?) can't (quest|challenge)$/,
    (m) => (ours(m[1]) ? { restrict: m[2] as 'quest' | 'challenge', to: who(m[1]) } : undefined),
  ],
];

/** A static sentence of this family (first letter as printed or lower-cased), or undefined. */
export function statBundleStatic(text: string): StaticEffect | undefined {
  const t = text.replace(/^(Characters|Items|Locations)\b/, (w) => w.toLowerCase());
  for (const [re, build] of RULES) {
    const m = re.exec(t);
    if (!m) continue;
    const effect = build(m);
    if (effect) return effect;
  }
  return undefined;
}

/** A static effect limited to cards at the source location (“… while here”, CR 6.1.13.5). */
export function atHere(effect: StaticEffect, text: string): StaticEffect {
  if ('both' in effect) return { both: effect.both.map((e) => atHere(e, text)) };
  if ('to' in effect && effect.to !== 'self') return { ...effect, to: { ...effect.to, at: 'here' } };
  return fail(text);
}
