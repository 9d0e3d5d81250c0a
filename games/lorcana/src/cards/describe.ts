/**
 * Readable English generated from a card's encoding, one line per keyword and ability. The
 * wording is ours: it follows the structure of the data, so a reviewer can hold it against the
 * printed card, but it is never the printed text.
 *
 * @module
 */
import type { LorcanaCard } from './card.js';
import {
  amountParts,
  amountSign,
  describeAmount,
  describeCondition,
  describeDuration,
  describeFilter,
  describePlayer,
  describeRef,
  describeSubject,
  describeTarget,
  isPlural,
} from './describe-nouns.js';
import type { Ability, KeywordAbility, StaticEffect, Trigger } from './vocabulary-abilities.js';
import type { Effect, Step, Target } from './vocabulary-effects.js';
import type { Amount } from './vocabulary-refs.js';

/** Printed keyword titles (CR 8.1.1). */
export const KEYWORD_TITLE: Readonly<Record<KeywordAbility['keyword'], string>> = {
  alert: 'Alert',
  bodyguard: 'Bodyguard',
  boost: 'Boost',
  challenger: 'Challenger',
  evasive: 'Evasive',
  reckless: 'Reckless',
  resist: 'Resist',
  rush: 'Rush',
  shift: 'Shift',
  singer: 'Singer',
  singTogether: 'Sing Together',
  support: 'Support',
  vanish: 'Vanish',
  ward: 'Ward',
};

/** “Challenger +2”, “Shift 5”, “Shift: discard 2 cards”, “Singer 5”. */
export function describeKeyword(
  kw: { keyword: KeywordAbility['keyword']; value?: number } | KeywordAbility,
): string {
  const title = KEYWORD_TITLE[kw.keyword];
  if (kw.keyword === 'shift' && 'cost' in kw) {
    const where = kw.onto === 'any' ? 'Universal ' : kw.onto ? `${kw.onto.classification} ` : '';
    return 'ink' in kw.cost
      ? `${where}Shift ${kw.cost.ink}`
      : `${where}Shift: discard ${kw.cost.discard} cards`;
  }
  if ('value' in kw && kw.value !== undefined) {
    return kw.keyword === 'challenger' || kw.keyword === 'resist'
      ? `${title} +${kw.value}`
      : `${title} ${kw.value}`;
  }
  return title;
}

function gets(amount: Amount, stat: string): string {
  const { n, per } = amountParts(amount);
  return `${amountSign(amount)}${n} ${stat}${per}`;
}

/** Subject and verb with agreement: “chosen character gets”, “they get”. */
function subj(target: Target, self: string, singular: string, plural: string): string {
  return `${describeSubject(target, self)} ${isPlural(target) ? plural : singular}`;
}

function sentence(text: string): string {
  const t = text.trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Describe one step in the context of a card whose self-reference is `self`. */
export function describeStep(step: Step, self: string): string {
  const t = (target: Parameters<typeof describeTarget>[0]) => describeTarget(target, self);
  switch (step.do) {
    case 'may':
      return `${step.player && step.player !== 'you' ? `${describePlayer(step.player)} may` : 'you may'} ${describeEffect(step.steps, self, true)}`.trim();
    case 'if':
      return `if ${describeCondition(step.cond, self)}, ${describeEffect(step.steps, self, true)}${step.otherwise ? `; otherwise ${describeEffect(step.otherwise, self, true)}` : ''}`;
    case 'sequence':
      return `${describeEffect(step.first, self, true)}; if you do, ${describeEffect(step.next, self, true)}`;
    case 'choice':
      return step.options.map((o) => describeEffect(o, self, true)).join(', or ');
    case 'forEachPlayer':
      return `${describePlayer(step.players)} ${describeEffect(step.steps, self, true)}`;
    case 'chooseOpponent':
      return 'choose an opponent';
    case 'choose':
      return `choose ${t(step.target).replace(/^chosen /, 'a ')}`;
    case 'draw': {
      const who =
        step.player && step.player !== 'you' && step.player !== 'thatPlayer'
          ? `${describePlayer(step.player)} draws`
          : 'draw';
      if (typeof step.amount === 'number')
        return `${who} ${step.amount === 1 ? 'a card' : `${step.amount} cards`}`;
      const { n, per } = amountParts(step.amount);
      return `${who} ${n === '1' ? 'a card' : `${n} cards`}${per}`;
    }
    case 'discardAnyNumber':
      return `${step.player && step.player !== 'you' ? `${describePlayer(step.player)} chooses and discards` : 'choose and discard'} any number of cards`;
    case 'exertInkwell':
      return `${step.player && step.player !== 'you' ? `${describePlayer(step.player)} exerts` : 'exert'} all the cards in ${step.player && step.player !== 'you' ? 'their' : 'your'} inkwell`;
    case 'trimInkwell':
      return step.player && step.player !== 'you'
        ? `${describePlayer(step.player)} with more than ${step.keep} cards in their inkwell returns cards at random from it to their hand until ${step.keep} are left`
        : `if you have more than ${step.keep} cards in your inkwell, return cards at random from it to your hand until ${step.keep} are left`;
    case 'discard':
      return `${step.player && step.player !== 'you' ? `${describePlayer(step.player)} chooses and discards` : 'choose and discard'} ${step.amount === 1 ? 'a card' : `${step.amount} cards`}`;
    case 'drawUntil':
    case 'discardUntil':
      return describeUntil(step);
    case 'toHand':
      return `put ${t(step.target)} into its owner's hand`;
    case 'putIntoInkwell':
      return `put ${step.target === 'topOfDeck' ? 'the top card of your deck' : t(step.target)} into the inkwell facedown${step.exerted ? ' and exerted' : ''}`;
    case 'shuffleIntoDeck':
      return `shuffle ${t(step.target)} into its owner's deck`;
    case 'putOnDeckBottom':
      return `put ${t(step.target)} on the bottom of their owners' decks in any order`;
    case 'lookAtTop': {
      const what = step.take.filter ? describeFilter(step.take.filter) : 'card';
      const n = step.take.min === step.take.max ? `${step.take.max}` : `up to ${step.take.max}`;
      const where = {
        hand: 'into your hand',
        deckTop: 'on top of your deck',
        deckBottom: 'on the bottom of your deck',
      };
      return `look at the top ${step.count} cards of your deck; ${step.take.reveal ? 'reveal and ' : ''}put ${n} ${what}${step.take.max > 1 ? 's' : ''} ${where[step.take.to]} and the rest on the ${step.rest === 'deckTop' ? 'top' : 'bottom'} in any order`;
    }
    case 'nameAndRevealTop':
      return `name a card and reveal the top card of your deck; if it has that name, ${describeEffect(step.onMatch, self, true)}; otherwise it stays on top`;
    case 'revealTop':
      return `reveal the top card of your deck; if it is a ${describeFilter(step.ifMatches)}, ${describeEffect(step.onMatch, self, true)}; otherwise it stays on top`;
    case 'playCard':
      return `play ${t(step.card)}${step.from ? ` from your ${step.from}` : ''}${step.free ? ' for free' : ''}${step.entersExerted ? ', entering play exerted' : ''}${step.afterResolving ? ' and put it on the bottom of your deck afterwards' : ''}`;
    case 'moveToLocation':
      return `move ${t(step.character)} to ${t(step.location)}${step.free ? ' for free' : ''}`;
    case 'gainLore':
      if (typeof step.amount === 'object' && 'statOf' in step.amount) {
        return `gain lore equal to the ${step.amount.stat} of ${describeRef(step.amount.statOf)}`;
      }
      return `gain ${describeAmount(step.amount)} lore${step.instead ? ` (${step.instead.amount} instead if ${describeCondition(step.instead.if, self)})` : ''}`;
    case 'loseLore':
      return `${describePlayer(step.player)} loses ${describeAmount(step.amount)} lore`;
    case 'payInk':
      return `pay ${step.amount} ink`;
    case 'dealDamage':
      return `deal ${describeAmount(step.amount)} damage to ${t(step.target)}${step.instead ? ` (${step.instead.amount} instead if ${describeCondition(step.instead.if, self)})` : ''}`;
    case 'putDamage':
      return `put ${describeAmount(step.amount)} damage counters on ${t(step.target)}`;
    case 'moveDamage':
      return `move ${step.upTo ? 'up to ' : ''}${step.amount} damage from ${t(step.from)} to ${t(step.to)}`;
    case 'removeDamage':
      return `remove up to ${step.amount} damage from ${t(step.target)}`;
    case 'banish':
      return `banish ${t(step.target)}`;
    case 'ready':
      return `ready ${t(step.target)}`;
    case 'exert':
      return `exert ${t(step.target)}`;
    case 'modify':
      return `${subj(step.target, self, 'gets', 'get')} ${gets(step.amount, step.stat)} ${describeDuration(step.duration)}${step.instead ? ` (${amountSign(step.instead.amount)}${Math.abs(step.instead.amount)} instead if ${describeCondition(step.instead.if, self)})` : ''}`;
    case 'grant':
      return `${subj(step.target, self, 'gains', 'gain')} ${step.keywords.map(describeKeyword).join(' and ')} ${describeDuration(step.duration)}`;
    case 'restrict':
      return `${describeSubject(step.target, self)} can't ${restrictionVerb(step.what)} ${describeDuration(step.duration)}`;
    case 'restrictPlayers':
      return `${describePlayer(step.players)} can't play actions ${describeDuration(step.duration)}`;
    case 'reduceNextCost':
      return `you pay ${step.amount} ink less for the next ${describeFilter(step.for)} you play this turn`;
    case 'floatingTrigger':
      return `${describeDuration(step.duration)}, ${describeTrigger(step.trigger, self)}, ${describeEffect(step.effect, self, true)}`;
    case 'atEndOfTurn':
      return `at the end of your turn, ${describeEffect(step.effect, self, true)}`;
    case 'preventNextDamage':
      return `${describeDuration(step.duration)}, the next time ${t(step.target)} would be dealt damage, they take none instead`;
    case 'preventChallengeDamage':
      return `${describeSubject(step.target, self)} takes no damage from this challenge`;
  }
}

/** “draw until you have 3 cards in your hand”, “that player chooses and discards until …” (CR 6.1.8.1). */
function describeUntil(step: Extract<Step, { do: 'drawUntil' | 'discardUntil' }>): string {
  const draw = step.do === 'drawUntil';
  const n = step.handSize;
  const player = step.player ?? 'you';
  const [whose, they] = player === 'you' ? ['your', 'you'] : ['their', 'they'];
  const has =
    typeof n === 'number'
      ? `${they} have ${n} ${n === 1 ? 'card' : 'cards'} in ${whose} hand`
      : 'handSize' in n && typeof n.handSize === 'string'
        ? `${they} have as many cards in ${whose} hand as ${describePlayer(n.handSize)}`
        : `${they} have ${describeAmount(n)} cards in ${whose} hand`;
  if (player === 'you') return `${draw ? 'draw' : 'choose and discard'} until ${has}`;
  const who = player === 'thatPlayer' ? '' : `${describePlayer(player)} `;
  const verb = draw ? (who ? 'draws' : 'draw') : who ? 'chooses and discards' : 'choose and discard';
  return `${who}${verb} until ${has}`;
}

function restrictionVerb(what: string): string {
  return what === 'beChallenged' ? 'be challenged' : what;
}

/** Describe an effect: its steps joined in order. */
export function describeEffect(effect: Effect, self: string, inner = false): string {
  if (inner) return effect.map((s) => describeStep(s, self)).join(', then ');
  return `${effect.map((s) => sentence(describeStep(s, self))).join('. ')}.`;
}

/**
 * A triggered ability's effect as one running sentence, except that a `may` ends its sentence: the
 * choice covers only that part (CR 6.1.4), so what follows it starts a new sentence.
 */
function describeTriggeredEffect(effect: Effect, self: string): string {
  const parts: Step[][] = [[]];
  for (const step of effect) {
    parts[parts.length - 1].push(step);
    if (step.do === 'may') parts.push([]);
  }
  return parts
    .filter((part) => part.length > 0)
    .map((part, i) =>
      i === 0 ? describeEffect(part, self, true) : sentence(describeEffect(part, self, true)),
    )
    .join('. ');
}

const TRIGGER_PHRASE: Record<Trigger['on'], [self: string, other: string]> = {
  played: ['when you play this card', 'whenever you play'],
  quests: ['whenever this character quests', 'whenever {s} quests'],
  challenges: ['whenever this character challenges', 'whenever {s} challenges'],
  challenged: ['whenever this character is challenged', 'whenever {s} is challenged'],
  banished: ['when this card is banished', 'whenever {s} is banished'],
  banishedInChallenge: [
    'when this character is banished in a challenge',
    'whenever {s} is banished in a challenge',
  ],
  challengedAndBanished: [
    'when this character is challenged and banished',
    'whenever {s} is challenged and banished',
  ],
  banishesInChallenge: [
    'whenever this character banishes another character in a challenge',
    'whenever {s} banishes another character in a challenge',
  ],
  movesToLocation: ['when this character moves to a location', 'whenever {s} moves'],
  sings: ['whenever this character sings a song', 'whenever {s} sings a song'],
  startOfTurn: ['at the start of your turn', 'at the start of your turn'],
  endOfTurn: ['at the end of your turn', 'at the end of your turn'],
  draws: ['whenever you draw a card', 'whenever you draw a card'],
  discards: ['whenever you discard', 'whenever an opponent discards 1 or more cards'],
  chosenForSupport: ['whenever this character is chosen for Support', 'whenever {s} is chosen for Support'],
  damaged: ['whenever this card takes damage', 'whenever {s} takes damage'],
  inked: ['whenever a card is put into your inkwell', "whenever a card is put into an opponent's inkwell"],
};

/** Describe a trigger condition: “whenever one of your other characters is banished”. */
export function describeTrigger(trigger: Trigger, self: string): string {
  const subject = trigger.subject ?? 'self';
  const [selfPhrase, otherPhrase] = TRIGGER_PHRASE[trigger.on];
  let text: string;
  if (
    (trigger.on === 'startOfTurn' || trigger.on === 'endOfTurn') &&
    trigger.player &&
    trigger.player !== 'you'
  ) {
    const whose = trigger.player === 'opponent' ? "each opponent's" : "each player's";
    text = `at the ${trigger.on === 'startOfTurn' ? 'start' : 'end'} of ${whose} turn`;
  } else if (trigger.on === 'draws' || trigger.on === 'discards' || trigger.on === 'inked') {
    text = trigger.player === 'opponent' ? otherPhrase : selfPhrase;
  } else if (subject === 'self') {
    text = selfPhrase;
  } else if (trigger.on === 'played') {
    text = `${otherPhrase} ${aOrAn(describeFilter({ ...subject, owner: undefined }))}`;
  } else {
    const mine = subject.owner === 'you';
    text = otherPhrase.replace(
      '{s}',
      mine ? `one of ${describeFilter(subject, true)}` : aOrAn(describeFilter(subject)),
    );
  }
  if (trigger.other) text += ` (the other card: ${describeFilter(trigger.other)})`;
  if (trigger.here) text += trigger.on === 'movesToLocation' ? ' here' : ' while here';
  return text.replace(/this card/g, self);
}

function aOrAn(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function describeStatic(effect: StaticEffect, self: string): string {
  const to = (a: 'self' | Parameters<typeof describeFilter>[0]) =>
    a === 'self' ? self : describeFilter(a, true).replace(/^other/, 'other');
  const verb = (a: 'self' | object, one: string, many: string) => (a === 'self' ? one : many);
  if ('grant' in effect) {
    return `${to(effect.to)} ${verb(effect.to, 'gains', 'gain')} ${effect.grant.map(describeKeyword).join(' and ')}`;
  }
  if ('modify' in effect) {
    return `${to(effect.to)} ${verb(effect.to, 'gets', 'get')} ${gets(effect.amount, effect.modify)}`;
  }
  if ('restrict' in effect) return `${to(effect.to)} can't ${restrictionVerb(effect.restrict)}`;
  if ('restrictPlayers' in effect) return "opponents can't play actions";
  if ('costReduction' in effect) {
    const what = effect.for === 'self' ? self : describeFilter(effect.for, true);
    const { n, per } = amountParts(effect.costReduction);
    return `you pay ${n} ink less${per} to play ${what}`;
  }
  if ('additionalInk' in effect)
    return 'you may put an additional card from your hand into your inkwell facedown';
  if ('skipStep' in effect) return "skip your turn's Draw step";
  if ('statFloor' in effect)
    return `the ${effect.statFloor} of ${to(effect.to)} can't be reduced below the printed value`;
  if ('playForFree' in effect) {
    return `you may play ${effect.playForFree === 'self' ? self : describeFilter(effect.playForFree, true)} for free`;
  }
  if ('useForFree' in effect) return `you may use ${self}'s ${effect.useForFree} ability for free`;
  if ('entersWithDamage' in effect) return `${self} enters play with ${effect.entersWithDamage} damage`;
  if ('entersExerted' in effect) return `${self} enters play exerted`;
  if ('redirectDamageFrom' in effect) {
    return `if ${describeFilter(effect.redirectDamageFrom, true)} would be dealt damage, put that many damage counters on ${self} instead`;
  }
  return 'a deck may contain any number of cards with this name';
}

/** Describe one story-named ability: “Name — text.” */
export function describeAbility(ability: Ability, self: string): string {
  switch (ability.kind) {
    case 'triggered': {
      const triggers = Array.isArray(ability.trigger) ? ability.trigger : [ability.trigger as Trigger];
      let head = triggers.map((tr) => describeTrigger(tr, self)).join(' and ');
      if (ability.firstTimeEachTurn) head = `the first time each turn: ${head}`;
      if (ability.oncePerTurn) head = `once per turn, ${head}`;
      if (ability.activeWhen) head = `while ${describeCondition(ability.activeWhen, self)}, ${head}`;
      if (ability.from) head += ` (works from your ${ability.from})`;
      const cond = ability.if ? `if ${describeCondition(ability.if, self)}, ` : '';
      return `${ability.name} — ${sentence(`${head}, ${cond}${describeTriggeredEffect(ability.effect, self)}`)}.`;
    }
    case 'activated': {
      const cost: string[] = [];
      if (ability.cost.exert) cost.push('exert');
      if (ability.cost.ink) cost.push(`${ability.cost.ink} ink`);
      if (ability.cost.banishSelf) cost.push(`banish ${self}`);
      const cond = ability.condition ? ` (only while ${describeCondition(ability.condition, self)})` : '';
      return `${ability.name} — ${sentence(cost.join(', '))}${cond}: ${describeEffect(ability.effect, self)}`;
    }
    case 'static': {
      const cond = ability.condition ? `while ${describeCondition(ability.condition, self)}, ` : '';
      return `${ability.name} — ${sentence(`${cond}${describeStatic(ability.effect, self)}`)}.`;
    }
  }
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
  if (card.effect) lines.push(describeEffect(card.effect, self));
  return lines;
}

export { describeRef };
