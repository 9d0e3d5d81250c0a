/**
 * Ability rules of issue 16: trigger phrases the shared table does not read
 * (“whenever this character or one of your characters named X challenges …”, “whenever you play
 * this character or another …”, “when an opponent plays …”, the end of each opponent's / player's
 * turn) and static abilities with two conditions (“During your turn, if …, …”, “While …, if …, …”,
 * “During opponents' turns, …”) or a trailing one (“you may play this character for free if …”).
 * The grammar's own parsers are passed in, so this file has no import loop.
 *
 * @module
 */
import type { StaticEffect, Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type {
  ParsedAbility as Ability,
  ParsedCondition as Condition,
  ParsedEffect,
} from '../../parsed/parse-tree.js';

type TriggerRule = readonly [
  RegExp,
  (m: RegExpExecArray, filter: (phrase: string) => CardFilter, parse: (p: string) => Trigger[]) => Trigger[],
];

const yours = (filter: (phrase: string) => CardFilter, phrase: string): CardFilter => ({
  ...filter(phrase),
  owner: 'you',
});

/** Trigger phrases of this family (CR 6.2.2). */
const TRIGGER_RULES: readonly TriggerRule[] = [
  // Two trigger conditions sharing one effect (CR 6.2.6): the source, or another card of yours.
  [
    /^whenever this character or one of your (.+?) (challenges another character|quests)$/,
    (m, _filter, parse) => [
      ...parse(`whenever this character ${m[2]}`),
      ...parse(`whenever one of your ${m[1]} ${m[2]}`),
    ],
  ],
  [
    /^whenever you play this character or another (.+)$/,
    (m, filter) => [{ on: 'played' }, { on: 'played', subject: { ...yours(filter, m[1]), other: true } }],
  ],
  [
    /^when an opponent plays (?:a|an) (.+)$/,
    (m, filter) => [{ on: 'played', subject: { ...filter(m[1]), owner: 'opponent' } }],
  ],
  // Leaving play for a hand (CR 5.1.1.8): returned by an effect.
  [
    /^whenever one of your (other )?(.+?) is returned to your hand from play$/,
    (m, filter) => [
      { on: 'leavesPlay', subject: { ...yours(filter, m[2]), ...(m[1] ? { other: true } : {}) }, to: 'hand' },
    ],
  ],
  [
    /^whenever one of your opponents' (.+?) is returned to their hand from play$/,
    (m, filter) => [{ on: 'leavesPlay', subject: { ...filter(m[1]), owner: 'opponent' }, to: 'hand' }],
  ],
  [/^whenever an opponent draws a card$/, () => [{ on: 'draws', player: 'opponent' }]],
  // The end of another player's turn (CR 3.4.1): “they” in the effect is that player.
  [/^at the end of each opponent's turn$/, () => [{ on: 'endOfTurn', player: 'opponent' }]],
  [/^at the end of each player's turn$/, () => [{ on: 'endOfTurn', player: 'any' }]],
  // The subject of a challenge event at this location (CR 6.1.13.5: “while here”).
  [
    /^whenever (?:a|an) (.+?) (banishes another character in a challenge|challenges another character) while here$/,
    (m, filter) => [
      {
        on: m[2].startsWith('banishes') ? 'banishesInChallenge' : 'challenges',
        subject: filter(m[1]),
        // A location can be challenged too (CR 4.6.8); “another character” leaves it out.
        ...(m[2].startsWith('challenges') ? { other: { type: 'character' as const } } : {}),
        here: true,
      },
    ],
  ],
];

/** A trigger phrase of this family, or undefined. */
export function namedOrOpponentTrigger(
  p: string,
  filter: (phrase: string) => CardFilter,
  parse: (phrase: string) => Trigger[],
): Trigger[] | undefined {
  for (const [re, build] of TRIGGER_RULES) {
    const m = re.exec(p);
    if (m) return build(m, filter, parse);
  }
  return undefined;
}

const OPPONENTS_TURNS = /^(?:During opponents' turns|During an opponent's turn|During each opponent's turn)$/;

/** “During your turn” / “During opponents' turns” as a condition (CR 6.1.13.6). */
function turnCondition(words: string): Condition | undefined {
  if (words === 'During your turn') return { yourTurn: true };
  if (OPPONENTS_TURNS.test(words)) return { not: { yourTurn: true } };
  return undefined;
}

/**
 * A static ability line of this family: two conditions before its effect, an opponents'-turn
 * condition, or a trailing “if” on “you may play this character for free”. Undefined for others.
 */
export function twoConditionStatic(
  name: string,
  body: string,
  condition: (phrase: string) => Condition,
  staticEffect: (text: string) => StaticEffect,
): Ability | undefined {
  const text = body.replace(/\.$/, '');
  const conds: Condition[] = [];
  let rest = text;
  let m = /^(During [^,]+), (?:(?:if|while) ([^,]+), )?(.+)$/.exec(rest);
  if (m) {
    const turn = turnCondition(m[1]);
    if (!turn) return undefined;
    // “During your turn, X” alone is the shared grammar's; only the opponents' turns, two conditions
    // or a trailing “if” here.
    if (!m[2] && 'yourTurn' in turn && !/ for free if /.test(m[3])) return undefined;
    conds.push(turn);
    if (m[2]) conds.push(condition(m[2]));
    rest = m[3];
  } else if ((m = /^While ([^,]+), if ([^,]+), (.+)$/.exec(rest))) {
    conds.push(condition(m[1]), condition(m[2]));
    rest = m[3];
  } else if ((m = /^While you have only 1 (character|item) here, they (get .+)$/.exec(rest))) {
    // Exactly one here (CR 6.1.13.5): at least one and not two; “they” is that card.
    const here = { type: m[1] as 'character' | 'item', at: 'here' as const };
    return {
      kind: 'static',
      name,
      condition: { all: [{ youHave: here }, { not: { youHave: here, atLeast: 2 } }] },
      effect: staticEffect(`${m[1]}s here ${m[2]}`),
    };
  } else if ((m = /^If ([^,]+), (you may play this (?:item|location) for free)$/.exec(rest))) {
    // The alternate cost works from hand while the condition holds (CR 1.5.5.3, 6.1.12).
    return { kind: 'static', name, condition: condition(m[1]), effect: { playForFree: 'self' } };
  } else return grantedWhileHere(name, text, staticEffect);
  if (/^(?:when|whenever|at the) /i.test(rest)) return undefined;
  const effectText = rest.charAt(0).toLowerCase() + rest.slice(1);
  // “you may play this character for free if …”: the condition of the alternate cost (CR 1.5.5.3).
  const free = /^(you may play this (?:character|item|location) for free) if (.+)$/.exec(effectText);
  if (free) conds.push(condition(free[2]));
  const effect = staticEffect(free ? free[1] : effectText);
  return { kind: 'static', name, condition: conds.length === 1 ? conds[0] : { all: conds }, effect };
}

/**
 * “Characters gain " {E} — Draw a card" while here.”: the quoted activated ability (CR 6.4) is
 * given to matching cards at this location (CR 6.1.13.5).
 */
function grantedWhileHere(
  name: string,
  text: string,
  staticEffect: (text: string) => StaticEffect,
): Ability | undefined {
  const m = /^(.+? gains?) "\s+(.+)" while here$/.exec(text);
  if (!m) return undefined;
  const effect = staticEffect(`${m[1].charAt(0).toLowerCase()}${m[1].slice(1)} "${m[2]}"`);
  if (!('grantAbility' in effect) || effect.to === 'self') return undefined;
  return { kind: 'static', name, effect: { ...effect, to: { ...effect.to, at: 'here' } } };
}

/** How `parseTarget` reads “the challenging character” (a slot `bindChallenger` names). */
const CHALLENGER_SLOT = JSON.stringify({ slot: 'the challenging character' });

/**
 * Whole triggered ability lines of this family, or undefined: “When this character challenges and
 * is banished, [effect]” — banished in a challenge (CR 4.6.7) it was not the challenged character
 * of (checked as the banishment happens, while the challenge is current); “the challenged
 * character” is the other character of that challenge.
 */
export function challengesAndBanishedAbility(
  name: string,
  body: string,
  effect: (text: string) => ParsedEffect,
  filter: (phrase: string) => CardFilter,
  triggered: (name: string, body: string) => Ability | null,
): Ability | undefined {
  // “During each opponent's turn, whenever they draw a card …”: “they” is that opponent (CR 6.1.13.6).
  const each = /^During each opponent's turn, whenever they draw a card\b(.*)$/.exec(body);
  if (each)
    return (
      triggered(name, `During an opponent's turn, whenever an opponent draws a card${each[1]}`) ?? undefined
    );
  // “one of your opponents' characters, items, or locations”: the list has commas of its own.
  const back = /^Whenever one of your opponents' (.+?) is returned to their hand from play, (.+?)\.?$/.exec(
    body,
  );
  if (back) {
    return {
      kind: 'triggered',
      name,
      trigger: { on: 'leavesPlay', subject: { ...filter(back[1]), owner: 'opponent' }, to: 'hand' },
      effect: effect(back[2]),
    };
  }
  const first = /^During your turn, the first time you move a character here, (.+?)\.?$/.exec(body);
  if (first) {
    // “The first time” each turn (CR 6.2.2); moving is CR 4.7.
    return {
      kind: 'triggered',
      name,
      trigger: { on: 'movesToLocation', subject: { type: 'character', owner: 'you' }, here: true },
      activeWhen: { yourTurn: true },
      firstTimeEachTurn: true,
      effect: effect(first[1]),
    };
  }
  const m = /^When(?:ever)? this character challenges and is banished, (.+?)\.?$/.exec(body);
  if (!m) return undefined;
  const parsed = JSON.stringify(
    effect(m[1].replace(/\bthe challenged character\b/g, 'the challenging character')),
  );
  return {
    kind: 'triggered',
    name,
    trigger: { on: 'banishedInChallenge' },
    activeWhen: { not: { beingChallenged: true } },
    effect: JSON.parse(parsed.split(CHALLENGER_SLOT).join('"eventOther"')),
  };
}
