/**
 * The activated-ability runner: which activated abilities a player may use now and paying for one. It
 * covers a card's printed abilities, abilities other cards give it (`granted`), abilities its keywords
 * stand for (`keywords`, e.g. Lorcana's Boost), a “while” condition on using an ability, use for free
 * when an effect allows it (only the cost's `free` remainder is paid), the timing and the
 * once-per-turn limit.
 * @module
 */
import type { CardId, CostPart, Ctx, PlayerId } from '../index';
import type { Source } from './env';
import type { Erased } from './erased';
import type { AbilityText, ActivatedAbilityText, Condition, Cost, Nouns } from './types';

/**
 * An activated ability of a card that may be activated now. `index` numbers the card's printed
 * abilities (0…), its keyword abilities (-1, -2…), or, with `grantedBy`, the abilities that card gives.
 */
export interface Activation {
  readonly card: CardId;
  readonly index: number;
  /** Used for free: only what the game's free-use hook keeps of the cost is paid. */
  readonly free?: boolean;
  /** The card whose ability gives `card` this one. */
  readonly grantedBy?: CardId;
}

/** A card has no activated ability at that index. */
export class NoSuchAbilityError extends Error {
  constructor(
    readonly card: CardId,
    readonly index: number,
  ) {
    super(`cards: card ${card} has no activated ability ${index}`);
    this.name = 'NoSuchAbilityError';
  }
}

/** What the runner needs from its language. */
export interface ActivationRunner<N extends Nouns> {
  readonly words: Erased<N>;
  /** The kernel parts of a cost. */
  readonly costs: (cost: Cost<N>) => CostPart[];
  /** Whether a condition holds for a source. */
  readonly holds: (ctx: Ctx, condition: Condition<N>, source: Source) => boolean;
}

/** An ability as the hooks give it: the game's verbs, which the runner never reads (see `Erased`). */
type Text<N extends Nouns> = ActivatedAbilityText<N, any>;

/** The ability an activation names now, if the card still has it. */
function abilityOf<N extends Nouns>(
  words: Erased<N>,
  ctx: Ctx,
  { card, index, grantedBy }: Activation,
): Text<N> | undefined {
  const hooks = words.activation;
  if (!hooks) return undefined;
  if (grantedBy !== undefined)
    return hooks.granted?.(ctx, card).find((g) => g.source === grantedBy && g.index === index)?.ability;
  if (index < 0) return hooks.keywords?.(ctx, card)[-1 - index];
  const ability: AbilityText<N, any> | undefined = hooks.abilitiesOf(ctx, card)[index];
  return ability?.kind === 'activated' ? ability : undefined;
}

/** The cost paid for an ability: all of it, or what the free-use hook keeps. */
function costOf<N extends Nouns>(words: Erased<N>, ability: Text<N>, free: boolean | undefined): Cost<N> {
  const hook = words.activation?.free;
  return free && hook ? hook.cost(ability.cost) : ability.cost;
}

/** The language's first timing (the default), found once per language: this runs on every listing. */
const firstTimings = new WeakMap<object, string>();
function firstTiming<N extends Nouns>(words: Erased<N>): string {
  let first = firstTimings.get(words);
  if (first === undefined) {
    // '' names no timing, as the missing first key did.
    first = Object.keys(words.timings)[0] ?? '';
    firstTimings.set(words, first);
  }
  return first;
}

/** Whether `player` may use the ability now (for free or not). */
function usable<N extends Nouns>(
  runner: ActivationRunner<N>,
  ctx: Ctx,
  player: PlayerId,
  activation: Activation,
  ability: Text<N>,
): boolean {
  const { words } = runner;
  const hooks = words.activation;
  if (!hooks) return false;
  const { card } = activation;
  const timing = words.timings[ability.timing ?? firstTiming(words)];
  if (timing && !timing.allows(ctx, player)) return false;
  if (ability.oncePerTurn && ctx.countThisTurn(hooks.onceKey(ctx, card, activation.index, activation.grantedBy)) > 0)
    return false;
  if (hooks.useful && !hooks.useful(ctx, ability)) return false;
  if (ability.condition && !runner.holds(ctx, ability.condition, { controller: player, card })) return false;
  return ctx.canPay(runner.costs(costOf(words, ability, activation.free)), player, card);
}

/** Offers the ability, then its use for free where an effect allows it. */
function offer<N extends Nouns>(
  runner: ActivationRunner<N>,
  ctx: Ctx,
  player: PlayerId,
  activation: Activation,
  ability: Text<N>,
  out: (activation: Activation) => void,
): void {
  if (usable(runner, ctx, player, activation, ability)) out(activation);
  const free = runner.words.activation?.free;
  if (!free?.allows(ctx, activation.card, ability)) return;
  const freely: Activation = { ...activation, free: true };
  if (usable(runner, ctx, player, freely, ability)) out(freely);
}

/**
 * The activated abilities of `cards` that `player` may use now: per card, its printed abilities (each
 * then for free, where allowed), the abilities other cards give it, then its keyword abilities.
 */
export function activationsOf<N extends Nouns>(
  runner: ActivationRunner<N>,
  ctx: Ctx,
  player: PlayerId,
  cards: Iterable<CardId>,
  out: (activation: Activation) => void,
): void {
  const { words } = runner;
  const hooks = words.activation;
  if (!hooks) return;
  for (const card of cards) {
    if (words.active && !words.active(ctx, card)) continue;
    const abilities: readonly AbilityText<N, any>[] = hooks.abilitiesOf(ctx, card);
    for (let index = 0; index < abilities.length; index++) {
      const ability = abilities[index];
      if (ability.kind === 'activated') offer(runner, ctx, player, { card, index }, ability, out);
    }
    if (hooks.granted)
      for (const g of hooks.granted(ctx, card))
        offer(runner, ctx, player, { card, index: g.index, grantedBy: g.source }, g.ability, out);
    if (hooks.keywords) {
      const keywords = hooks.keywords(ctx, card);
      for (let k = 0; k < keywords.length; k++)
        offer(runner, ctx, player, { card, index: -1 - k }, keywords[k], out);
    }
  }
}

/**
 * Activates an ability: pays its cost (or, used for free, what the free-use hook keeps of it; the payer
 * chooses how where it matters) and counts its once-per-turn use. Returns the ability, whose effects
 * the game then puts where it resolves them.
 */
export function activate<N extends Nouns, V>(
  runner: ActivationRunner<N>,
  ctx: Ctx,
  player: PlayerId,
  activation: Activation,
  rule?: string,
): ActivatedAbilityText<N, V> {
  const { words } = runner;
  const { card, index } = activation;
  const ability: ActivatedAbilityText<N, V> | undefined = abilityOf(words, ctx, activation);
  if (!ability) throw new NoSuchAbilityError(card, index);
  ctx.pay(runner.costs(costOf(words, ability, activation.free)), player, card, rule);
  if (ability.oncePerTurn && words.activation)
    ctx.bump(words.activation.onceKey(ctx, card, index, activation.grantedBy));
  return ability;
}
