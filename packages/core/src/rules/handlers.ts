/**
 * Typed handler references. A handler runs later (after the current task, or when a lasting effect
 * fires) with arguments stored in the state as JSON; a {@link HandlerRef} keeps its argument type, so
 * the code that schedules it and the code that runs it agree without casts.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { Json } from '../state/json';
import type { EffectState } from '../state/state';
import type { Handler } from './definition';

/** A named handler with typed arguments. List it in the spec's `handlers` with {@link handlerTable}. */
export interface HandlerRef<A> {
  readonly name: string;
  /** Runs the handler. */
  readonly run: (ctx: Ctx, args: A) => void;
  /** The handler as the kernel stores it (arguments as JSON). */
  readonly handler: Handler;
  /** Arguments as the state stores them. */
  store(args: A): Json;
  /** The arguments a lasting effect that runs this handler carries. */
  argsOf(effect: EffectState): A;
}

/**
 * Declares a handler with typed arguments.
 * @example
 * ```ts
 * const prevent = defineHandler<{ card: CardId; amount: number }>('prevent', (ctx, { card, amount }) => …);
 * defineGame({ …, handlers: handlerTable(prevent) });
 * ctx.later(prevent, { card, amount: 2 });
 * ```
 */
export function defineHandler<A>(name: string, run: (ctx: Ctx, args: A) => void): HandlerRef<A> {
  return Object.freeze({
    name,
    run,
    handler: (ctx: Ctx, args: Json) => run(ctx, args as unknown as A),
    store: (args: A) => args as unknown as Json,
    argsOf: (effect: EffectState) => (effect.args ?? null) as unknown as A,
  });
}

/** The `handlers` table of a spec from typed handler references. */
export function handlerTable(
  ...refs: readonly Pick<HandlerRef<unknown>, 'name' | 'handler'>[]
): Record<string, Handler> {
  const table: Record<string, Handler> = {};
  for (const ref of refs) table[ref.name] = ref.handler;
  return table;
}
