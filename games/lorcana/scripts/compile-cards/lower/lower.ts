/**
 * Lowering: the parse tree (`parsed/parse-tree.ts`) into the card language the engine runs. The structure of
 * sentences becomes the shared control flow of `@cardloom/core/cards`:
 * - “you may [A]” → `A` with `may: true` (`may: 'thatPlayer'`: that player may) (CR 6.1.4);
 * - “[A] to [B]” / “[A]. If you do, [B]” → `A`, then `B` with `if: 'youDid'` (CR 6.1.5.1);
 * - “[A] or [B]” → `{ do: 'chooseOne', options }` (CR 6.1.5.2);
 * - “each player …” → `{ do: 'forEach', each: { players }, steps }` (CR 6.7.5);
 * and conditions are named by their test (`{ test: 'youHave', … }`).
 *
 * @module
 */
import type { Ability } from '../../../src/cards/vocabulary-abilities.js';
import type { Effect, Step } from '../../../src/cards/vocabulary-effects.js';
import type { Condition } from '../../../src/cards/vocabulary-refs.js';
import {
  isOpponentCountCondition,
  lowerOpponentCountCondition,
} from '../grammar/conditions/opponent-count-and-damage-conditions.js';
import { isSingingCondition, lowerSingingCondition } from '../grammar/conditions/singing-conditions.js';
import type {
  ParsedAbility,
  ParsedCondition,
  ParsedEffect,
  ParsedInstead,
  ParsedStep,
} from '../parsed/parse-tree.js';

/** A parsed condition as a condition of the language. */
export function lowerCondition(c: ParsedCondition): Condition {
  if ('not' in c) return { not: lowerCondition(c.not) };
  if ('all' in c) return { all: c.all.map(lowerCondition) };
  if ('any' in c) return { any: c.any.map(lowerCondition) };
  if ('banishedThisTurn' in c) return { test: 'banishedThisTurn', ...c };
  if ('putUnderThisTurn' in c) return { test: 'putUnderThisTurn', ...c };
  if ('youHave' in c) return { test: 'youHave', ...c };
  if ('youHaveNamed' in c) return { test: 'youHaveNamed', ...c };
  if ('selfIs' in c) return { test: 'selfIs', ...c };
  if ('refIs' in c) return { test: 'refIs', ...c };
  if ('selfInZone' in c) return { test: 'selfInZone', ...c };
  if ('yourTurn' in c) return { test: 'yourTurn', ...c };
  if ('handSize' in c) return { test: 'handSize', ...c };
  if ('fewerInHandThan' in c) return { test: 'fewerInHandThan', ...c };
  if ('inkwellSize' in c) return { test: 'inkwellSize', ...c };
  if ('opponentLore' in c) return { test: 'opponentLore', ...c };
  if ('usedShift' in c) return { test: 'usedShift', ...c };
  if ('playedThisTurn' in c) return { test: 'playedThisTurn', ...c };
  if ('toDiscardThisTurn' in c) return { test: 'toDiscardThisTurn', ...c };
  if ('underdog' in c) return { test: 'underdog', ...c };
  if ('opponentHasMore' in c) return { test: 'opponentHasMore', ...c };
  if ('cardsUnderSelf' in c) return { test: 'cardsUnderSelf', ...c };
  if ('opponentHas' in c) return { test: 'opponentHas', ...c };
  if ('moreInHandThanEachOpponent' in c) return { test: 'moreInHandThanEachOpponent', ...c };
  if ('beingChallenged' in c) return { test: 'beingChallenged', ...c };
  if ('strongestCharacter' in c) return { test: 'strongestCharacter', ...c };
  if ('moreInPlayThanEachOpponent' in c) return { test: 'moreInPlayThanEachOpponent', ...c };
  if ('inPlay' in c) return { test: 'inPlay', ...c };
  if ('opponentMoreLore' in c) return { test: 'opponentMoreLore', ...c };
  if ('playedCount' in c) return { test: 'playedCount', ...c };
  if ('opponentEmptyHand' in c) return { test: 'opponentEmptyHand', ...c };
  if (isOpponentCountCondition(c)) return lowerOpponentCountCondition(c);
  if (isSingingCondition(c)) return lowerSingingCondition(c);
  if ('challenging' in c) return { test: 'challenging', ...c };
  if ('removedDamageThisWay' in c) return { test: 'removedDamageThisWay', ...c };
  if ('noOtherQuested' in c) return { test: 'noOtherQuested', ...c };
  return { test: 'happenedThisTurn', ...c };
}

function lowerInstead(instead: ParsedInstead): { readonly if: Condition; readonly amount: number } {
  return { if: lowerCondition(instead.if), amount: instead.amount };
}

/** Steps that happen only “if you do” — the step before them was done (CR 6.1.5.1). */
function ifYouDid(steps: readonly Step[]): Step {
  const [only] = steps;
  if (steps.length === 1 && only.if === undefined) return { ...only, if: 'youDid' };
  if (steps.length === 1 && only.if === 'youDid') return only;
  return { do: 'if', if: 'youDid', steps };
}

/**
 * A part [A] of “[A] to [B]” / “[A]. If you do, [B]” that counts 2 or more cards is paid in full or
 * not at all (`full`, CR 6.1.5.1): “put 3 item cards from your discard …” with 2 puts none.
 */
function paidInFull(step: Step): Step {
  if ((step.do === 'discard' || step.do === 'mill') && step.amount >= 2) return { ...step, full: true };
  if (step.do === 'putOnDeckBottom' && typeof step.target === 'object' && 'choose' in step.target) {
    const { count, upTo, anyNumber } = step.target;
    if ((count ?? 1) >= 2 && !upTo && !anyNumber) return { ...step, full: true };
  }
  return step;
}

function lowerStep(s: ParsedStep): Step[] {
  switch (s.do) {
    case 'may': {
      // Declining skips the step; whatever else the “may” covers — every step its sentence lowers
      // to, one parsed step or several — happens only if it was done (CR 6.1.4: no part of the
      // “you may” sentence is performed).
      const inner = lowerEffect(s.steps);
      const first: Step = { ...inner[0], may: s.player ?? true };
      if (inner.length === 1) return [first];
      return [first, ifYouDid(inner.slice(1))];
    }
    case 'sequence':
      return [...lowerEffect(s.first).map(paidInFull), ifYouDid(lowerEffect(s.next))];
    case 'choice':
      return [{ do: 'chooseOne', options: s.options.map(lowerEffect) }];
    case 'forEachPlayer':
      return [{ do: 'forEach', each: { players: s.players }, steps: lowerEffect(s.steps) }];
    case 'if':
      return [
        {
          do: 'if',
          if: lowerCondition(s.cond),
          steps: lowerEffect(s.steps),
          ...(s.otherwise ? { otherwise: lowerEffect(s.otherwise) } : {}),
        },
      ];
    case 'gainLore':
    case 'dealDamage':
    case 'modify': {
      const { instead, ...rest } = s;
      return [instead ? { ...s, instead: lowerInstead(instead) } : rest];
    }
    case 'floatingTrigger':
    case 'atEndOfTurn':
    case 'afterChallenge':
    case 'grantTrigger':
    case 'watchTrigger':
      return [{ ...s, effect: lowerEffect(s.effect) }];
    case 'nameAndRevealTop':
    case 'revealTop':
      return [{ ...s, onMatch: lowerEffect(s.onMatch) }];
    case 'playersChoose':
    case 'repeat':
      return [{ ...s, steps: lowerEffect(s.steps) }];
    case 'mayDiscardOr':
      return [{ ...s, otherwise: lowerEffect(s.otherwise) }];
    case 'unless':
      return [{ ...s, their: lowerEffect(s.their), steps: lowerEffect(s.steps) }];
    case 'grantActivated':
      return [{ ...s, ability: { ...s.ability, effect: lowerEffect(s.ability.effect) } }];
    default:
      return [s];
  }
}

/** A parsed effect as steps of the language. */
export function lowerEffect(effect: ParsedEffect): Effect {
  return effect.flatMap(lowerStep);
}

/** A parsed ability as an ability of the language (its keys in the same order). */
export function lowerAbility(a: ParsedAbility): Ability {
  if (a.kind === 'static') {
    const { condition, ...rest } = a;
    const e = a.effect;
    // A granted activated ability's effect is a parsed effect too.
    const effect =
      'grantAbility' in e
        ? {
            ...e,
            grantAbility: { ...e.grantAbility, effect: lowerEffect(e.grantAbility.effect as ParsedEffect) },
          }
        : e;
    return condition ? { ...rest, condition: lowerCondition(condition), effect } : { ...rest, effect };
  }
  if (a.kind === 'activated') {
    const { condition, ...rest } = a;
    const effect = lowerEffect(a.effect);
    return condition ? { ...a, condition: lowerCondition(condition), effect } : { ...rest, effect };
  }
  const { activeWhen, if: cond, ...rest } = a;
  return {
    ...rest,
    ...(activeWhen ? { activeWhen: lowerCondition(activeWhen) } : {}),
    ...(cond ? { if: lowerCondition(cond) } : {}),
    effect: lowerEffect(a.effect),
  };
}
