/**
 * Lorcana's ability words in the card language (`@cardloom/core/cards`): the events triggered
 * abilities wait for (CR 6.2), the kernel stat changes of static abilities (CR 6.4), the damage
 * replacement (CR 6.5) and the one timing of activated abilities — each with its words beside it (the
 * cost words are in `costs.ts`).
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import {
  capitalize,
  type ReplacementDef,
  type StaticDef,
  type StaticPart,
  type TriggerDef,
} from '@cardloom/core/cards';
import { describeStatic, describeTrigger } from '../../cards/describe-ability.js';
import type {
  Affected,
  StaticEffect,
  StaticKey,
  StaticWords,
  TriggerEvent,
  TriggerWords,
} from '../../cards/vocabulary-abilities.js';
import type { Amount, LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { opt } from '../../rulesets.js';
import { EVENT_TYPE, eventTypeOf, triggerMatches } from '../abilities/trigger-match.js';
import { CHALLENGE_WITH_WILLPOWER } from '../actions/challenge.js';
import { INK_FROM_DISCARD } from '../actions/ink.js';
import type { DamageEvent } from '../changes/damage.js';
import { INK_ENTERS_EXERTED } from '../changes/moves.js';
import { newExec } from '../effects/exec.js';
import { amountOf, matches } from '../effects/match.js';
import { MUST_BE_CHOSEN } from '../effects/targets.js';
import { ONE_CHALLENGER } from '../history/challengers.js';
import { CANT_PLAY } from '../play/costs.js';
import { onceReductionKey } from '../play/played.js';
import { SHIFT_COST_REDUCTION } from '../play/shift-costs.js';
import { freeUseStat, isInPlay, Z } from '../state/board.js';
import { classificationStat, QUEST_WHILE_DRYING } from '../state/classifications.js';
import { HAND_INKABLE } from '../state/inkable.js';
import { CANT_LOSE_LORE, LORE_TO_WIN, NO_EFFECT_DISCARDS } from '../state/player-rules.js';
import { SING_BONUS } from '../state/singing.js';
import { holds } from './conditions.js';
import { CHALLENGE_READY } from './stats/trigger-grants.js';

const controllerOf = (ctx: Ctx, card: CardId) => ctx.card(card).controller;

// ---------------------------------------------------------------------------------------------
// Triggers

const TRIGGER_EVENTS = Object.keys(EVENT_TYPE) as TriggerEvent[];

function triggerWord<K extends TriggerEvent>(on: K): TriggerDef<TriggerWords[K]> {
  return {
    on: eventTypeOf(on),
    // The language passes the printed trigger itself (`{ on, ...params }`).
    when: (ctx, event, self, trigger) => triggerMatches(ctx, trigger, event, self, controllerOf(ctx, self)),
    describe: (trigger) => capitalize(describeTrigger(trigger, 'this card')),
  };
}

/** The trigger words: one per event a printed trigger names (CR 6.2.2). */
export const TRIGGERS = Object.fromEntries(TRIGGER_EVENTS.map((on) => [on, triggerWord(on)])) as {
  readonly [K in TriggerEvent]: TriggerDef<TriggerWords[K]>;
};

// ---------------------------------------------------------------------------------------------
// Statics

type Affects = NonNullable<StaticPart['affects']>;
type AffectsPlayer = NonNullable<StaticPart['affectsPlayer']>;

/** The cards in play a static affects (`self`: its own card, the kernel's default). */
export function affectsFn(to: Affected): Affects | undefined {
  if (to === 'self') return undefined;
  return (ctx, self, target) =>
    isInPlay(ctx, target) && matches(ctx, target, to, self, controllerOf(ctx, self));
}

const you: AffectsPlayer = (ctx, self, p) => p === controllerOf(ctx, self);
const opponents: AffectsPlayer = (ctx, self, p) => ctx.isOpponent(controllerOf(ctx, self), p);

function part(stat: string, amount: StaticPart['amount'], affects: Affects | undefined): StaticPart {
  return affects ? { stat, amount, affects } : { stat, amount };
}

/** An amount counted continuously for the static's card (“for each”, CR 6.1.8). */
function counted(amount: Amount): (ctx: Ctx, self: CardId) => number {
  return (ctx, self) => amountOf(newExec(ctx, self, controllerOf(ctx, self)), amount);
}

/**
 * The kernel stat changes of a static effect: fixed amounts, amounts counted continuously (“for each”,
 * CR 6.1.8) and printed-value floors (CR 6.6.4).
 */
function staticParts(e: StaticEffect, ability: string): readonly StaticPart[] {
  if ('grant' in e) {
    const affects = affectsFn(e.to);
    return e.grant.map((g) => part(`kw.${g.keyword}`, g.value ?? 1, affects));
  }
  if ('modify' in e)
    return [part(e.modify, typeof e.amount === 'number' ? e.amount : counted(e.amount), affectsFn(e.to))];
  if ('statFloor' in e) {
    const stat = e.statFloor;
    const floor = (ctx: Ctx, _self: CardId, target: CardId) => ctx.printed(target, stat);
    const affects = affectsFn(e.to);
    return [affects ? { stat, op: 'max', amount: floor, affects } : { stat, op: 'max', amount: floor }];
  }
  if ('restrict' in e) return [part(`cant.${e.restrict}`, 1, affectsFn(e.to))];
  if ('questWhileDrying' in e) return [part(QUEST_WHILE_DRYING, 1, undefined)];
  if ('mustBeChosen' in e) return [part(MUST_BE_CHOSEN, 1, affectsFn(e.to))];
  if ('opponentsInkExerted' in e) return [{ stat: INK_ENTERS_EXERTED, amount: 1, affectsPlayer: opponents }];
  if ('oneChallengerPerTurn' in e) return [{ stat: ONE_CHALLENGER, amount: 1, affectsPlayer: () => true }];
  if ('grantClassification' in e)
    return [part(classificationStat(e.grantClassification), 1, affectsFn(e.to))];
  if ('restrictPlayers' in e) return [{ stat: 'cant.playActions', amount: 1, affectsPlayer: opponents }];
  if ('costReduction' in e) {
    // Self-referential payment modifiers work from hand; play/costs.ts reads them from the card itself.
    if (e.for === 'self') return [];
    const filter = e.for;
    const once = e.oncePerTurn === true;
    const amount = typeof e.costReduction === 'number' ? e.costReduction : counted(e.costReduction);
    return [
      part(e.shift ? SHIFT_COST_REDUCTION : 'costReduction', amount, (ctx, self, target) =>
        costReductionApplies(ctx, self, target, filter, once, ability),
      ),
    ];
  }
  if ('additionalInk' in e) return [{ stat: 'extraInk', amount: e.additionalInk, affectsPlayer: you }];
  if ('skipStep' in e) return [{ stat: 'skipDraw', amount: 1, affectsPlayer: you }];
  if ('singCostBonus' in e) return [part(SING_BONUS, e.singCostBonus, affectsFn(e.to))];
  if ('useForFree' in e) return [part(freeUseStat(e.useForFree), 1, undefined)];
  if ('playForFree' in e) {
    if (e.playForFree === 'self') return [];
    const filter = e.playForFree;
    return [
      part(
        'freePlay',
        1,
        (ctx, self, target) =>
          ctx.isIn(target, Z.hand, controllerOf(ctx, self)) &&
          matches(ctx, target, filter, self, controllerOf(ctx, self)),
      ),
    ];
  }
  if ('opponentsCantPlay' in e) {
    const filter = e.opponentsCantPlay;
    return [
      part(
        CANT_PLAY,
        1,
        (ctx, self, target) =>
          !isInPlay(ctx, target) &&
          ctx.isOpponent(controllerOf(ctx, self), ctx.card(target).owner) &&
          matches(ctx, target, filter, self, ctx.card(target).owner),
      ),
    ];
  }
  if ('both' in e) return e.both.flatMap((effect) => staticParts(effect, ability));
  if ('challengeDamageWith' in e) return [part(CHALLENGE_WITH_WILLPOWER, 1, affectsFn(e.to))];
  if ('inkFrom' in e) return [{ stat: INK_FROM_DISCARD, amount: 1, affectsPlayer: you }];
  if ('handInkable' in e) return [{ stat: HAND_INKABLE, amount: 1, affectsPlayer: you }];
  if ('opponentsLoreToWin' in e)
    return [{ stat: LORE_TO_WIN, op: 'max', amount: e.opponentsLoreToWin, affectsPlayer: opponents }];
  if ('cantLoseLore' in e) return [{ stat: CANT_LOSE_LORE, amount: 1, affectsPlayer: you }];
  if ('noEffectDiscards' in e) return [{ stat: NO_EFFECT_DISCARDS, amount: 1, affectsPlayer: you }];
  if ('grantCounted' in e) return [part(`kw.${e.grantCounted}`, counted(e.amount), affectsFn(e.to))];
  // A cap of 0, applied after every grant (caps are the last layer): lost, and can't be gained.
  if ('loseKeyword' in e) {
    const affects = affectsFn(e.to);
    const cap: StaticPart = { stat: `kw.${e.loseKeyword}`, op: 'min', amount: 0 };
    return [affects ? { ...cap, affects } : cap];
  }
  // A permission for any ready character is a flag; filtered ones are read by challenge-rules.ts.
  if ('challengeReady' in e && e.challengeReady === true) return [part(CHALLENGE_READY, 1, affectsFn(e.to))];
  // The rest is read where it applies (play/costs.ts, move-costs.ts, shift-names.ts, deck rules…), or is
  // the damage replacement (see REPLACEMENTS).
  return [];
}

/**
 * Whether a payment modifier of `self` applies to `target` in a hand: a matching card its controller
 * owns; once per turn, only until the next matching card is played (see played.ts).
 */
export function costReductionApplies(
  ctx: Ctx,
  self: CardId,
  target: CardId,
  filter: Exclude<Extract<StaticEffect, { costReduction: unknown }>['for'], 'self'>,
  once: boolean,
  ability: string,
): boolean {
  return (
    !isInPlay(ctx, target) &&
    (!once || ctx.countThisTurn(onceReductionKey(ctx, self, ability)) === 0) &&
    matches(ctx, target, filter, self, controllerOf(ctx, self)) &&
    ctx.card(target).owner === controllerOf(ctx, self)
  );
}

function staticWord<K extends StaticKey>(): StaticDef<LorcanaNouns, StaticWords[K]> {
  return {
    parts: (e) => staticParts(e, 'ability' in e && typeof e.ability === 'string' ? e.ability : ''),
    describe: (e) => describeStatic(e, 'this card'),
  };
}

const STATIC_KEYS: readonly StaticKey[] = [
  'grant',
  'modify',
  'restrict',
  'restrictPlayers',
  'costReduction',
  'additionalInk',
  'skipStep',
  'statFloor',
  'playForFree',
  'useForFree',
  'entersWithDamage',
  'entersExerted',
  'redirectDamageFrom',
  'anyNumberInDeck',
  'moveHereForFree',
  'moveCostReduction',
  'singCostBonus',
  'shiftName',
  'shiftOntoAnyName',
  'grantAbility',
  'challengeDamageWith',
  'inkFrom',
  'opponentsCantPlay',
  'mayEnterExerted',
  'both',
  'challengeReady',
  'cantBeChallengedBy',
  'cantPlaySelf',
  'grantClassification',
  'questWhileDrying',
  'handInkable',
  'opponentsLoreToWin',
  'cantLoseLore',
  'noEffectDiscards',
  'grantCounted',
  'loseKeyword',
  'mustBeChosen',
  'opponentsInkExerted',
  'oneChallengerPerTurn',
];

/** The naming field of a static effect (its static word). */
export function staticKeyOf(e: StaticEffect): StaticKey {
  for (const key of STATIC_KEYS) if (key in e) return key;
  throw new Error(`lorcana: unknown static effect ${JSON.stringify(e)}`);
}

/** The static words: one per kind of static effect (CR 6.4). */
export const STATICS = Object.fromEntries(STATIC_KEYS.map((key) => [key, staticWord()])) as {
  readonly [K in StaticKey]: StaticDef<LorcanaNouns, StaticWords[K]>;
};

// ---------------------------------------------------------------------------------------------
// Replacements

/** The replacement words: damage put on this card instead (CR 6.5). */
export const REPLACEMENTS: {
  readonly redirectDamage: ReplacementDef<LorcanaNouns, LorcanaNouns['replacements']['redirectDamage']>;
} = {
  redirectDamage: {
    on: 'damage',
    applies: (ctx, event, self, p) => {
      const ev = event as DamageEvent;
      if (ev.kind !== 'deal' || (ev.replaced && opt(ctx).singleReplacement)) return false;
      const controller = controllerOf(ctx, self);
      if (p.condition && !holds(ctx, p.condition, self, controller)) return false;
      return ev.card !== self && matches(ctx, ev.card, p.from, self, controller);
    },
    replace: (_ctx, event, self) => Object.assign({}, event, { card: self, kind: 'put', replaced: true }),
    describe: (p) => describeStatic({ redirectDamageFrom: p.from }, 'this card'),
  },
};

/** The one timing: activated abilities are used as a turn action in the Main Phase (CR 4.4). */
export const TIMINGS: { readonly main: { readonly allows: () => boolean; readonly text: string } } = {
  main: { allows: () => true, text: '' },
};
