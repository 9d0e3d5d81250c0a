/**
 * Ability rules of the tournament-deck templates and the cards-under family (issue 16): “whenever
 * you put a card under …” triggers, once-per-turn abilities without a trigger (“Once during your
 * turn, you pay 1 {I} less for the next character …”, “Once during your turn, you may …”), “While
 * …, whenever …” triggers, and statics granting activated abilities, challenge damage with {W} and
 * inking from the discard.
 *
 * @module
 */
import type { ActivationCost, StaticEffect, Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type { ParsedAbility as Ability } from '../../parsed/parse-tree.js';
import { parseEffect } from '../effects.js';
import { fail, parseCondition, parseFilter, parseKeywordGrants, STAT_SYMBOL } from '../phrases.js';

/** Trigger phrases of the cards-under family, or undefined. */
export function tournamentTrigger(p: string, parse: (phrase: string) => Trigger[]): Trigger[] | undefined {
  // “whenever he challenges another character”: the character itself.
  const pronoun = /^(when|whenever) (?:he|she|it) (.+)$/.exec(p);
  if (pronoun) return parse(`${pronoun[1]} this character ${pronoun[2]}`);
  if (/^whenever you put a card under (?:this character|this location|him|her|it)$/.test(p))
    return [{ on: 'putUnder' }];
  if (/^when(?:ever)? this (?:character|item|location) leaves play$/.test(p)) return [{ on: 'leavesPlay' }];
  const paid = /^whenever you pay (\d+) \{I\} or less to play (?:a|an) (.+)$/.exec(p);
  if (paid) {
    return [
      { on: 'played', subject: { ...parseFilter(paid[2]), owner: 'you' }, paid: { atMost: Number(paid[1]) } },
    ];
  }
  let m = /^whenever one of your (.+?) is challenged$/.exec(p);
  if (m) return [{ on: 'challenged', subject: { ...parseFilter(m[1]), owner: 'you' } }];
  m = /^whenever you put a card under one of your (.+)$/.exec(p);
  if (m) return [{ on: 'putUnder', subject: { ...parseFilter(m[1]), owner: 'you' } }];
  m = /^whenever another (.+?) (is banished in a challenge|is banished|quests|is challenged)$/.exec(p);
  if (m) {
    const on = {
      'is banished in a challenge': 'banishedInChallenge',
      'is banished': 'banished',
      quests: 'quests',
      'is challenged': 'challenged',
    } as const;
    return [{ on: on[m[2] as keyof typeof on], subject: { ...parseFilter(m[1]), other: true } }];
  }
  return undefined;
}

/** “{E}, 1 {I}” → an activation cost. */
function cost(text: string): ActivationCost {
  const out: { exert?: boolean; ink?: number } = {};
  for (const part of text.split(/, /)) {
    if (part === '{E}') out.exert = true;
    else if (/^\d+ \{I\}$/.test(part)) out.ink = Number.parseInt(part, 10);
    else fail(part);
  }
  return out;
}

/** Who a static affects: “your other characters with Evasive”, “this character”. */
function affected(phrase: string): 'self' | ReturnType<typeof parseFilter> {
  if (/^(this (character|item|location)|he|she|it)$/.test(phrase)) return 'self';
  return parseFilter(phrase.replace(/^(?:each of |all )/, ''));
}

/** “+1 for each card under him” → the count of cards under this card (CR 5.1.1.5). */
function underAmount(n: number, phrase: string) {
  if (!/^card under (?:him|her|it|them|this character|this location|this item)$/.test(phrase))
    return fail(`for each ${phrase}`);
  return { cardsUnder: 'self' as const, ...(n === 1 ? {} : { times: n }) };
}

/** Static effects of these templates (the text after any condition), or undefined. */
export function tournamentStaticEffect(t: string): StaticEffect | undefined {
  let m = /^(.+?) gains? "(.+?) [—–-] (.+)"$/.exec(t);
  if (m) {
    const effect = parseEffect(m[3]);
    // The granted ability's effect is a parsed effect; these templates use steps that lower as-is.
    const grantAbility = { kind: 'activated' as const, name: '', cost: cost(m[2]), effect: effect as never };
    return { grantAbility, to: affected(m[1]) };
  }
  m = /^(.+?) gets? ([+-]\d+) (\{[SWL]\}) and ([+-]\d+) (\{[SWL]\})(?: for each (card under .+))?$/.exec(t);
  if (m) {
    const to = affected(m[1]);
    const per = m[6];
    const amount = (n: string) => (per ? underAmount(Number(n), per) : Number(n));
    return {
      both: [
        { modify: STAT_SYMBOL[m[3]], amount: amount(m[2]), to },
        { modify: STAT_SYMBOL[m[5]], amount: amount(m[4]), to },
      ],
    };
  }
  m = /^(.+?) gets? ([+-]\d+) (\{[SWL]\}), ([+-]\d+) (\{[SWL]\}),? and ([+-]\d+) (\{[SWL]\})$/.exec(t);
  if (m) {
    const to = affected(m[1]);
    return {
      both: [2, 4, 6].map((i) => ({ modify: STAT_SYMBOL[m![i + 1]], amount: Number(m![i]), to })),
    };
  }
  m = /^(it|he|she) gains? (.+)$/.exec(t);
  if (m) return { grant: parseKeywordGrants(m[2]), to: 'self' };
  m = /^(.+?) gets? ([+-]\d+) (\{[SWL]\}) for each (card under .+)$/.exec(t);
  if (m) return { modify: STAT_SYMBOL[m[3]], amount: underAmount(Number(m[2]), m[4]), to: affected(m[1]) };
  m = /^(.+?) gets? ([+-]\d+) (\{[SWL]\}) and gains? (.+)$/.exec(t);
  if (m) {
    const to = affected(m[1]);
    return {
      both: [
        { modify: STAT_SYMBOL[m[3]], amount: Number(m[2]), to },
        { grant: parseKeywordGrants(m[4]), to },
      ],
    };
  }
  if (/^this (character|item) may enter play exerted$/.test(t)) return { mayEnterExerted: true };
  m = /^opponents can't play (.+)$/.exec(t);
  if (m) return { opponentsCantPlay: parseFilter(m[1]) };
  m = /^during challenges, (.+?) deal damage with their \{W\} instead of their \{S\}$/.exec(t);
  if (m) return { challengeDamageWith: 'willpower', to: affected(m[1]) };
  if (t === 'you can ink cards from your discard') return { inkFrom: 'discard' };
  return undefined;
}

/**
 * Whole ability lines of these templates, or null. `triggered` parses a triggered ability line (the
 * grammar's own, passed in to keep this file out of an import loop).
 */
export function tournamentAbility(
  name: string,
  body: string,
  triggered: (name: string, body: string) => Ability | null,
  staticEffect: (text: string) => StaticEffect,
): Ability | null {
  const text = body.replace(/\.$/, '');
  const freeCost =
    /^You may put (?:a|an) (.+?) from your discard on the bottom of your deck to play this (?:character|item|location) for free$/.exec(
      text,
    );
  if (freeCost) {
    const paying = { discardToDeckBottom: parseFilter(freeCost[1]) };
    return { kind: 'static', name, effect: { playForFree: 'self', paying } };
  }
  const unless = /^This character can't quest or challenge unless (.+)$/.exec(text);
  if (unless) {
    const cond = parseCondition(unless[1].replace(/^you put /, "you've put "));
    const both = [
      { restrict: 'quest' as const, to: 'self' as const },
      { restrict: 'challenge' as const, to: 'self' as const },
    ];
    return { kind: 'static', name, condition: { not: cond }, effect: { both } };
  }
  const asLongAs = /^As long as (.+?), (.+)$/.exec(text);
  if (asLongAs) {
    return {
      kind: 'static',
      name,
      condition: parseCondition(asLongAs[1]),
      effect: staticEffect(asLongAs[2]),
    };
  }
  let m = /^Once during your turn, you pay (\d+) \{I\} less for the next (.+?) you play this turn$/.exec(
    text,
  );
  if (m) {
    return {
      kind: 'static',
      name,
      condition: { yourTurn: true },
      effect: { costReduction: Number(m[1]), for: parseFilter(m[2]), oncePerTurn: true },
    };
  }
  m = /^Once during your turn, you may (.+)$/.exec(text);
  if (m && !/^(when|whenever|at the)/i.test(m[1])) {
    return { kind: 'activated', name, cost: {}, oncePerTurn: true, effect: parseEffect(m[1]) };
  }
  m = /^While (.+?), ((?:whenever|when) .+)$/.exec(text);
  if (m) {
    const inner = triggered(name, m[2]);
    if (inner?.kind !== 'triggered') return null;
    const cond = parseCondition(m[1]);
    return { ...inner, activeWhen: inner.activeWhen ? { all: [cond, inner.activeWhen] } : cond };
  }
  return null;
}
