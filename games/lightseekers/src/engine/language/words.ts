/**
 * How Lightseekers nouns read: heroes ("your target", "the recipient's"), amounts ("X+1", "1 for each
 * buff you have in play"), card filters ("Fire Attack card"), buff selectors and passive modifiers.
 * The verbs and nouns of the language build their clauses from these.
 * @module
 */
import { capitalize, count } from '@cardloom/core/cards';
import type {
  Amount,
  BuffSelector,
  CardFilter,
  DamageFrom,
  Effect,
  EffectKind,
  Immunity,
  Modifier,
  Who,
} from '../../cards/vocabulary-effects.js';

/** A hero as the object of a clause. */
export const WHO: Record<Who, string> = {
  self: 'you',
  recipient: 'the recipient',
  target: 'your target',
  enemy: 'your enemy',
  actor: 'that hero',
  eachOther: 'each other hero',
};

/** A hero's, as a possessive: "your", "the recipient's". */
export const POSSESSIVE = Object.fromEntries(
  Object.entries(WHO).map(([who, text]) => [who, who === 'self' ? 'your' : `${text}'s`]),
) as Record<Who, string>;

/** Category names as printed. */
export const CATEGORY_NAME = {
  attack: 'Attack',
  defend: 'Defend',
  buff: 'Buff',
  item: 'Item',
  combo: 'combo',
} as const;

/** The fields that name a verb's subject. */
type SubjectField = 'to' | 'who' | 'from';

/**
 * The verbs whose subject is a hero: the field that names it, and who it is when the field is left out
 * (harmful effects go to the recipient, helpful ones to the controller).
 */
const SUBJECTS: { readonly [K in EffectKind]?: readonly [field: SubjectField, fallback: Who] } = {
  damage: ['to', 'recipient'],
  lasting: ['to', 'recipient'],
  discard: ['who', 'recipient'],
  discardTop: ['who', 'recipient'],
  remove: ['from', 'recipient'],
  return: ['from', 'recipient'],
  heal: ['to', 'self'],
  draw: ['who', 'self'],
  tuck: ['who', 'self'],
};

/**
 * Who an effect applies to: its `to`/`who`/`from` field, or the default — harmful effects (damage,
 * discard, remove, return, lasting) go to the recipient, helpful ones (heal, draw, tuck) to the
 * controller. Effects with no subject (rotate, store, cancel, control steps…) return `self`.
 */
export function subjectOf(effect: Effect): Who {
  const subject = SUBJECTS[effect.do];
  if (!subject) return 'self';
  return (effect as { readonly [F in SubjectField]?: Who })[subject[0]] ?? subject[1];
}

/** The effect with its subject (see {@link subjectOf}) named `who`; an effect without one is unchanged. */
export function withSubject(effect: Effect, who: Who): Effect {
  const subject = SUBJECTS[effect.do];
  return subject ? ({ ...effect, [subject[0]]: who } as Effect) : effect;
}

/** "you have" / "the recipient has". */
export const has = (who: Who) => `${WHO[who]} ${who === 'self' ? 'have' : 'has'}`;

/** "the recipient draws" versus "draw": a verb phrase with its subject, imperative for `you`. */
export function act(who: Who, verb: string, thirdPerson = `${verb}s`): string {
  return who === 'self' ? verb : `${WHO[who]} ${thirdPerson}`;
}

/** The words for an amount: a count ("3", "X+1") and what it scales with (" for each buff…"). */
export function amountWords(amount: Amount): { n: string; per: string } {
  if (typeof amount === 'number') return { n: String(amount), per: '' };
  if (amount === 'thatMany') return { n: 'that many', per: '' };
  if (!('count' in amount)) return { n: 'the number of those cards', per: '' };
  if (amount.count === 'x')
    return { n: `${amount.times === -1 ? '-' : ''}X${amount.plus ? `+${amount.plus}` : ''}`, per: '' };
  const owner = amount.of ?? 'self';
  const thing = { buffs: `buff ${has(owner)} in play`, items: `item ${has(owner)} equipped` }[amount.count];
  return { n: String(amount.times ?? 1), per: ` for each ${thing}` };
}

/** "Fire card", "Attack card", "Unaligned Defend card" (with `noun` for "card"). */
export function describeFilter(filter: CardFilter | undefined, noun = 'card'): string {
  if (!filter) return noun;
  const words = [
    filter.unaligned ? 'Unaligned' : '',
    filter.affinity ?? '',
    filter.category ? CATEGORY_NAME[filter.category] : '',
  ].filter(Boolean);
  return [...words, noun].join(' ');
}

/** "1 Fire card", "2 cards". */
export function cards(n: number | string, filter?: CardFilter, noun = 'card'): string {
  const text = describeFilter(filter, noun);
  return n === 1 ? `1 ${text}` : `${n} ${text}s`;
}

/** "this buff", "one of the recipient's buffs of your choice", "all of your buffs". */
export function selector(buffs: BuffSelector): string {
  switch (buffs.pick) {
    case 'chosen':
      return `${buffs.count === 1 ? 'one' : buffs.count} of ${POSSESSIVE[buffs.of]} buffs of your choice`;
    case 'all':
      return `all of ${POSSESSIVE[buffs.of]} buffs`;
    case 'rightOfThis':
      return 'each of your buffs to the right of this one';
  }
}

function immunity(against: Immunity): string {
  if (typeof against === 'object') return `${against.affinity} cards`;
  return { attacks: 'Attacks', damage: 'damage', discard: 'Discard effects', remove: 'Remove effects' }[
    against
  ];
}

/** "2 more cards", "1 fewer action": a change of a number of things. */
function moreOrFewer(delta: number, noun: string): string {
  return `${Math.abs(delta)} ${delta > 0 ? 'more' : 'fewer'} ${Math.abs(delta) === 1 ? noun : `${noun}s`}`;
}

/** The damage a damage-taken change is limited to, as words (L72). */
const DAMAGE_FROM: { readonly [F in DamageFrom]: string } = {
  attacks: 'each Attack',
  notAttacks: 'each source that is not an Attack',
};

/** One passive modifier as a sentence: "Your Fire cards deal 1 more damage." */
export function describeModifier(modifier: Modifier): string {
  const who = modifier.to ?? 'self';
  const are = who === 'self' ? 'are' : 'is';
  const have = who === 'self' ? 'have' : 'has';
  // The power of the modifiers that change an amount (2.6).
  const { n, per } = 'amount' in modifier ? amountWords(modifier.amount) : { n: '', per: '' };
  switch (modifier.kind) {
    case 'damageDealt':
      return `${capitalize(POSSESSIVE[who])} ${describeFilter(modifier.filter)}s deal ${n} more damage${per}.`;
    case 'damageTaken': {
      const less = n.startsWith('-');
      const sources = modifier.from ? DAMAGE_FROM[modifier.from] : 'each source';
      return `${capitalize(WHO[who])} ${who === 'self' ? 'take' : 'takes'} ${less ? n.slice(1) : n} ${less ? 'less' : 'more'} damage from ${sources}${per}.`;
    }
    case 'healingDone':
      return `${capitalize(POSSESSIVE[who])} cards heal ${n} more${per}.`;
    case 'comboCost':
      return `${capitalize(POSSESSIVE[who])} combos cost ${moreOrFewer(modifier.delta, 'card')}.`;
    case 'actions':
      return `${capitalize(WHO[who])} ${have} ${moreOrFewer(modifier.delta, 'action')} each turn.`;
    case 'actionLimit':
      return `${capitalize(WHO[who])} can take at most ${count(modifier.max, 'action')} per turn.`;
    case 'immune':
      return `${capitalize(WHO[who])} ${are} Immune to ${immunity(modifier.against)}.`;
    case 'itemsDormant':
      return `${capitalize(POSSESSIVE[who])} items are Dormant.`;
    case 'cannotDraw':
      return `${capitalize(WHO[who])} can't Draw cards.`;
    case 'cannotAttack':
      return `${capitalize(WHO[who])} can't Attack.`;
  }
}
