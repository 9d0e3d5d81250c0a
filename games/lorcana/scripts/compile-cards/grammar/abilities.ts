/**
 * The ability layer of the card-text grammar: keyword lines (with values, Shift variants, Boost,
 * Singer, Sing Together), triggered abilities (“When/Whenever …,”, “At the start of your turn,”,
 * with “During your turn,” and “Once per turn,” prefixes; parsed in `triggers/triggered-abilities.ts`), activated abilities (“{E}, 2 {I} —
 * effect”) and static abilities (“This character gets …”, “During your turn, …”, “While …, …”).
 *
 * @module
 */

import type {
  ActivationCost,
  KeywordAbility,
  StaticEffect,
} from '../../../src/cards/vocabulary-abilities.js';
import type { ParsedAbility as Ability, ParsedCondition as Condition } from '../parsed/parse-tree.js';
import { OTHER_COST_HEAD, parseOtherCost, parseShiftDiscard } from './costs/card-costs.js';
import { deckLimitAbility, exertOneCost, splitKeywordRun } from './costs/exert-one-and-deck-limits.js';
import { parseEffect } from './effects.js';
import {
  fail,
  parseCondition,
  parseFilter,
  parseForEach,
  parseKeywordGrants,
  STAT_SYMBOL,
} from './phrases.js';
import { parsePlacesStatic } from './places/location-abilities.js';
import { moveDiscountAbility } from './places/move-discount-abilities.js';
import { challengingStaticEffect } from './statics/challenging-statics.js';
import { compoundStaticEffect } from './statics/compound-statics.js';
import {
  damageRestrictionEffect,
  enterExertedAbility,
  trailingWhileStatic,
} from './statics/conditional-statics-and-floors.js';
import { countedKeywordStatic } from './statics/counted-keyword-statics.js';
import { discardReplacementAbility } from './statics/discard-replacement-statics.js';
import {
  abilityBodyText,
  eitherKindGrantStatic,
  payOncePerTurnAbility,
  turnAndIfStaticAbility,
} from './statics/either-kind-grants.js';
import { inkOrDrawStepStatic, shiftEnterAbility } from './statics/ink-and-draw-step-statics.js';
import { inkwellSymbolStatic } from './statics/inkwell-symbol-statics.js';
import { keywordLossStatic } from './statics/keyword-loss-statics.js';
import { loreRuleStatic } from './statics/lore-rule-statics.js';
import { protectionStatic } from './statics/protection-statics.js';
import { shiftCostStaticEffect } from './statics/shift-cost-statics.js';
import { atHere, statBundleStatic } from './statics/stat-bundle-statics.js';
import { tournamentAbility, tournamentStaticEffect } from './triggers/cards-under-and-once-per-turn.js';
import { discardZoneAbility } from './triggers/discard-zone-triggers.js';
import { costGrantAndNameAbility } from './triggers/exert-triggers-and-quoted-abilities.js';
import { challengesAndBanishedAbility, twoConditionStatic } from './triggers/named-and-opponent-triggers.js';
import { replacementRule, splitUnless, staticRule } from './triggers/trigger-table.js';

import { parseTriggered } from './triggers/triggered-abilities.js';

const SIMPLE_KEYWORDS = ['Alert', 'Bodyguard', 'Evasive', 'Reckless', 'Rush', 'Support', 'Vanish', 'Ward'];

/** A keyword line (“Evasive”, “Shift 5 {I}”, “Puppy Shift 3”, “Challenger +2”, “Boost 2 {I}”), or undefined. */
export function parseKeywordLine(line: string): KeywordAbility[] | undefined {
  const parts = line.replace(/\.$/, '').split(/, /).flatMap(splitKeywordRun);
  const out: KeywordAbility[] = [];
  for (const part of parts) {
    const p = part.trim();
    if (SIMPLE_KEYWORDS.includes(p)) {
      out.push({ keyword: p.toLowerCase() as 'evasive' });
      continue;
    }
    let m = /^(Challenger|Resist) \+(\d+)$/.exec(p);
    if (m) {
      out.push({ keyword: m[1].toLowerCase() as 'challenger', value: Number(m[2]) });
      continue;
    }
    m = /^(Singer|Sing Together|Boost) (\d+)(?: \{I\})?$/.exec(p);
    if (m) {
      const keyword = m[1] === 'Singer' ? 'singer' : m[1] === 'Boost' ? 'boost' : 'singTogether';
      out.push({ keyword, value: Number(m[2]) });
      continue;
    }
    m = /^(?:(Universal|[A-Z][a-z]+) )?Shift (\d+)(?: \{I\})?$/.exec(p);
    if (m) {
      const onto = m[1] === 'Universal' ? 'any' : m[1] ? { classification: m[1] } : undefined;
      out.push({ keyword: 'shift', cost: { ink: Number(m[2]) }, ...(onto ? { onto } : {}) });
      continue;
    }
    m = /^Shift: Discard (\d+) cards$/.exec(p);
    if (m) {
      out.push({ keyword: 'shift', cost: { discard: Number(m[1]) } });
      continue;
    }
    const shift = parseShiftDiscard(p);
    if (shift) {
      out.push(shift);
      continue;
    }
    return undefined;
  }
  return out;
}

/** “{E}, 2 {I}, Banish this item” → an activation cost. */
function parseCost(text: string): ActivationCost {
  const cost: { -readonly [K in keyof ActivationCost]: ActivationCost[K] } = {};
  for (const part of text.split(/, /)) {
    const p = part.trim();
    if (p === '{E}') cost.exert = true;
    else if (/^\d+ \{I\}$/.test(p)) cost.ink = Number.parseInt(p, 10);
    else if (/^Banish this (item|location|character)$/.test(p)) cost.banishSelf = true;
    else Object.assign(cost, parseOtherCost(p) ?? exertOneCost(p) ?? fail(p));
  }
  return cost;
}

function parseActivated(name: string, body: string): Ability | null {
  const m = /^(.+?) [—–-] (.+)$/.exec(body);
  if (!m || !(/^(\{E\}|\d+ \{I\}|Banish this)/.test(m[1]) || OTHER_COST_HEAD.test(m[1]))) return null;
  return { kind: 'activated', name, cost: parseCost(m[1]), effect: parseEffect(m[2]) };
}

/** The continuous part of a static ability: “X gets +N {S}”, “X gain Evasive”, “X can't …”. */
function parseStaticEffect(text: string): StaticEffect {
  const trimmed = text.replace(/\.$/, '').trim();
  const t = /^(This|You|Your|For) /.test(trimmed)
    ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1)
    : trimmed;
  const own =
    countedKeywordStatic(t) ??
    statBundleStatic(t) ??
    damageRestrictionEffect(t, parseFilter) ??
    shiftCostStaticEffect(t, { parseFilter, parseForEach, parseStaticEffect }) ??
    compoundStaticEffect(t, parseStaticEffect) ??
    challengingStaticEffect(t) ??
    inkwellSymbolStatic(t) ??
    loreRuleStatic(t) ??
    keywordLossStatic(t) ??
    protectionStatic(t);
  if (own) return own;
  const e2 = eitherKindGrantStatic(t, parseFilter, parseKeywordGrants);
  if (e2) return e2;
  const extra = tournamentStaticEffect(t.replace(/^During/, 'during'));
  if (extra) return extra;
  const to = (raw: string) => {
    const subject = /^(Your|Each|All|This|Opposing|Other|Characters|Items|Locations)\b/.test(raw)
      ? raw.charAt(0).toLowerCase() + raw.slice(1)
      : raw;
    if (/^(this (character|item|location)|he|she)$/.test(subject)) return 'self' as const;
    const f = parseFilter(subject.replace(/^(?:each of |all )/, ''));
    return f;
  };
  let m = /^(.+?) gets? ([+-]\d+) (\{[SWL]\})(?: for each (.+))?$/.exec(t);
  if (m) {
    const amount = m[4] ? parseForEach(Number(m[2]), m[4]) : Number(m[2]);
    return { modify: STAT_SYMBOL[m[3]], amount, to: to(m[1]) };
  }
  m = /^(.+?) gains? (.+)$/.exec(t);
  if (m) return { grant: parseKeywordGrants(m[2]), to: to(m[1]) };
  if (/^this character can't \{E\} to sing songs$/.test(t)) return { restrict: 'sing', to: 'self' };
  m = /^(.+?) can't (quest|challenge|be challenged|ready)$/.exec(t);
  if (m) {
    const what = m[2] === 'be challenged' ? 'beChallenged' : (m[2] as 'quest' | 'challenge' | 'ready');
    return { restrict: what, to: to(m[1]) };
  }
  if (/^this (character|item) enters play exerted$/.test(t)) return { entersExerted: true };
  m = /^(?:this character|this item|this location) enters play with (\d+) damage$/.exec(t);
  if (m) return { entersWithDamage: Number(m[1]) };
  m = /^(?:for each (.+?), )?you pay (\d+) \{I\} less to play (.+)$/.exec(t);
  if (m) {
    const what = /^this (character|item|location|action|song)$/.test(m[3]) ? 'self' : parseFilter(m[3]);
    const amount = m[1] ? parseForEach(Number(m[2]), m[1]) : Number(m[2]);
    return { costReduction: amount, for: what };
  }
  return parsePlacesStatic(t) ?? staticRule(t) ?? inkOrDrawStepStatic(t) ?? fail(t);
}

function parseStatic(name: string, body: string): Extract<Ability, { kind: 'static' }> {
  const cov = twoConditionStatic(name, body, parseCondition, parseStaticEffect);
  if (cov?.kind === 'static') return cov;
  const e3 = trailingWhileStatic(name, body, parseCondition, parseStaticEffect, parseFilter);
  if (e3) return e3;
  let text = body.replace(/\.$/, '');
  let condition: Condition | undefined;
  const during = /^During your turn, (.+)$/.exec(text);
  const whileCond = /^(?:While|If) (.+?), (.+)$/.exec(text);
  if (during) {
    condition = { yourTurn: true };
    text = during[1];
  } else if (whileCond) {
    condition = parseCondition(whileCond[1].replace(/^there's/, 'there is'));
    text = whileCond[2];
  }
  const unless = splitUnless(text);
  if (unless) {
    const not: Condition = { not: parseCondition(unless.unless) };
    condition = condition ? { all: [condition, not] } : not;
    text = unless.text;
  }
  const here = / while here$/.exec(text);
  let effect = parseStaticEffect(here ? text.slice(0, here.index) : text);
  if (here) effect = atHere(effect, text);
  const lower = effect as StaticEffect;
  return { kind: 'static', name, ...(condition ? { condition } : {}), effect: lower };
}

/** One named ability line → an ability. */
export function parseAbility(name: string, printed: string): Ability {
  const body = abilityBodyText(printed);
  const replacement = replacementRule(body);
  if (replacement) return { kind: 'static', name, effect: replacement };
  return (
    discardZoneAbility(name, body, parseTriggered) ??
    discardReplacementAbility(name, body) ??
    deckLimitAbility(name, body) ??
    moveDiscountAbility(name, body) ??
    costGrantAndNameAbility(name, body, parseAbility) ??
    challengesAndBanishedAbility(name, body, parseEffect, parseFilter, parseTriggered) ??
    shiftEnterAbility(name, body, parseTriggered) ??
    enterExertedAbility(name, body, parseEffect) ??
    payOncePerTurnAbility(name, body, parseEffect) ??
    turnAndIfStaticAbility(name, body, parseCondition, parseStaticEffect) ??
    tournamentAbility(name, body, parseTriggered, parseStaticEffect) ??
    parseTriggered(name, body) ??
    parseActivated(name, body) ??
    parseStatic(name, body)
  );
}
