/**
 * Readable card text generated from the encoding. The printed wording of real cards is never stored;
 * what a card says is derived from what it does.
 * @module
 */
import type { Card, Corner, Corners } from './vocabulary-cards.js';
import {
  type Ability,
  type Amount,
  type BuffSelector,
  type CardFilter,
  type Condition,
  type Effect,
  type Immunity,
  type Modifier,
  subjectOf,
  type Trigger,
  type TriggerEvent,
  type Who,
} from './vocabulary-effects.js';
import type { Affinity } from './vocabulary-elements.js';

const WHO: Record<Who, string> = {
  self: 'you',
  recipient: 'the recipient',
  target: 'your target',
  enemy: 'your enemy',
  actor: 'that hero',
  chosenOther: 'another hero of your choice',
  eachOther: 'each other hero',
  each: 'each hero',
};

const POSSESSIVE: Record<Who, string> = {
  self: 'your',
  recipient: "the recipient's",
  target: "your target's",
  enemy: "your enemy's",
  actor: "that hero's",
  chosenOther: "another chosen hero's",
  eachOther: "each other hero's",
  each: "each hero's",
};

const CATEGORY_NAME = { attack: 'Attack', defend: 'Defend', buff: 'Buff', item: 'Item', combo: 'combo' };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number | string, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "the recipient draws" versus "draw": a verb phrase with its subject, imperative for `you`. */
function act(who: Who, verb: string, thirdPerson = `${verb}s`): string {
  return who === 'self' ? verb : `${WHO[who]} ${thirdPerson}`;
}

/** The words for an amount: a count ("3", "X+1") and what it scales with. */
function amountWords(amount: Amount): { n: string; per: string } {
  if (typeof amount === 'number') return { n: String(amount), per: '' };
  if ('x' in amount)
    return { n: `${amount.negate ? '-' : ''}X${amount.plus ? `+${amount.plus}` : ''}`, per: '' };
  const owner = amount.of ?? 'self';
  const thing = {
    buffs: `buff ${owner === 'self' ? 'you have' : `${WHO[owner]} has`} in play`,
    items: `item ${owner === 'self' ? 'you have' : `${WHO[owner]} has`} equipped`,
    handCards: `card in ${POSSESSIVE[owner]} hand`,
    stored: 'card stored under this buff',
  }[amount.count];
  return { n: String(amount.times ?? 1), per: ` for each ${thing}` };
}

/** "Fire", "Attack", "Unaligned Defend" cards. */
export function describeFilter(filter: CardFilter | undefined, noun = 'card'): string {
  if (!filter) return noun;
  const words = [
    filter.unaligned ? 'Unaligned' : '',
    filter.affinity ?? '',
    filter.category ? CATEGORY_NAME[filter.category] : '',
  ].filter(Boolean);
  return [...words, noun].join(' ');
}

function cards(count: number | string, filter?: CardFilter, noun = 'card'): string {
  const text = describeFilter(filter, noun);
  return count === 1 ? `1 ${text}` : `${count} ${text}s`;
}

function selector(buffs: BuffSelector): string {
  switch (buffs.pick) {
    case 'this':
      return 'this buff';
    case 'chosen':
      return `${buffs.count === 1 ? 'one' : buffs.count} of ${POSSESSIVE[buffs.of]} buffs of your choice`;
    case 'all':
      return `all of ${POSSESSIVE[buffs.of]} buffs`;
    case 'rightOfThis':
      return 'each of your buffs to the right of this one';
  }
}

/** A condition as an English clause ("your health is 10 or less"). */
export function describeCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'healthAtMost':
      return `${POSSESSIVE[condition.who]} health is ${condition.amount} or less`;
    case 'buffsAtLeast':
      return `${WHO[condition.who]} ${condition.who === 'self' ? 'have' : 'has'} ${condition.count} or more buffs in play`;
    case 'handAtLeast':
      return `${WHO[condition.who]} ${condition.who === 'self' ? 'have' : 'has'} ${condition.count} or more cards in hand`;
    case 'itemsAtLeast':
      return `${WHO[condition.who]} ${condition.who === 'self' ? 'have' : 'has'} ${condition.count} or more items equipped`;
    case 'hasAccess':
      return `you have ${condition.grade === 'superior' ? 'superior ' : ''}${condition.affinity} access`;
    case 'sinceYourLastTurn':
      return `you were ${condition.event === 'attacked' ? 'Attacked' : 'dealt damage'} Since Your Last Turn`;
    case 'not':
      return `it is not the case that ${describeCondition(condition.condition)}`;
  }
}

/**
 * One effect as a sentence. `directed` says whether the effect belongs to an Attack (card or Ability)
 * with a chosen recipient; elsewhere the recipient is the controller (2.5.2, 2.5.3).
 */
export function describeEffect(effect: Effect, directed = true): string {
  const subject = subjectOf(effect);
  const who: Who = subject === 'recipient' && !directed ? 'self' : subject;
  const each = (effects: readonly Effect[]) => effects.map((e) => describeEffect(e, directed)).join(' ');
  switch (effect.kind) {
    case 'damage': {
      const { n, per } = amountWords(effect.amount);
      return `Deal ${n} damage to ${WHO[who]}${per}.`;
    }
    case 'heal': {
      const { n, per } = amountWords(effect.amount);
      return `${capitalize(act(who, 'heal'))} ${n}${per}.`;
    }
    case 'draw': {
      const { n, per } = amountWords(effect.count);
      return `${capitalize(act(who, 'Draw'))} ${n === '1' ? 'a card' : `${n} cards`}${per}.`;
    }
    case 'discard':
      return `${capitalize(act(who, 'Discard'))} ${cards(effect.count, effect.filter)} from hand.`;
    case 'discardTop':
      return `Discard the top ${effect.count === 1 ? 'card' : `${effect.count} cards`} of ${POSSESSIVE[who]} deck.`;
    case 'remove':
      return `Remove ${effect.count === 'all' ? 'all' : effect.count === 1 ? 'one' : effect.count} of ${POSSESSIVE[who]} ${describeFilter(effect.filter, 'buff')}s.`;
    case 'return':
      return `Return ${effect.count === 1 ? 'one' : effect.count} of ${POSSESSIVE[who]} buffs to its owner's hand.`;
    case 'rotate': {
      const steps = effect.steps ?? 1;
      return `Rotate ${selector(effect.buffs)} ${effect.direction === 'forward' ? 'forwards' : 'backwards'}${steps === 1 ? '' : ` ${steps} times`}.`;
    }
    case 'echo':
      return `Trigger the current effects of ${selector(effect.buffs)}.`;
    case 'restart':
      return `Restart ${selector(effect.buffs)}.`;
    case 'recover':
      return `Move ${cards(effect.count, effect.filter)} from your discard pile to your ${effect.to}${effect.to === 'deck' ? ' and shuffle it' : ''}.`;
    case 'tuck':
      return `${capitalize(act(who, 'move', 'moves'))} ${cards(effect.count, effect.filter)} from hand back to the deck, then shuffle it.`;
    case 'search':
      return `Look through your deck for ${cards(1, effect.filter)}, put it in your hand, then shuffle.`;
    case 'moveIntoPlay':
      return `Move a Valid ${describeFilter(effect.filter, 'buff')} from your ${effect.from === 'hand' ? 'hand' : 'discard pile'} into play.`;
    case 'swap':
      return `Swap one of your buffs with a buff from your ${effect.with === 'hand' ? 'hand' : 'discard pile'}.`;
    case 'store':
      return `Store ${effect.from === 'deckTop' ? `the top ${plural(effect.count, 'card')} of your deck` : cards(effect.count)} ${effect.from === 'hand' ? 'from your hand ' : ''}under this buff.`;
    case 'releaseStored':
      return 'Put all cards stored under this buff into your hand.';
    case 'extraActions':
      return `Gain ${plural(effect.count, 'extra action')} this turn.`;
    case 'cancel':
      return 'Cancel that card.';
    case 'lasting': {
      const until = {
        endOfTurn: 'until the end of this turn',
        startOfYourNextTurn: 'until the start of your next turn',
        endOfTheirNextTurn: 'until the end of their next turn',
      }[effect.until];
      const mods = effect.modifiers.map((m) => describeModifier({ ...m, to: who }).replace(/\.$/, ''));
      return `${mods.join('; ')} ${until}.`;
    }
    case 'if': {
      const then = each(effect.then);
      const otherwise = effect.else ? ` Otherwise: ${each(effect.else)}` : '';
      return `If ${describeCondition(effect.condition)}: ${then}${otherwise}`;
    }
  }
}

function immunity(against: Immunity): string {
  if (typeof against === 'object') return `${against.affinity} cards`;
  return { attacks: 'Attacks', damage: 'damage', discard: 'Discard effects', remove: 'Remove effects' }[
    against
  ];
}

/** One passive modifier as a sentence. */
export function describeModifier(modifier: Modifier): string {
  const who = modifier.to ?? 'self';
  const are = who === 'self' ? 'are' : 'is';
  const have = who === 'self' ? 'have' : 'has';
  switch (modifier.kind) {
    case 'damageDealt': {
      const { n, per } = amountWords(modifier.amount);
      return `${capitalize(POSSESSIVE[who])} ${describeFilter(modifier.filter)}s deal ${n} more damage${per}.`;
    }
    case 'damageTaken': {
      const { n, per } = amountWords(modifier.amount);
      const less = n.startsWith('-');
      return `${capitalize(WHO[who])} ${who === 'self' ? 'take' : 'takes'} ${less ? n.slice(1) : n} ${less ? 'less' : 'more'} damage from each source${per}.`;
    }
    case 'healingDone': {
      const { n, per } = amountWords(modifier.amount);
      return `${capitalize(POSSESSIVE[who])} cards heal ${n} more${per}.`;
    }
    case 'comboCost':
      return `${capitalize(POSSESSIVE[who])} combos cost ${Math.abs(modifier.delta)} ${modifier.delta > 0 ? 'more' : 'fewer'} card${Math.abs(modifier.delta) === 1 ? '' : 's'}.`;
    case 'actions':
      return `${capitalize(WHO[who])} ${have} ${Math.abs(modifier.delta)} ${modifier.delta > 0 ? 'more' : 'fewer'} action${Math.abs(modifier.delta) === 1 ? '' : 's'} each turn.`;
    case 'actionLimit':
      return `${capitalize(WHO[who])} can take at most ${plural(modifier.max, 'action')} per turn.`;
    case 'immune':
      return `${capitalize(WHO[who])} ${are} Immune to ${immunity(modifier.against)}.`;
    case 'itemsDormant':
      return `${capitalize(POSSESSIVE[who])} items are Dormant.`;
    case 'cannotDraw':
      return `${capitalize(WHO[who])} can't Draw cards.`;
    case 'cannotAttack':
      return `${capitalize(WHO[who])} can't Attack.`;
    case 'grant':
      return `${capitalize(WHO[who])} ${have} ${modifier.stat.grade} ${modifier.stat.element}.`;
  }
}

/** Each act as said of "you" and of another hero. */
const ACT_VERB = {
  attack: ['Attack', 'Attacks'],
  defend: ['Defend', 'Defends'],
  buff: ['play a Buff', 'plays a Buff'],
  equip: ['Equip an item', 'Equips an item'],
  play: ['Play a card', 'Plays a card'],
  combo: ['play a combo', 'plays a combo'],
  ability: ['use an Ability', 'uses an Ability'],
} as const;

function event(when: TriggerEvent): string {
  switch (when.on) {
    case 'startOfTurn':
      return 'At the start of your turn';
    case 'eachTurn':
      return 'In each of your buff phases';
    case 'endOfTurn':
      return 'At the end of your turn';
    case 'expire':
      return 'When this Expires';
    case 'leavePlay':
      return 'When this leaves play';
    case 'act': {
      const subject = { self: 'you', other: 'another hero', any: 'any hero' }[when.by];
      const verb = ACT_VERB[when.act][when.by === 'self' ? 0 : 1];
      const against = when.against ? (when.against === 'self' ? ' you' : ' another hero') : '';
      const element = when.affinity ? ` with a ${when.affinity} card` : '';
      const time = when.timing === 'after' ? 'After' : 'When';
      return `${time} ${subject} ${verb}${against}${element}`;
    }
  }
}

/** A trigger as a sentence. */
export function describeTrigger(trigger: Trigger): string {
  const head = trigger.next
    ? `Next: ${event(trigger.when).replace(/^When/, 'the next time')}`
    : event(trigger.when);
  return `${head}: ${trigger.effects.map((e) => describeEffect(e, false)).join(' ')}`;
}

/** An Ability as a sentence. */
export function describeAbility(ability: Ability): string {
  const kind = ability.category ? `${CATEGORY_NAME[ability.category]} Ability` : 'Ability';
  const text = (effects: readonly Effect[]) =>
    effects.map((e) => describeEffect(e, ability.category === 'attack')).join(' ');
  const multi = ability.multiplayer ? ` Multiplayer: ${text(ability.multiplayer)}` : '';
  return `${kind} — ${ability.name}: ${text(ability.effects)}${multi}`;
}

function corner(c: Corner | null): string {
  if (!c) return 'empty';
  const mark = `${c.symbol}${c.crossed ? ' ✕' : ''}${c.value === undefined ? '' : ` ${c.value}`}`;
  return c.effects
    ? `${mark} (${c.effects
        .map((e) => describeEffect(e, false))
        .join(' ')
        .replace(/\.$/, '')})`
    : mark;
}

/** The corners line of a rotating buff. */
export function describeCorners(corners: Corners | undefined): string {
  if (!corners) return 'Permanent.';
  return `Corners: ${corners.map((c, i) => `${i + 1} ${corner(c)}`).join(', ')}.`;
}

function requirement(affinities: readonly Affinity[]): string {
  return affinities.length === 0 ? 'Unaligned' : affinities.join(' + ');
}

/** Every line of a card's text, generated from its encoding. */
export function describeCardLines(card: Card): string[] {
  const lines: string[] = [];
  if (card.kind === 'hero') {
    const stats = card.stats.map((s) => (s.grade === 'superior' ? `${s.element} (superior)` : s.element));
    lines.push(`Hero — health ${card.health}; ${stats.join(', ')}.`);
    if (card.deck?.combos !== undefined) lines.push(`Deck: ${plural(card.deck.combos, 'combo')}.`);
    if (card.deck?.actions !== undefined) lines.push(`Deck: ${plural(card.deck.actions, 'action card')}.`);
    lines.push(`Trait — ${card.trait.name}.`);
    for (const m of card.trait.lingering ?? []) lines.push(describeModifier(m));
    for (const t of card.trait.triggers ?? []) lines.push(describeTrigger(t));
    if (card.trait.ability) lines.push(describeAbility(card.trait.ability));
    return lines;
  }
  const category = CATEGORY_NAME[card.category];
  if (card.kind === 'combo') lines.push(`Combo ${category} — cost ${card.cost.join(', ')}.`);
  else if (card.category === 'item') {
    const grant = card.grants ? `; grants ${card.grants.grade} ${card.grants.element}` : '';
    lines.push(`Item — ${plural(card.points, 'equip point')}${grant}.`);
  } else lines.push(`${category} — ${requirement(card.requires)}.`);
  if (card.burn) lines.push('Burn.');
  const directed = card.category === 'attack';
  const text = (effects: readonly Effect[]) => effects.map((e) => describeEffect(e, directed));
  if (card.category === 'attack' || card.category === 'defend') {
    lines.push(...text(card.effects));
    if (card.multiplayer) lines.push(`Multiplayer: ${text(card.multiplayer).join(' ')}`);
  }
  if (card.category === 'buff') {
    if (card.unique) lines.push('Unique.');
    lines.push(describeCorners(card.corners));
    if (card.rotatesIf) lines.push(`Rotates only if ${describeCondition(card.rotatesIf)}.`);
    lines.push(...text(card.instant ?? []));
    if (card.multiplayer) lines.push(`Multiplayer: ${text(card.multiplayer).join(' ')}`);
  }
  if (card.category === 'buff' || card.category === 'item') {
    lines.push(...(card.lingering ?? []).map(describeModifier));
    lines.push(...(card.triggers ?? []).map(describeTrigger));
    lines.push(...(card.abilities ?? []).map(describeAbility));
  }
  for (const t of card.fromDiscard ?? [])
    lines.push(`While on top of your discard pile — ${describeTrigger(t)}`);
  return lines;
}

/** A card's full text: its name, then its generated lines. */
export function describeCard(card: Card): string {
  return [card.name, ...describeCardLines(card)].join('\n');
}
