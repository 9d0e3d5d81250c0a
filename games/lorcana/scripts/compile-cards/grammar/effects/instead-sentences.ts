/**
 * Effect rules of issue 16 (triggers, conditions, activated abilities, quoted
 * abilities, replacements): self-replacements printed as a sentence of their own — “If [condition],
 * they get +3 {S} instead.”, “If [condition], deal 3 damage instead.” (CR 6.5.1.1, 6.5.6). The
 * sentence changes only the number of the step before it, so it becomes that step's `instead`.
 *
 * @module
 */
import type {
  ParsedCondition as Condition,
  ParsedEffect,
  ParsedStep as Step,
} from '../../parsed/parse-tree.js';
import { fail, parseDuration, parseTarget, STAT_SYMBOL } from '../phrases.js';

type Replace = (step: Step, cond: Condition) => Step | undefined;

/** “they get +3 {S} instead” → the amount of a `modify` of that stat on the same card. */
function modifyInstead(m: RegExpExecArray): Replace {
  return (step, cond) => {
    if (step.do !== 'modify' || step.instead || typeof step.amount !== 'number') return undefined;
    if (STAT_SYMBOL[m[3]] !== step.stat) return undefined;
    // “chosen character gets -2 {S} this turn instead” repeats the target and the duration.
    if (m[1] && !/^(?:they|he|she|it)$/.test(m[1])) {
      if (JSON.stringify(parseTarget(m[1])) !== JSON.stringify(step.target)) return undefined;
    }
    if (m[4] && parseDuration(m[4]) !== step.duration) return undefined;
    return { ...step, instead: { if: cond, amount: Number(m[2]) } };
  };
}

/** The replacing clauses: each reads the new number for one verb. */
const INSTEAD: readonly (readonly [RegExp, (m: RegExpExecArray) => Replace])[] = [
  [/^(they|he|she|it|chosen [\w ]+?) gets? ([+-]\d+) (\{[SWL]\})(?: (this turn))? instead$/, modifyInstead],
  [
    /^deal (\d+) damage instead$/,
    (m) => (step, cond) =>
      step.do === 'dealDamage' && !step.instead && typeof step.amount === 'number'
        ? { ...step, instead: { if: cond, amount: Number(m[1]) } }
        : undefined,
  ],
  [
    /^gain (\d+) lore instead$/,
    (m) => (step, cond) =>
      step.do === 'gainLore' && !step.instead && typeof step.amount === 'number'
        ? { ...step, instead: { if: cond, amount: Number(m[1]) } }
        : undefined,
  ],
];

/** Applies a replacement to the step, or to the one step inside a “may” / “if” (CR 6.5.1.1). */
function applyTo(step: Step, replace: (s: Step) => Step | undefined): Step | undefined {
  if ((step.do === 'may' || step.do === 'if') && step.steps.length === 1) {
    const inner = applyTo(step.steps[0], replace);
    return inner ? { ...step, steps: [inner] } : undefined;
  }
  return replace(step);
}

/**
 * “If a Villain character is chosen” after “chosen character”: the chosen card is a character
 * already, so only the rest of the filter is tested (the same test, written as the hand-written
 * cards write it).
 */
function withoutChosenType(cond: Condition, step: Step): Condition {
  if (!('refIs' in cond) || cond.refIs !== 'it' || !('target' in step)) return cond;
  const target = step.target;
  if (typeof target !== 'object' || !('choose' in target)) return cond;
  const { type, ...rest } = cond.filter;
  if (type === undefined || type !== target.choose.type || Object.keys(rest).length === 0) return cond;
  return { refIs: 'it', filter: rest };
}

/**
 * “if [condition], [the same verb with another number] instead” (a sentence, first letter lower
 * case) applied to the step before it; undefined when the sentence is not one or does not fit
 * that step (the sentence then stays unparsed).
 */
export function insteadSentence(
  sentence: string,
  previous: Step | undefined,
  condition: (phrase: string) => Condition,
): Step | Step[] | undefined {
  const m = /^if (.+?), (.+ instead)$/.exec(sentence);
  if (!m || !previous) return undefined;
  // “Exert chosen character. If a Princess character is chosen, banish her instead.”: another verb
  // replaces the first for that card (CR 6.5.1.1) — choose it, then one verb or the other.
  const other = /^banish (?:her|him|them|it) instead$/.exec(m[2]);
  if (other) {
    if (previous.do !== 'exert' || typeof previous.target !== 'object' || !('choose' in previous.target))
      return undefined;
    const cond = withoutChosenType(condition(m[1]), previous);
    return [
      { do: 'choose', target: previous.target },
      { do: 'if', cond, steps: [{ do: 'banish', target: 'it' }], otherwise: [{ do: 'exert', target: 'it' }] },
    ];
  }
  for (const [re, build] of INSTEAD) {
    const clause = re.exec(m[2]);
    if (!clause) continue;
    const cond = condition(m[1]);
    return applyTo(previous, (s) => build(clause)(s, withoutChosenType(cond, s)));
  }
  return undefined;
}

type Clauses = (text: string) => readonly Step[];

/**
 * “[A], then put it on the bottom of your deck instead of into your discard”: the action played by
 * [A] goes to the bottom of its owner's deck after resolving instead of the discard (a replacement,
 * CR 6.5). Applied to the one `playCard` of [A] (through a “may” / “if”).
 */
export function bottomInsteadSentence(sentence: string, clauses: Clauses): Step[] | undefined {
  const m =
    /^(.+), then put (?:it|that (?:action|song) card) on the bottom of your deck instead of into your discard$/.exec(
      sentence,
    );
  if (!m) return undefined;
  const steps = clauses(m[1]);
  if (steps.length !== 1) return fail(sentence);
  const out = applyTo(steps[0], (s) =>
    s.do === 'playCard' && !s.afterResolving ? { ...s, afterResolving: 'deckBottom' } : undefined,
  );
  return out ? [out] : fail(sentence);
}

/**
 * “If a Hero character is chosen, they may also …”: a secondary “if” about the card chosen before
 * (CR 6.2.4, 6.1.11), read before the clause rules (which would take its words as a subject).
 */
export function chosenIfSentence(
  sentence: string,
  clauses: Clauses,
  condition: (phrase: string) => Condition,
): Step[] | undefined {
  const m = /^if ((?:a|an) [^,]+? is chosen), (.+)$/.exec(sentence);
  if (!m || / instead$/.test(m[2])) return undefined;
  return [{ do: 'if', cond: condition(m[1]), steps: [...clauses(m[2])] }];
}

const DURATION = '(this turn|until the start of your next turn)';

/**
 * Clauses of this family inside an effect: a delayed trigger at the end of the turn, “draw until
 * you have N cards in your hand”, “[cost] to give that character … and "[quoted ability]" this turn”,
 * a one-time damage prevention. Undefined when the clause is none of these.
 */
export function covClause(
  clause: string,
  clauses: Clauses,
  effect: (text: string) => ParsedEffect,
): Step[] | undefined {
  // A delayed triggered ability at the end of this turn; “them” stays the chosen card (CR 6.2.7.2).
  let m = /^at the end of (?:your|the|this) turn, (.+)$/.exec(clause);
  if (m) return [{ do: 'atEndOfTurn', effect: effect(m[1]) }];
  // How many is counted once as it resolves (CR 6.1.8.1); with that many or more, none.
  m = /^draw until you have (\d+) cards in your hand$/.exec(clause);
  if (m) return [{ do: 'drawUntil', handSize: Number(m[1]) }];
  // The player of a player event (“at the end of each player's turn, if they have more than 2 cards in
  // their hand, they … discard … until they have 2”): the “if” only restates when discarding (drawing)
  // down (up) to that size does anything, so it is the step alone (CR 6.1.8.1).
  m =
    /^if they have (more|fewer) than (\d+) cards in their hand, they (draw|(?:choose and )?discard(?: cards)?) until they have (\d+)(?: cards in their hand)?$/.exec(
      clause,
    );
  if (m && m[2] === m[4] && (m[1] === 'more') === m[3].includes('discard'))
    return [
      { do: m[1] === 'more' ? 'discardUntil' : 'drawUntil', handSize: Number(m[2]), player: 'ownerOfEvent' },
    ];
  // “{E} chosen ready character of yours to draw cards equal to that character's {L}” (CR 6.1.5.1).
  m = /^\{E\} (chosen .+?) to (.+)$/.exec(clause);
  if (m)
    return [{ do: 'sequence', first: [{ do: 'exert', target: parseTarget(m[1]) }], next: clauses(m[2]) }];
  m = /^draw cards equal to (?:that character's|their) (\{[SWL]\})$/.exec(clause);
  if (m) return [{ do: 'draw', amount: { statOf: 'it', stat: STAT_SYMBOL[m[1]] } }];
  // “deal 2 damage to another chosen character of yours to give that character …” (CR 6.1.5.1).
  m = /^(deal \d+ damage to .+?) to (give .+)$/.exec(clause);
  if (m) return [{ do: 'sequence', first: clauses(m[1]), next: clauses(m[2]) }];
  // “give [card] Challenger +1 and "[quoted]" this turn” is “[card] gains …”.
  m = new RegExp(`^give (.+?) ((?:[A-Z][a-z]+(?: \\+\\d+)?(?:, | and ))*)("[^"]+") ${DURATION}$`).exec(
    clause,
  );
  if (m) return [...clauses(`${m[1]} gains ${m[2]}${m[3]} ${m[4]}`)];
  // A quoted activated ability granted for this turn (CR 6.4): “{E}, 1 {I} — [effect]”.
  m = /^(.+?) gains? "(\{E\}(?:, \d+ \{I\})?) [—–-] (.+?)\.?" this turn$/.exec(clause);
  if (m) {
    const ink = /(\d+) \{I\}/.exec(m[2]);
    const cost = { exert: true, ...(ink ? { ink: Number(ink[1]) } : {}) };
    return [
      {
        do: 'grantActivated',
        target: parseTarget(m[1]),
        ability: { kind: 'activated', name: '', cost, effect: effect(`${m[3]}.`) },
        duration: 'thisTurn',
      },
    ];
  }
  // A replacement for one damage event, lasting until it applies or the duration ends (CR 6.5).
  m = new RegExp(
    `^${DURATION}, the next time (they|he|she|it|this character|chosen .+?) would be dealt damage,? (?:they|he|she|it) takes? no damage instead$`,
  ).exec(clause);
  if (m) return [{ do: 'preventNextDamage', target: parseTarget(m[2]), duration: parseDuration(m[1]) }];
  return undefined;
}
