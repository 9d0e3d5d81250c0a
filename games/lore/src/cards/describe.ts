/**
 * The description generator: readable English card text produced from the encoding, so the
 * repository never holds printed wording and the text can never drift from what the engine does.
 *
 * @module
 */
import type { LoreCard } from './card.js';
import {
  capitalize,
  describeAmount,
  describeCondition,
  describeCost,
  describeDuration,
  describeFilter,
  describeMagick,
  describeMagickChoice,
  describePlayerPossessive,
  describePlayerSubject,
  describeRecipient,
  describeStatChange,
  describeTarget,
  plural,
  uncapitalize,
} from './describe-parts.js';
import { KEYWORD_NAMES } from './vocabulary.js';
import type { Ability, KeywordSpec, StaticModifier, Trigger } from './vocabulary-abilities.js';
import type { Amount, Effect, PlayerRef } from './vocabulary-effects.js';

/** Options for the generator. */
export interface DescribeOptions {
  /** Resolves a card id (for tokens an effect creates) to its name. Default: the id itself. */
  readonly cardName?: (id: string) => string;
}

/** A verb phrase about a player: imperative for "you" ("Draw 2 cards"), third person otherwise. */
function playerDoes(player: PlayerRef, imperative: string, thirdPerson: string): string {
  return player === 'you'
    ? capitalize(imperative)
    : `${capitalize(describePlayerSubject(player))} ${thirdPerson}`;
}

function counted(amount: Amount, singular: string, pluralWord: string): string {
  if (amount === 1) return `a ${singular}`;
  const { value, where } = describeAmount(amount);
  return `${value} ${pluralWord}${where}`;
}

function sanity(amount: Amount): string {
  const { value, where } = describeAmount(amount);
  return `${value} sanity${where}`;
}

/** One effect as a sentence without the final full stop. */
export function describeEffect(effect: Effect, options: DescribeOptions = {}): string {
  const name = options.cardName ?? ((id: string) => id);
  switch (effect.do) {
    case 'damage': {
      const { value, where } = describeAmount(effect.amount);
      return `Deal ${value} damage to ${describeRecipient(effect.to)}${where}`;
    }
    case 'loseSanity':
      return playerDoes(effect.player, `lose ${sanity(effect.amount)}`, `loses ${sanity(effect.amount)}`);
    case 'gainSanity':
      return playerDoes(effect.player, `gain ${sanity(effect.amount)}`, `gains ${sanity(effect.amount)}`);
    case 'draw': {
      const cards = counted(effect.amount, 'card', 'cards');
      return playerDoes(effect.player, `draw ${cards}`, `draws ${cards}`);
    }
    case 'discard': {
      const cards = counted(effect.amount, 'card', 'cards');
      return playerDoes(effect.player, `discard ${cards}`, `discards ${cards}`);
    }
    case 'mythos':
      return effect.amount >= 0
        ? `Add ${effect.amount} mythos to the mythos pool`
        : `Remove ${-effect.amount} mythos from the mythos pool`;
    case 'createToken': {
      const tokens =
        effect.count === 1 ? `a ${name(effect.token)} token` : `${effect.count} ${name(effect.token)} tokens`;
      return effect.for === 'you'
        ? `Create ${tokens}`
        : `Create ${tokens} under ${describePlayerPossessive(effect.for)} control`;
    }
    case 'modify':
      return `${capitalize(describeTarget(effect.target))} gets ${describeStatChange(effect.str, effect.hp)} ${describeDuration(effect.duration)}`;
    case 'setStr':
      return `${capitalize(describeTarget(effect.target))} has STR ${effect.value} ${describeDuration(effect.duration)}`;
    case 'counters': {
      const label = { strPlus: '+1 STR', strMinus: '-1 STR', hpPlus: '+1 HP', hpMinus: '-1 HP' }[
        effect.counter
      ];
      return `Put ${plural(effect.count, `${label} counter`)} on ${describeTarget(effect.target)}`;
    }
    case 'grant':
      return `${capitalize(describeTarget(effect.target))} gains ${KEYWORD_NAMES[effect.keyword]} ${describeDuration(effect.duration)}`;
    case 'kill':
      return `Kill or destroy ${describeTarget(effect.target)}`;
    case 'aetherize':
      return `Aetherize ${describeTarget(effect.target)}`;
    case 'consume':
      return `Consume ${describeTarget(effect.target)}`;
    case 'peek':
      return 'Peek';
    case 'pilfer':
      return `Pilfer ${describePlayerPossessive(effect.player)} hand`;
    case 'returnToHand':
      return `Return ${describeTarget(effect.target)} to its owner's hand`;
    case 'evoke':
      return `Evoke ${describeTarget(effect.target)}`;
    case 'reset':
      return `Reset ${describeTarget(effect.target)}`;
    case 'search': {
      const what = describeFilter(effect.filter, 'a').replace(/object$/, 'card');
      const where = effect.destination === 'hand' ? 'put it into your hand' : 'bring it forth into your void';
      return `Search your lexicon for ${what}, ${where}, then shuffle`;
    }
    case 'bringForthGrimoire':
      return 'Bring forth your grimoire into your void as a tome';
    case 'inscribe':
      return `Put ${effect.count === 1 ? 'a grimoire spell' : `${effect.count} grimoire spells`} from your tome under ${describeTarget(effect.onto)}`;
    case 'cancel':
      return 'Cancel selected card or ability on the chain';
    case 'extraRune':
      return `You may play ${plural(effect.count, 'additional rune')} this turn`;
    case 'winGame':
      return 'You win the game';
    case 'loseGame':
      return 'You lose the game';
    case 'roll': {
      const outcomes = effect.outcomes.map(
        (o) => `on ${o.on.join(', ')}: ${uncapitalize(describeEffect(o.effect, options))}`,
      );
      return `Roll a d${effect.sides}; ${outcomes.join('; ')}`;
    }
    case 'sequence':
      return effect.steps.map((s) => describeEffect(s, options)).join('. ');
    case 'may':
      return `You may ${uncapitalize(describeEffect(effect.effect, options))}`;
    case 'chooseOne':
      return `Choose one: ${effect.options.map((o) => uncapitalize(describeEffect(o, options))).join('; or ')}`;
    case 'if': {
      const first = `If ${describeCondition(effect.condition)}, ${uncapitalize(describeEffect(effect.effect, options))}`;
      return effect.otherwise
        ? `${first}. Otherwise, ${uncapitalize(describeEffect(effect.otherwise, options))}`
        : first;
    }
  }
}

/** When a triggered ability triggers, as an opening clause. */
export function describeTrigger(trigger: Trigger): string {
  switch (trigger.on) {
    case 'entersPlay':
      return 'When this comes into play';
    case 'dies':
      return 'When this dies';
    case 'attacks':
      return 'When this attacks';
    case 'blocks':
      return 'When this blocks';
    case 'damagesPlayer':
      return 'When this deals damage to a player';
    case 'turnStart':
      return trigger.whose === 'your' ? 'At the beginning of your turn' : 'At the beginning of each turn';
    case 'turnEnd':
      return trigger.whose === 'your' ? 'At the end of your turn' : 'At the end of each turn';
    case 'creatureDies':
      return `Whenever ${describeFilter(trigger.filter, 'a')} dies`;
    case 'spellPlayed':
      return trigger.by === 'you'
        ? 'Whenever you play a spell'
        : trigger.by === 'opponent'
          ? 'Whenever an opponent plays a spell'
          : 'Whenever a player plays a spell';
  }
}

/** A continuous modifier as a sentence. */
export function describeStatic(modifier: StaticModifier): string {
  switch (modifier.kind) {
    case 'stats':
      return `${capitalize(describeFilter(modifier.affects, 'each'))} gets ${describeStatChange(modifier.str, modifier.hp)}`;
    case 'keyword':
      return `${capitalize(describeFilter(modifier.affects, 'each'))} has ${KEYWORD_NAMES[modifier.keyword]}`;
    case 'equipped': {
      const parts: string[] = [];
      if (modifier.str || modifier.hp) parts.push(`gets ${describeStatChange(modifier.str, modifier.hp)}`);
      if (modifier.keywords?.length)
        parts.push(`has ${modifier.keywords.map((k) => KEYWORD_NAMES[k]).join(' and ')}`);
      return `The equipped creature ${parts.join(' and ')}`;
    }
    case 'extraRunes':
      return `You may play ${plural(modifier.count, 'additional rune')} each turn`;
    case 'blockMultiple':
      return `This can block up to ${modifier.count} attacking creatures`;
  }
}

/** One printed ability as a sentence, with its final full stop. */
export function describeAbility(ability: Ability, options: DescribeOptions = {}): string {
  switch (ability.kind) {
    case 'triggered': {
      const cond = ability.condition ? `if ${describeCondition(ability.condition)}, ` : '';
      return `${describeTrigger(ability.trigger)}, ${cond}${uncapitalize(describeEffect(ability.effect, options))}.`;
    }
    case 'turn': {
      const cond = ability.condition ? `If ${describeCondition(ability.condition)}, ` : '';
      const body = describeEffect(ability.effect, options);
      return `Turn ability: ${cond}${cond ? uncapitalize(body) : body}.`;
    }
    case 'activated': {
      const tags = [
        ability.timing === 'subterfuge' ? 'Subterfuge' : '',
        ability.oncePerTurn ? 'once per turn' : '',
      ]
        .filter(Boolean)
        .join(', ');
      const prefix = tags ? `${capitalize(tags)} — ` : '';
      return `${prefix}${describeCost(ability.cost)}: ${describeEffect(ability.effect, options)}.`;
    }
    case 'magick':
      return `${describeCost(ability.cost)}: create ${ability.amount} ${describeMagickChoice(ability.oneOf)} magick.`;
    case 'static': {
      const cond = ability.condition ? `As long as ${describeCondition(ability.condition)}, ` : '';
      const body = describeStatic(ability.modifier);
      return `${cond}${cond ? uncapitalize(body) : body}.`;
    }
  }
}

/** A printed keyword: "Flight", "Equip (1 Formless)". */
export function describeKeyword(keyword: KeywordSpec): string {
  if (typeof keyword === 'string') return KEYWORD_NAMES[keyword];
  return `Equip (${uncapitalize(describeCost(keyword.cost))})`;
}

/** The type line: "God Creature: Abyssal", "Grimoire Subterfuge Spell", "Relic: Human Weapon". */
export function describeTypeLine(card: LoreCard): string {
  const head = [...card.supertypes.map(capitalize), capitalize(card.type)].join(' ');
  const tokenTag = card.token ? ' Token' : '';
  return card.subtypes.length ? `${head}${tokenTag}: ${card.subtypes.join(' ')}` : `${head}${tokenTag}`;
}

/**
 * The whole card as readable lines: name, type line, cost and mythos, stats, keywords, additional
 * costs, abilities and (for spells) the effect.
 *
 * @example
 * ```ts
 * describeCard(ravingProphet).join('\n');
 * // Raving Prophet
 * // Creature: Human
 * // Cost: 1 Sanguine
 * // 3 STR / 3 HP
 * // Madness
 * ```
 */
export function describeCard(card: LoreCard, options: DescribeOptions = {}): string[] {
  const lines = [card.name, describeTypeLine(card)];
  const header: string[] = [];
  if (card.cost) header.push(`Cost: ${describeMagick(card.cost)}`);
  if (card.mythosRequirement !== undefined) header.push(`Mythos requirement: ${card.mythosRequirement}`);
  if (card.seal !== undefined) header.push(`Seal: ${card.seal} mythos`);
  if (header.length) lines.push(header.join(' · '));
  if (card.str !== undefined && card.hp !== undefined) lines.push(`${card.str} STR / ${card.hp} HP`);
  else if (card.hp !== undefined) lines.push(`${card.hp} HP`);
  if (card.copyLimit !== undefined) lines.push(`A lexicon may hold ${card.copyLimit} copies of this card.`);
  if (card.keywords.length) lines.push(card.keywords.map(describeKeyword).join(', '));
  if (card.additionalCost) lines.push(`Additional cost: ${uncapitalize(describeCost(card.additionalCost))}.`);
  for (const ability of card.abilities) lines.push(describeAbility(ability, options));
  if (card.effect) lines.push(`${describeEffect(card.effect, options)}.`);
  return lines;
}
