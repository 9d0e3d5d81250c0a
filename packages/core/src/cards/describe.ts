/**
 * The describer: English for the shared control flow, targets, amounts, conditions and abilities. A
 * game's words describe themselves (each `describe` beside its `run`); this joins them into a card's
 * text, which reads top to bottom in the order the steps resolve.
 * @module
 */
import { callFirst, type Erased, wordCall } from './erased';
import { capitalize, lowerFirst, times } from './phrases';
import type { Say } from './spec';
import { controlStep } from './steps';
import type {
  AbilityText,
  Amount,
  Condition,
  CorePlayerRef,
  Cost,
  Nouns,
  PlayerRef,
  Step,
  Steps,
  Target,
  Trigger,
} from './types';

/** The full describer of a language: the {@link Say} kit plus steps, triggers, costs and abilities. */
export interface Describer<N extends Nouns, V> extends Say<N> {
  /** One step as a clause: "you may draw 2 cards". */
  step(step: Step<N, V>): string;
  /** One step without its `may` and `if` flags: "draw 2 cards". */
  body(step: Step<N, V>): string;
  /** Steps in order: "deal 2 damage to a chosen character, then draw 1 card". */
  steps(steps: Steps<N, V>): string;
  /** "When this card attacks". */
  trigger(trigger: Trigger<N>): string;
  /** "Exhaust this card, pay 1 resource", or "Free". */
  cost(cost: Cost<N>): string;
  /** "Name — When this card is played: draw 1 card." */
  ability(ability: AbilityText<N, V>): string;
}

const THEY: Record<Exclude<CorePlayerRef, 'you'>, string> = {
  eachOpponent: 'each opponent',
  eachPlayer: 'each player',
  thatPlayer: 'that player',
};

/** Builds the describer of a language's words. */
export function describer<N extends Nouns, V>(words: Erased<N>): Describer<N, V> {
  const say: Describer<N, V> = {
    target(target: Target<N>): string {
      if (typeof target === 'string') {
        if (target === 'it') return 'that card';
        return words.refs[target]?.text ?? target;
      }
      if ('slot' in target) return `the ${target.slot}`;
      if ('each' in target) return `each ${words.filter.describe(target.each, 1)}`;
      const n = target.count ?? 1;
      const what = words.filter.describe(target.choose, n);
      if (target.by !== undefined) {
        // "a unit chosen by that player", "up to 2 units chosen by its owner".
        const count = target.upTo ? `up to ${n}` : n === 1 ? 'a' : String(n);
        return `${count} ${what} chosen by ${playerText(target.by)}`;
      }
      if (target.upTo) return `up to ${n} chosen ${what}`;
      return n === 1 ? `a chosen ${what}` : `${n} chosen ${what}`;
    },
    filter: (filter, count = 1) => words.filter.describe(filter, count),
    amount(amount: Amount<N>): string {
      if (typeof amount === 'number') return String(amount);
      if (amount === 'thatMany') return 'that many';
      const base =
        'cards' in amount
          ? typeof amount.cards === 'object' && 'each' in amount.cards
            ? `the number of ${words.filter.describe(amount.cards.each, 2)}`
            : `the number of cards in ${say.target(amount.cards)}`
          : callFirst(wordCall(words.counts[amount.count], amount.count, 'count').describe, amount, say);
      const scaled =
        amount.times !== undefined && amount.times !== 1 ? `${amount.times} times ${base}` : base;
      return amount.plus ? `${scaled} plus ${amount.plus}` : scaled;
    },
    condition(condition: Condition<N>): string {
      if (condition === 'youDid') return 'you do';
      if ('not' in condition) return `it is not true that ${say.condition(condition.not)}`;
      if ('all' in condition) return condition.all.map(say.condition).join(' and ');
      if ('any' in condition) return condition.any.map(say.condition).join(' or ');
      if ('compare' in condition) {
        const what = say.amount(condition.compare);
        const { atLeast, atMost } = condition;
        if (atLeast !== undefined && atMost !== undefined) return `${what} is ${atLeast} to ${atMost}`;
        return atLeast !== undefined ? `${what} is at least ${atLeast}` : `${what} is at most ${atMost}`;
      }
      const def = wordCall(words.conditions[condition.test], condition.test, 'condition');
      return callFirst(def.describe, condition, say);
    },
    players: (who, you, they) => (who === 'you' ? you : `${playerText(who)} ${they}`),
    until: (word) => wordCall(words.durations[word], word, 'duration').text,
    step(step: Step<N, V>): string {
      let text = body(step);
      if (step.may) text = `${step.may === true ? 'you' : playerText(step.may)} may ${text}`;
      if (step.if !== undefined && step.do !== 'if') {
        text = step.if === 'youDid' ? `if you do, ${text}` : `if ${say.condition(step.if)}, ${text}`;
      }
      return text;
    },
    body: (step) => body(step),
    steps: (steps) => steps.map(say.step).join(', then '),
    // Nested steps were checked as `Steps<N, V>` where the verb's parameters declared them.
    nested: (steps) => say.steps(steps as Steps<N, V>),
    trigger(trigger: Trigger<N>): string {
      const def = wordCall(words.triggers[trigger.on], trigger.on, 'trigger');
      return callFirst((p: never, _: undefined) => def.describe(p), trigger, undefined);
    },
    cost(cost: Cost<N>): string {
      const parts: string[] = [];
      for (const [part, def] of Object.entries(words.costs)) {
        const value: unknown = (cost as Record<string, unknown>)[part];
        if (value === undefined || value === false || value === 0 || !def) continue;
        parts.push(callFirst((v: never, _: undefined) => def.describe(v), value, undefined));
      }
      return parts.length > 0 ? capitalize(parts.join(', ')) : 'Free';
    },
    ability(ability: AbilityText<N, V>): string {
      switch (ability.kind) {
        case 'triggered': {
          const triggers = Array.isArray(ability.trigger) ? ability.trigger : [ability.trigger];
          const when = triggers.map((t, i) => (i === 0 ? say.trigger(t) : lowerFirst(say.trigger(t))));
          const first = ability.firstTimeEachTurn ? ' for the first time each turn' : '';
          // An intervening "if" gives one condition for both checks: it is written once.
          const ifs = [ability.condition, ability.resolveIf].filter(
            (c, i, all) => c !== undefined && (i === 0 || all[0] !== c),
          ) as Condition<N>[];
          const cond = ifs.length > 0 ? `, if ${ifs.map((c) => say.condition(c)).join(' and ')}` : '';
          const once = ability.oncePerTurn ? 'Once per turn. ' : '';
          return `${ability.name} — ${once}${when.join(' and ')}${first}${cond}: ${say.steps(ability.effects)}.`;
        }
        case 'activated': {
          const timing = ability.timing ?? Object.keys(words.timings)[0];
          const notes = [
            ability.oncePerTurn ? 'Once per turn.' : '',
            timing ? (words.timings[timing]?.text ?? '') : '',
            ability.condition ? `Only while ${say.condition(ability.condition)}.` : '',
          ].filter(Boolean);
          const prefix = notes.length > 0 ? `${notes.join(' ')} ` : '';
          return `${ability.name} — ${prefix}${say.cost(ability.cost)}: ${say.steps(ability.effects)}.`;
        }
        case 'static': {
          const mod = ability.modifier;
          const text = callFirst(wordCall(words.statics[mod.mod], mod.mod, 'static').describe, mod, say);
          return ability.condition
            ? `${ability.name} — While ${say.condition(ability.condition)}, ${lowerFirst(text)}.`
            : `${ability.name} — ${capitalize(text)}.`;
        }
        case 'replacement': {
          const r = ability.replacement;
          const text = callFirst(
            wordCall(words.replacements[r.replace], r.replace, 'replacement').describe,
            r,
            say,
          );
          return ability.condition
            ? `${ability.name} — While ${say.condition(ability.condition)}, ${lowerFirst(text)}.`
            : `${ability.name} — ${capitalize(text)}.`;
        }
      }
    },
  };

  function playerText(who: PlayerRef<N>): string {
    if (who === 'you') return 'you';
    if (who === 'eachOpponent') return THEY.eachOpponent;
    if (who === 'eachPlayer') return THEY.eachPlayer;
    if (who === 'thatPlayer') return THEY.thatPlayer;
    return wordCall(words.players[who], who, 'player reference').text;
  }

  function body(any: Step<N, V>): string {
    const step = controlStep(any);
    if (step === undefined) {
      const verb = wordCall(words.verbs[any.do], any.do, 'verb');
      return callFirst(verb.describe, any, say);
    }
    switch (step.do) {
      case 'if': {
        const then = `if ${say.condition(step.if)}, ${say.steps(step.steps)}`;
        return step.otherwise ? `${then}; otherwise, ${say.steps(step.otherwise)}` : then;
      }
      case 'chooseOne':
        return `choose one: ${step.options.map(say.steps).join('; or ')}`;
      case 'forEach': {
        const each =
          'players' in step.each
            ? playerText(step.each.players)
            : say.target(step.each.cards).replace(/^each /, '');
        // "for each opponent", "for each unit", "for its owner".
        const what =
          'players' in step.each && !each.startsWith('each ') ? each : `each ${each.replace(/^each /, '')}`;
        return `for ${what}, ${say.steps(step.steps)}`;
      }
      case 'repeat':
        return typeof step.times === 'number'
          ? `${times(step.times)}: ${say.steps(step.steps)}`
          : `${say.amount(step.times)} times: ${say.steps(step.steps)}`;
    }
  }

  return say;
}
