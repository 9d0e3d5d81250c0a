/**
 * Readable English generated from a card's encoding, one line per keyword and ability. The
 * wording is ours: it follows the structure of the data, so a reviewer can hold it against the
 * printed card, but it is never the printed text. Steps and conditions read as the card language
 * says them (`engine/language`); `{self}` becomes the card's own noun (CR 1.4.3.2).
 *
 * @module
 */
import { capitalize } from '@cardloom/core/cards';
import { LORCANA } from '../engine/language/index.js';
import type { LorcanaCard } from './card.js';
import { describeKeyword, describeStatic, describeTrigger } from './describe-ability.js';
import { describeOtherCosts } from './describe-costs.js';
import { describeFilter, describeRef, SELF } from './describe-nouns.js';
import type { Ability, StaticEffect, Trigger } from './vocabulary-abilities.js';
import type { Effect, Step } from './vocabulary-effects.js';
import type { Condition } from './vocabulary-refs.js';

export { describeKeyword, describeTrigger, KEYWORD_TITLE } from './describe-ability.js';

function sentence(text: string): string {
  return capitalize(text.trim());
}

/**
 * Puts the card's own noun where the text says `{self}`, and reads “[A], then if you do, [B]” as
 * “[A]; if you do, [B]” (CR 6.1.5.1).
 */
function withSelf(text: string, self: string): string {
  return text.split(', then if you do, ').join('; if you do, ').split(SELF).join(self);
}

/**
 * Negated conditions said in plain English (the shared language says “it is not true that …”), at
 * any depth of an and / or.
 */
const NEGATIONS: readonly (readonly [RegExp, string])[] = [
  [/\bit is not true that it is your turn\b/g, "it is an opponent's turn"],
  [
    /\bit is not true that a character of yours challenged this turn\b/g,
    'none of your characters challenged this turn',
  ],
  [
    /\bit is not true that you put a card into your inkwell this turn\b/g,
    "you didn't put any cards into your inkwell this turn",
  ],
  // The shared phrase kit writes “an” before “other”.
  [/\ban other\b/g, 'another'],
];

/** A condition as a clause: “you have 3 or more items in play”. */
export function describeCondition(cond: Condition, selfNoun = 'this card'): string {
  let text = LORCANA.say.condition(cond);
  for (const [re, to] of NEGATIONS) text = text.replace(re, to);
  return withSelf(text, selfNoun);
}

/** “while [condition]”, except that turns read “during your turn” / “during an opponent's turn” (CR 4.1). */
function whileClause(cond: Condition, self: string): string {
  const text = describeCondition(cond, self);
  if (text === 'it is your turn') return 'during your turn';
  if (text === "it is an opponent's turn") return "during an opponent's turn";
  // “During your turn, while/if …”: a turn condition joined with another reads as its own phrase.
  for (const [turn, during] of [
    ['it is your turn and ', 'during your turn, '],
    ["it is an opponent's turn and ", "during an opponent's turn, "],
  ] as const)
    if (text.startsWith(turn)) return `${during}${text.slice(turn.length)}`;
  return `while ${text}`;
}

/** Describe one step in the context of a card whose self-reference is `self`. */
export function describeStep(step: Step, self: string): string {
  return withSelf(LORCANA.say.step(step), self);
}

/** Describe an effect: its steps joined in order. */
export function describeEffect(effect: Effect, self: string, inner = false): string {
  if (inner) return withSelf(LORCANA.say.steps(effect), self);
  // One sentence per step, except that “if you do” continues the sentence before it (CR 6.1.5.1).
  const sentences: string[] = [];
  for (const step of effect) {
    const text = describeStep(step, self);
    if (step.if === 'youDid' && sentences.length > 0) sentences[sentences.length - 1] += `; ${text}`;
    else sentences.push(sentence(text));
  }
  return `${sentences.join('. ')}.`;
}

/**
 * A triggered ability's effect as one running sentence, except that a `may` ends its sentence: the
 * choice covers only that part (CR 6.1.4), so what follows it — unless it happens only “if you do” —
 * starts a new sentence.
 */
function describeTriggeredEffect(effect: Effect, self: string): string {
  const parts: Step[][] = [];
  let inMay = false;
  for (const step of effect) {
    const joined: boolean = step.if === 'youDid' && inMay;
    if (parts.length === 0 || (inMay && !joined)) parts.push([]);
    parts[parts.length - 1].push(step);
    inMay = Boolean(step.may) || joined;
  }
  return parts
    .map((part, i) =>
      i === 0 ? describeEffect(part, self, true) : sentence(describeEffect(part, self, true)),
    )
    .join('. ');
}

/**
 * A choice of player and what that player does, said as printed: “choose an opponent. The chosen
 * opponent discards …” reads “chosen opponent discards …” (the steps stay two in the language).
 */
const CHOSEN_PLAYER: readonly (readonly [RegExp, string])[] = [
  [/\b([Cc])hoose an opponent(?:, then|\.) [Tt]he chosen opponent\b/g, '$1hosen opponent'],
  [/\b([Cc])hoose a player(?:, then|\.) [Tt]he chosen player\b/g, '$1hosen player'],
];

function polish(text: string): string {
  let out = text;
  for (const [re, to] of CHOSEN_PLAYER) out = out.replace(re, to);
  return out;
}

/** Describe one story-named ability: “Name — text.” */
export function describeAbility(ability: Ability, self: string): string {
  return polish(abilityText(ability, self));
}

function abilityText(ability: Ability, self: string): string {
  switch (ability.kind) {
    case 'triggered': {
      const triggers = Array.isArray(ability.trigger) ? ability.trigger : [ability.trigger as Trigger];
      let head = triggers.map((tr) => describeTrigger(tr, self)).join(' and ');
      if (ability.firstTimeEachTurn) head = `the first time each turn: ${head}`;
      const during = ability.activeWhen ? whileClause(ability.activeWhen, self) : undefined;
      if (ability.oncePerTurn && during === 'during your turn') head = `once during your turn, ${head}`;
      else {
        if (ability.oncePerTurn) head = `once per turn, ${head}`;
        if (during) head = `${during}, ${head}`;
      }
      if (ability.from === 'discard') head += ` (works from your ${ability.from})`;
      const cond = ability.if ? `if ${describeCondition(ability.if, self)}, ` : '';
      return `${ability.name} — ${sentence(`${head}, ${cond}${describeTriggeredEffect(ability.effect, self)}`)}.`;
    }
    case 'activated': {
      const cost: string[] = [];
      if (ability.cost.exert) cost.push('exert');
      if (ability.cost.ink) cost.push(`${ability.cost.ink} ink`);
      if (ability.cost.banishSelf) cost.push(`banish ${self}`);
      cost.push(...describeOtherCosts(ability.cost));
      const cond = ability.condition ? ` (only while ${describeCondition(ability.condition, self)})` : '';
      // “Once during your turn, you may …”: no cost but the once-per-turn limit.
      if (cost.length === 0)
        return `${ability.name} — ${sentence(`${ability.oncePerTurn ? 'once during your turn, ' : ''}you may ${describeEffect(ability.effect, self, true)}`)}.`;
      // “Once per turn, you may pay 2 {I} to …” (CR 6.1.13.2).
      if (ability.oncePerTurn)
        return `${ability.name} — ${sentence(`once per turn, you may pay ${cost.join(', ')} to ${describeEffect(ability.effect, self, true)}`)}.`;
      return `${ability.name} — ${sentence(cost.join(', '))}${cond}: ${describeEffect(ability.effect, self)}`;
    }
    case 'static': {
      const c = ability.condition;
      const e = ability.effect;
      // “X can't quest unless …”: a restriction in force while the condition does not hold.
      if (
        c &&
        c !== 'youDid' &&
        'not' in c &&
        ('restrict' in e ||
          'entersExerted' in e ||
          'cantPlaySelf' in e ||
          ('both' in e && e.both.every((part) => 'restrict' in part)))
      ) {
        const text = `${withSelf(describeStatic(e, self), self)} unless ${describeCondition(c.not, self)}`;
        return `${ability.name} — ${sentence(text)}.`;
      }
      const cond = c ? `${whileClause(c, self)}, ` : '';
      const text = 'grantAbility' in e ? describeGrant(e, self) : describeStatic(e, self);
      return `${ability.name} — ${sentence(`${cond}${withSelf(text, self)}`)}.`;
    }
  }
}

/** `Your … gain "{E}, 1 {I} — …"`: the granted ability in quotes (CR 6.4). */
function describeGrant(e: Extract<StaticEffect, { grantAbility: unknown }>, self: string): string {
  const who = e.to === 'self' ? self : describeFilter(e.to, true);
  const granted = describeAbility({ ...e.grantAbility, name: '' }, 'this character').replace(/^ — /, '');
  return `${who} ${e.to === 'self' ? 'gains' : 'gain'} "${granted}"`;
}

/** The noun a card uses for itself (CR 1.4.3.2). */
export function selfNoun(card: Pick<LorcanaCard, 'type'>): string {
  return `this ${card.type}`;
}

/**
 * Readable rules text for a card, generated from its encoding: keywords first, then each
 * ability (or an action's effect).
 */
export function describeCard(card: LorcanaCard): string[] {
  const self = selfNoun(card);
  const lines: string[] = [];
  if (card.song) lines.push(`Song: a character with cost ${card.cost} or more can exert to sing it.`);
  for (const kw of card.keywords ?? []) lines.push(describeKeyword(kw));
  if (card.alsoNamed) lines.push(`Also named ${card.alsoNamed.join(' and ')}.`);
  for (const ability of card.abilities ?? []) lines.push(describeAbility(ability, self));
  if (card.effect) lines.push(polish(describeEffect(card.effect, self)));
  return lines;
}

export { describeRef };
