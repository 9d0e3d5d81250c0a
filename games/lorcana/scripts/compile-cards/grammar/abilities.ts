/**
 * The ability layer of the card-text grammar: keyword lines (with values, Shift variants, Boost,
 * Singer, Sing Together), triggered abilities (“When/Whenever …,”, “At the start of your turn,”,
 * with “During your turn,” and “Once per turn,” prefixes), activated abilities (“{E}, 2 {I} —
 * effect”) and static abilities (“This character gets …”, “During your turn, …”, “While …, …”).
 *
 * @module
 */

import type {
  ActivationCost,
  KeywordAbility,
  StaticEffect,
  Trigger,
} from '../../../src/cards/vocabulary-abilities.js';
import { aboutThem, aboutThemAs } from './effects/instead-for-them-sentences.js';
import type {
  ParsedAbility as Ability,
  ParsedCondition as Condition,
  ParsedEffect as Effect,
  ParsedStep as Step,
} from '../parsed/parse-tree.js';
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
import {
  checkTriggerPronouns,
  parsePlacesStatic,
  parsePlacesTrigger,
  placesEffectText,
} from './places/location-abilities.js';
import { moveDiscountAbility } from './places/move-discount-abilities.js';
import {
  damageRestrictionEffect,
  enterExertedAbility,
  trailingWhileStatic,
} from './statics/conditional-statics-and-floors.js';
import {
  abilityBodyText,
  eitherKindGrantStatic,
  payOncePerTurnAbility,
  turnAndIfStaticAbility,
} from './statics/either-kind-grants.js';
import { inkOrDrawStepStatic, shiftEnterAbility } from './statics/ink-and-draw-step-statics.js';
import { shiftCostStaticEffect } from './statics/shift-cost-statics.js';
import { atHere, statBundleStatic } from './statics/stat-bundle-statics.js';
import {
  tournamentAbility,
  tournamentStaticEffect,
  tournamentTrigger,
} from './triggers/cards-under-and-once-per-turn.js';
import { costGrantAndNameAbility, exertTrigger } from './triggers/exert-triggers-and-quoted-abilities.js';
import {
  challengesAndBanishedAbility,
  namedOrOpponentTrigger,
  twoConditionStatic,
} from './triggers/named-and-opponent-triggers.js';
import { chosenTrigger } from './triggers/chosen-triggers.js';
import { discardZoneAbility } from './triggers/discard-zone-triggers.js';
import { challengingStaticEffect } from './statics/challenging-statics.js';
import { discardReplacementAbility } from './statics/discard-replacement-statics.js';
import { countedKeywordStatic } from './statics/counted-keyword-statics.js';
import { protectionStatic } from './statics/protection-statics.js';
import { keywordLossStatic } from './statics/keyword-loss-statics.js';
import { loreRuleStatic } from './statics/lore-rule-statics.js';
import { inkwellSymbolStatic } from './statics/inkwell-symbol-statics.js';
import { compoundStaticEffect } from './statics/compound-statics.js';
import {
  bindChallenger,
  replacementRule,
  splitTriggerGate,
  splitUnless,
  splitWhilePrefix,
  staticRule,
  triggerRule,
} from './triggers/trigger-table.js';

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

/** Trigger phrases → triggers. */
function parseTriggerPhrase(phrase: string): Trigger[] {
  const p = phrase.trim();
  const places = parsePlacesTrigger(p, parseTriggerPhrase);
  if (places) return places;
  const both = /^when you play this character and whenever (?:he|she|they|it) quests?$/.exec(p);
  if (both) return [{ on: 'played' }, { on: 'quests' }];
  const and = /^when you play this character and (.+)$/.exec(p);
  if (and) {
    const rest = and[1]
      .replace(/^whenever (?:he|she|they)(?:'s| is| are) /, 'whenever this character is ')
      .replace(/^whenever (?:he|she|they) /, 'whenever this character ');
    return [{ on: 'played' }, ...parseTriggerPhrase(rest)];
  }
  const self: Record<string, Trigger['on']> = {
    'when you play this character': 'played',
    'when you play this item': 'played',
    'when you play this location': 'played',
    'whenever this character quests': 'quests',
    'when this character is banished': 'banished',
    'whenever this character is banished': 'banished',
    'when this item is banished': 'banished',
    'when this character is banished in a challenge': 'banishedInChallenge',
    'whenever this character is banished in a challenge': 'banishedInChallenge',
    'when this character is challenged and banished': 'challengedAndBanished',
    'whenever this character is challenged and banished': 'challengedAndBanished',
    'whenever this character challenges another character': 'challenges',
    'whenever this character is challenged': 'challenged',
    'whenever this character banishes another character in a challenge': 'banishesInChallenge',
    'whenever this character sings a song': 'sings',
    'whenever this character moves to a location': 'movesToLocation',
    'when this character moves to a location': 'movesToLocation',
    'at the start of your turn': 'startOfTurn',
    'at the end of your turn': 'endOfTurn',
    'whenever you draw a card': 'draws',
    'whenever a card is put into your inkwell': 'inked',
    'whenever this character is dealt damage': 'damaged',
  };
  if (self[p]) return [{ on: self[p] }];
  let m = /^whenever you play (?:a|an|another) (.+)$/.exec(p);
  if (m) {
    const filter = parseFilter(m[1]);
    const other = /^whenever you play another/.test(p);
    return [{ on: 'played', subject: { ...filter, owner: 'you', ...(other ? { other: true } : {}) } }];
  }
  m =
    /^whenever (?:a|an) (.+?) (quests|is banished in a challenge|is banished|is challenged) while here$/.exec(
      p,
    );
  if (m) {
    const on: Record<string, Trigger['on']> = {
      quests: 'quests',
      'is banished': 'banished',
      'is banished in a challenge': 'banishedInChallenge',
      'is challenged': 'challenged',
    };
    return [{ on: on[m[2]], subject: parseFilter(m[1]), here: true }];
  }
  m =
    /^whenever one of your (.+?) (quests|challenges another character|challenges|is banished|is banished in a challenge|sings a song|banishes another character in a challenge)$/.exec(
      p,
    );
  if (m) {
    const on: Record<string, Trigger['on']> = {
      quests: 'quests',
      'sings a song': 'sings',
      'banishes another character in a challenge': 'banishesInChallenge',
      'challenges another character': 'challenges',
      challenges: 'challenges',
      'is banished': 'banished',
      'is banished in a challenge': 'banishedInChallenge',
    };
    return [{ on: on[m[2]], subject: { ...parseFilter(m[1]), owner: 'you' } }];
  }
  m =
    /^whenever (?:a|an) (.+?) (quests|is banished|is banished in a challenge|is damaged|is dealt damage|is challenged)$/.exec(
      p,
    );
  if (m) {
    const on: Record<string, Trigger['on']> = {
      quests: 'quests',
      'is damaged': 'damaged',
      'is dealt damage': 'damaged',
      'is challenged': 'challenged',
      'is banished': 'banished',
      'is banished in a challenge': 'banishedInChallenge',
    };
    return [{ on: on[m[2]], subject: parseFilter(m[1]) }];
  }
  return (
    tournamentTrigger(p, parseTriggerPhrase) ??
    triggerRule(p) ??
    namedOrOpponentTrigger(p, parseFilter, parseTriggerPhrase) ??
    exertTrigger(p) ??
    chosenTrigger(p) ??
    fail(p)
  );
}

/** “During your turn,” / “Once per turn,” / “During an opponent's turn,” before a trigger. */
function splitTriggerHead(body: string): {
  head: string;
  effect: string;
  activeWhen?: Condition;
  oncePerTurn?: boolean;
} | null {
  let text = body;
  let activeWhen: Condition | undefined;
  let oncePerTurn: boolean | undefined;
  let m =
    /^(During your turn|During an opponent's turn|During opponents' turns|Once per turn|Once during your turn), ([wa].*)$/.exec(
      text,
    );
  if (m) {
    if (m[1] === 'During your turn') activeWhen = { yourTurn: true };
    else if (m[1].startsWith('Once')) {
      oncePerTurn = true;
      if (m[1] === 'Once during your turn') activeWhen = { yourTurn: true };
    } else activeWhen = { not: { yourTurn: true } };
    text = m[2];
  }
  m =
    /^((?:When|Whenever|At the start of|At the end of|when|whenever|at the start of|at the end of) [^,]+), (.+)$/.exec(
      text,
    );
  if (!m) return null;
  return { head: m[1].charAt(0).toLowerCase() + m[1].slice(1), effect: m[2], activeWhen, oncePerTurn };
}

const CARD_FIELDS = ['target', 'card', 'character', 'location', 'from', 'to', 'host'] as const;

/**
 * “they / it / them” before any step has chosen or found cards refers to the card of the trigger
 * event (“whenever a character quests while here, remove damage from them”), or to the source
 * when the trigger is about the source itself.
 */
export function resolvePronouns(effect: Effect, fallback: 'eventCard' | 'self'): Effect {
  let found = false;
  const walk = (steps: Effect): Step[] =>
    steps.map((raw) => {
      let step = raw as Step & Record<string, unknown>;
      for (const field of CARD_FIELDS) {
        const value = step[field];
        if (value === 'it' && !found) step = { ...step, [field]: fallback };
        else if (typeof value === 'object' && value !== null && ('choose' in value || 'each' in value))
          found = true;
      }
      if (step.do === 'lookAtTop' || step.do === 'revealTop' || step.do === 'nameAndRevealTop') found = true;
      // The zones-and-cards coverage's discard of a kind acts on the discarded cards (“that character”).
      if (step.do === 'discardOf') found = true;
      // The singers of the event's song are “those characters” (singer-clauses.ts).
      if (step.do === 'singers') found = true;
      if (step.do === 'playersChoose' || step.do === 'revealHandDiscard') found = true;
      if (step.do === 'may') return { ...step, steps: walk(step.steps) } as Step;
      // “If they're a Hero character, … instead”: the condition and both branches are about the card.
      if (step.do === 'if' && !found && aboutThem(step)) return aboutThemAs(step, fallback);
      if (step.do === 'if') return { ...step, steps: walk(step.steps) } as Step;
      if (step.do === 'sequence') return { ...step, first: walk(step.first), next: walk(step.next) } as Step;
      if (step.do === 'choice') return { ...step, options: step.options.map((o) => walk(o)) } as Step;
      return step as Step;
    });
  return walk(effect);
}

function parseTriggered(name: string, body: string): Extract<Ability, { kind: 'triggered' }> | null {
  const prefix = splitWhilePrefix(body);
  const parts = splitTriggerHead(prefix?.body ?? body);
  if (!parts) return null;
  if (prefix) parts.activeWhen = parseCondition(prefix.condition);
  const gated = splitTriggerGate(parts.head, parseCondition);
  if (gated.gate) {
    parts.head = gated.head;
    parts.activeWhen = parts.activeWhen ? { all: [parts.activeWhen, gated.gate] } : gated.gate;
  }
  const triggers = parseTriggerPhrase(parts.head);
  checkTriggerPronouns(triggers, parts.effect);
  const aboutOther = triggers.some((t) => t.subject !== undefined && t.subject !== 'self');
  const compiled = triggeredBody(
    bindChallenger(
      resolvePronouns(
        parseEffect(placesEffectText(triggers, parts.effect)),
        aboutOther ? 'eventCard' : 'self',
      ),
      triggers,
      parts.effect,
    ),
  );
  return {
    kind: 'triggered',
    name,
    trigger: triggers.length === 1 ? triggers[0] : triggers,
    ...(triggers.some((t) => t.ontoSelf) ? { from: 'under' as const } : {}),
    ...(parts.activeWhen ? { activeWhen: parts.activeWhen } : {}),
    ...(parts.oncePerTurn ? { oncePerTurn: true } : {}),
    ...compiled,
  };
}

/** A trigger's effect; a leading “if …,” is the ability's secondary condition (CR 6.2.4). */
function triggeredBody(effect: Effect): { if?: Condition; effect: Effect } {
  const [first] = effect;
  if (effect.length === 1 && first.do === 'if' && !first.otherwise)
    return { if: first.cond, effect: first.steps };
  return { effect };
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
