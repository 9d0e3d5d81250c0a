/**
 * Small constructors that keep card files short and close to the printed card. Each returns plain
 * card-language data; nothing here runs rules.
 * @module
 */
import type { Corner } from './vocabulary-cards.js';
import type {
  Amount,
  BuffSelector,
  CardFilter,
  Condition,
  Duration,
  Effect,
  Modifier,
  Trigger,
  TriggerEvent,
  Who,
} from './vocabulary-effects.js';
import type { Element, Grade } from './vocabulary-elements.js';

/** The buff's current corner value X (2.6), optionally plus a constant. */
export const X = (plus?: number): Amount => (plus === undefined ? { count: 'x' } : { count: 'x', plus });

/** Minus the buff's current corner value, for reductions ("take X less damage"). */
export const minusX = (): Amount => ({ count: 'x', times: -1 });

/** Deal damage (to the recipient unless `to` says otherwise). */
export const damage = (amount: Amount, to?: Who): Effect =>
  to === undefined ? { do: 'damage', amount } : { do: 'damage', amount, to };
/** Heal (the controller unless `to` says otherwise). */
export const heal = (amount: Amount, to?: Who): Effect =>
  to === undefined ? { do: 'heal', amount } : { do: 'heal', amount, to };
/** Draw cards (the controller unless `who` says otherwise). */
export const draw = (count: Amount, who?: Who): Effect =>
  who === undefined ? { do: 'draw', count } : { do: 'draw', count, who };
/** Discard cards from hand (the recipient unless `who` says otherwise). */
export const discard = (count: number, who?: Who, filter?: CardFilter): Effect => ({
  do: 'discard',
  count,
  ...(who === undefined ? {} : { who }),
  ...(filter === undefined ? {} : { filter }),
});
/** Remove buffs of `from` (the recipient by default). */
export const remove = (count: number | 'all', from?: Who, filter?: CardFilter): Effect => ({
  do: 'remove',
  count,
  ...(from === undefined ? {} : { from }),
  ...(filter === undefined ? {} : { filter }),
});
/** Rotate buffs. */
export const rotate = (direction: 'forward' | 'backward', buffs: BuffSelector, steps = 1): Effect =>
  steps === 1 ? { do: 'rotate', direction, buffs } : { do: 'rotate', direction, buffs, steps };
/** Conditional effects: `{ do: 'if', if: condition, steps: then, otherwise }`. */
export const when = (condition: Condition, then: readonly Effect[], otherwise?: readonly Effect[]): Effect =>
  otherwise === undefined
    ? { do: 'if', if: condition, steps: then }
    : { do: 'if', if: condition, steps: then, otherwise };
/** Modifiers that last for a while on a hero (the recipient by default). */
export const lasting = (until: Duration, modifiers: readonly Modifier[], to?: Who): Effect =>
  to === undefined ? { do: 'lasting', modifiers, until } : { do: 'lasting', modifiers, until, to };

/** A trigger. */
export const on = (when: TriggerEvent, effects: readonly Effect[], next?: true): Trigger =>
  next ? { when, effects, next } : { when, effects };
/** "When you are Attacked": another hero's Attack against the controller, before it resolves. */
export const whenAttacked: TriggerEvent = { on: 'act', act: 'attack', by: 'other', against: 'self' };

/** An orb corner (rotates automatically, 4.2.2). */
export const orb = (value?: number, effects?: readonly Effect[]): Corner => ({
  symbol: 'orb',
  ...(value === undefined ? {} : { value }),
  ...(effects === undefined ? {} : { effects }),
});
/** A clunky corner (rotates only when its effect triggers, 2.5.3). */
export const clunky = (value?: number, effects?: readonly Effect[]): Corner => ({
  symbol: 'clunky',
  ...(value === undefined ? {} : { value }),
  ...(effects === undefined ? {} : { effects }),
});
/** A crossed corner: the buff does nothing while it is top-left (2.5.3). */
export const crossed = (symbol: 'orb' | 'clunky' = 'orb'): Corner => ({ symbol, crossed: true });

/** An Element at a grade. */
export const stat = (element: Element, grade: Grade = 'basic') => ({ element, grade }) as const;
