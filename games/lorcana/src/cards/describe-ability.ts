/**
 * Readable English for the ability layer of a card's encoding: keywords (CR 8), trigger conditions
 * (CR 6.2.2) and static abilities (CR 6.4). Our own wording, generated from the encoding.
 *
 * @module
 */

import { describeOtherCosts } from './describe-costs.js';
import { amountParts, amountSign, aOrAn, describeFilter } from './describe-nouns.js';
import { describePlacesStatic } from './describe-places.js';
import type { KeywordAbility, StaticEffect, Trigger } from './vocabulary-abilities.js';
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
      : kw.cost.filter
        ? `${where}Shift: discard ${aOrAn(`${describeFilter(kw.cost.filter)} card`)}`
        : `${where}Shift: discard ${kw.cost.discard} cards`;
  }
  if ('value' in kw && kw.value !== undefined) {
    return kw.keyword === 'challenger' || kw.keyword === 'resist'
      ? `${title} +${kw.value}`
      : `${title} ${kw.value}`;
  }
  return title;
}

/** A characteristic change as it reads after “gets”: “+2 strength”, “-1 lore for each …” (CR 6.6). */
export function statChange(amount: Amount, stat: string): string {
  const { n, per } = amountParts(amount);
  return `${amountSign(amount)}${n} ${stat}${per}`;
}

function restrictionVerb(what: string): string {
  if (what === 'move') return 'move to locations';
  if (what === 'loseDamage') return 'have damage counters removed';
  if (what === 'beChosenByOpponents') return 'be chosen by opponents for abilities or effects';
  if (what === 'readyStep') return 'ready at the start of your turn';
  if (what === 'takeChallengeDamage') return 'take damage from challenges';
  if (what === 'beDealtDamage') return 'be dealt damage';
  if (what === 'beDealtDamageUnlessChallenged') return 'be dealt damage unless being challenged';
  return what === 'beChallenged' ? 'be challenged' : what;
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
  draws: ['whenever you draw a card', 'whenever an opponent draws a card'],
  discards: ['whenever you discard a card', 'whenever an opponent discards 1 or more cards'],
  chosenForSupport: ['whenever this character is chosen for Support', 'whenever {s} is chosen for Support'],
  damaged: ['whenever this card takes damage', 'whenever {s} takes damage'],
  inked: ['whenever a card is put into your inkwell', "whenever a card is put into an opponent's inkwell"],
  putUnder: ['whenever you put a card under this card', 'whenever you put a card under {s}'],
  leavesPlay: ['when this card leaves play', 'whenever {s} leaves play'],
  readied: ['whenever you ready this card', 'whenever you ready {s}'],
  damageRemoved: ['whenever you remove damage from this card', 'whenever you remove damage from {s}'],
  dealsDamageInChallenge: [
    'whenever this character deals damage to another character in a challenge',
    'whenever {s} deals damage to another character in a challenge',
  ],
  exerted: ['whenever this character becomes exerted', 'whenever {s} becomes exerted'],
  entersExertedByChoice: [
    'this character may enter play exerted; if so',
    'this character may enter play exerted; if so',
  ],
  chosenByOpponent: [
    'whenever an opponent chooses this character for an action or ability',
    'whenever an opponent chooses {s} for an action or ability',
  ],
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
  } else if (trigger.on === 'played' && subject.owner === undefined) {
    text = `whenever ${aOrAn(describeFilter(subject))} is played`;
  } else if (trigger.on === 'played') {
    text = `${otherPhrase} ${aOrAn(describeFilter({ ...subject, owner: undefined }))}`;
  } else {
    const mine = subject.owner === 'you';
    text = otherPhrase.replace(
      '{s}',
      mine ? `one of ${describeFilter(subject, true)}` : aOrAn(describeFilter(subject)),
    );
  }
  if (trigger.on === 'movesToLocation' && trigger.here && subject !== 'self' && subject.owner === 'you')
    text = `${trigger.fromLocation ? 'when' : 'whenever'} you move ${aOrAn(describeFilter({ ...subject, owner: undefined }))}`;
  // “Whenever one of your actions deals damage to an opposing character” (the damage's source).
  if (trigger.on === 'damaged' && trigger.other && subject !== 'self')
    text = `whenever one of ${describeFilter(trigger.other, true)} deals damage to ${aOrAn(describeFilter(subject))}`;
  if (trigger.on === 'putUnder' && trigger.boost && subject !== 'self')
    text = `whenever you use the Boost ability of ${aOrAn(describeFilter(subject))}`;
  if (trigger.atLocation) text += ' while at a location';
  if (trigger.ontoSelf && subject !== 'self')
    text = `when you play ${aOrAn(describeFilter({ ...subject, owner: undefined }))} on this card`;
  // An opponent's play reads the same with every other part of the trigger.
  if (trigger.on === 'played' && trigger.sung) text = 'whenever one or more of your characters sings a song';
  else if (trigger.on === 'played' && subject !== 'self' && subject.owner === 'opponent')
    text = `whenever an opponent plays ${aOrAn(describeFilter({ ...subject, owner: undefined }))}`;
  if (trigger.paid?.atMost !== undefined)
    text = text.replace(
      /^whenever you play /,
      `whenever you pay ${trigger.paid.atMost} ink or less to play `,
    );
  if (trigger.other && trigger.on === 'challenges') text += ` ${aOrAn(describeFilter(trigger.other))}`;
  else if (trigger.other && trigger.on !== 'damaged')
    text += ` (the other card: ${describeFilter(trigger.other)})`;
  if (trigger.here) text += trigger.on === 'movesToLocation' ? ' here' : ' while here';
  if (trigger.fromLocation) text += ' from another location';
  if (trigger.on === 'leavesPlay' && trigger.to === 'hand')
    text = text.replace(
      / leaves play$/,
      ` is returned to ${subject !== 'self' && subject.owner === 'you' ? 'your' : 'their'} hand from play`,
    );
  return text.replace(/this card/g, self);
}

/** Describe a static ability's continuous effect. */
export function describeStatic(effect: StaticEffect, self: string): string {
  const to = (a: 'self' | Parameters<typeof describeFilter>[0]) =>
    a === 'self' ? self : describeFilter(a, true).replace(/^other/, 'other');
  const verb = (a: 'self' | object, one: string, many: string) => (a === 'self' ? one : many);
  const places = describePlacesStatic(effect);
  if (places) return places;
  if ('grant' in effect) {
    return `${to(effect.to)} ${verb(effect.to, 'gains', 'gain')} ${effect.grant.map(describeKeyword).join(' and ')}`;
  }
  if ('modify' in effect) {
    return `${to(effect.to)} ${verb(effect.to, 'gets', 'get')} ${statChange(effect.amount, effect.modify)}`;
  }
  if ('loseKeyword' in effect) {
    const title = describeKeyword({ keyword: effect.loseKeyword });
    return `${to(effect.to)} ${verb(effect.to, 'loses', 'lose')} ${title} and can't gain ${title}`;
  }
  if ('grantCounted' in effect) {
    const { n, per } = amountParts(effect.amount);
    const title = describeKeyword({ keyword: effect.grantCounted });
    return `${to(effect.to)} ${verb(effect.to, 'gains', 'gain')} ${title} +${n}${per}`;
  }
  if ('restrict' in effect && effect.restrict === 'readyStep')
    return `${to(effect.to)} can't ready at the start of ${effect.to === 'self' ? 'your' : 'their'} turn`;
  if ('restrict' in effect) return `${to(effect.to)} can't ${restrictionVerb(effect.restrict)}`;
  if ('restrictPlayers' in effect) return "opponents can't play actions";
  if ('costReduction' in effect) {
    const what = effect.for === 'self' ? self : describeFilter(effect.for, true);
    const { n, per } = amountParts(effect.costReduction);
    if (effect.oncePerTurn && effect.for !== 'self')
      return `once per turn, you pay ${n} ink less${per} for the next ${describeFilter(effect.for)} you play this turn`;
    const shift = effect.shift ? ` using ${effect.for === 'self' ? 'its' : 'their'} Shift ability` : '';
    return `you pay ${n} ink less${per} to play ${what}${shift}`;
  }
  if ('challengeDamageWith' in effect)
    return `during challenges, ${to(effect.to)} deal damage with their willpower instead of their strength`;
  if ('inkFrom' in effect) return 'you can ink cards from your discard';
  if ('opponentsCantPlay' in effect)
    return `opponents can't play ${describeFilter(effect.opponentsCantPlay, true)}`;
  if ('mayEnterExerted' in effect) return `${self} may enter play exerted`;
  if ('both' in effect) {
    // “gets +1 {L} and gains Evasive”: the subject once.
    const cant = effect.both.filter((e) => 'restrict' in e);
    if (cant.length === effect.both.length && cant.length === 2)
      return `${to(cant[0].to)} can't ${restrictionVerb(cant[0].restrict)} or ${restrictionVerb(cant[1].restrict)}`;
    const mods = effect.both.filter((e) => 'modify' in e);
    if (mods.length === effect.both.length && mods.length > 1) {
      // “gets +1 {S} and +1 {W} for each card under him”: one subject, one verb, one count.
      const parts = mods.map((e) => ({ e, ...amountParts(e.amount) }));
      if (parts.every((p) => p.per === parts[0].per)) {
        const each = parts.map((p) => `${amountSign(p.e.amount)}${p.n} ${p.e.modify}`);
        const joined =
          each.length === 2
            ? each.join(' and ')
            : `${each.slice(0, -1).join(', ')}, and ${each[each.length - 1]}`;
        return `${to(mods[0].to)} ${verb(mods[0].to, 'gets', 'get')} ${joined}${parts[0].per}`;
      }
    }
    const [first, ...rest] = effect.both.map((e) => describeStatic(e, self));
    const subject = first.split(' ').slice(0, self.split(' ').length).join(' ');
    return [first, ...rest.map((r) => (r.startsWith(`${subject} `) ? r.slice(subject.length + 1) : r))].join(
      ' and ',
    );
  }
  if ('additionalInk' in effect)
    return 'you may put an additional card from your hand into your inkwell facedown';
  if ('skipStep' in effect) return "skip your turn's Draw step";
  if ('statFloor' in effect)
    return `the ${effect.statFloor} of ${to(effect.to)} can't be reduced below the printed value`;
  if ('playForFree' in effect) {
    const what = effect.playForFree === 'self' ? self : describeFilter(effect.playForFree, true);
    if (effect.paying)
      return `you may ${describeOtherCosts(effect.paying).join(', ')} to play ${what} for free`;
    return `you may play ${what} for free`;
  }
  if ('useForFree' in effect) return `you may use ${self}'s ${effect.useForFree} ability for free`;
  if ('entersWithDamage' in effect) return `${self} enters play with ${effect.entersWithDamage} damage`;
  if ('entersExerted' in effect)
    return effect.to
      ? `${describeFilter(effect.to, true)} enter play exerted`
      : `${self} enters play exerted`;
  if ('challengeReady' in effect) {
    const which = effect.challengeReady === true ? 'characters' : describeFilter(effect.challengeReady, true);
    return `${to(effect.to)} can challenge ready ${which}`;
  }
  if ('cantPlaySelf' in effect) return `you can't play ${self}`;
  if ('questWhileDrying' in effect) return `${self} can quest the turn it's played`;
  if ('handInkable' in effect) return 'all cards in your hand count as having the inkwell symbol';
  if ('opponentsLoreToWin' in effect)
    return `opponents need ${effect.opponentsLoreToWin} lore to win the game`;
  if ('cantLoseLore' in effect) return "you can't lose lore";
  if ('noEffectDiscards' in effect)
    return "if an effect would cause you to discard one or more cards, you don't discard";
  if ('opponentsInkExerted' in effect) return "cards enter opponents' inkwells exerted";
  if ('oneChallengerPerTurn' in effect) return 'each turn, only one character can challenge';
  if ('mustBeChosen' in effect)
    return `opponents must choose ${to(effect.to)} for actions and abilities if able`;
  if ('grantClassification' in effect)
    return `${to(effect.to)} ${verb(effect.to, 'gains', 'gain')} the ${effect.grantClassification} classification`;
  if ('cantBeChallengedBy' in effect)
    return `${describeFilter(effect.cantBeChallengedBy, true)} can't challenge ${to(effect.to)}`;
  if ('redirectDamageFrom' in effect) {
    return `if ${describeFilter(effect.redirectDamageFrom, true)} would be dealt damage, put that many damage counters on ${self} instead`;
  }
  if ('anyNumberInDeck' in effect && effect.max !== undefined)
    return `you may have up to ${effect.max} copies of ${self} in your deck`;
  return 'a deck may contain any number of cards with this name';
}
