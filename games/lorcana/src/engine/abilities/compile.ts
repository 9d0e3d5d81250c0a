/**
 * Turns a {@link LorcanaCard} (vocabulary data) into a kernel card definition: printed numbers and
 * keywords as stats; its abilities compiled by the card language (`LORCANA.compile`: triggered
 * abilities whole — several triggers, zone, gate, secondary “if”, per-turn limits —, statics as kernel
 * statics, the damage replacement), with the Lorcana pieces the language lacks kept here and commented.
 * Keyword triggers (Support, Vanish) are added to every character so granted keywords work too.
 *
 * @module
 */
import type {
  CardDefinition,
  CardId,
  Ctx,
  GameEvent,
  Ability as KernelAbility,
  StaticAbility as KernelStatic,
  TriggeredAbility as KernelTriggered,
} from '@cardloom/core';
import { fullName, type LorcanaCard } from '../../cards/card.js';
import type { StaticAbility, TriggeredAbility } from '../../cards/vocabulary-abilities.js';
import type { Condition } from '../../cards/vocabulary-refs.js';
import { banishCards } from '../changes/banish.js';
import { E } from '../changes/moves.js';
import { modifyCards } from '../effects/lasting.js';
import { holds } from '../language/conditions.js';
import { LORCANA } from '../language/index.js';
import { textOf } from '../language/texts.js';
import { effectiveStrength, inPlay, isInPlay } from '../state/board.js';
import { hasStat } from '../state/stats.js';
import { asJson } from '../state/stored.js';

/** Printed stats of a card, keywords as `kw.<name>` (CR 8.1). */
function statsOf(card: LorcanaCard): Record<string, number> {
  const stats: Record<string, number> = { cost: card.cost };
  if (card.strength !== undefined) stats.strength = card.strength;
  if (card.willpower !== undefined) stats.willpower = card.willpower;
  if (card.lore !== undefined) stats.lore = card.lore;
  if (card.moveCost !== undefined) stats.moveCost = card.moveCost;
  for (const k of card.keywords ?? []) {
    if (k.keyword === 'shift') stats['kw.shift'] = 1;
    else stats[`kw.${k.keyword}`] = 'value' in k ? k.value : 1;
  }
  return stats;
}

const controllerOf = (ctx: Ctx, card: CardId) => ctx.card(card).controller;

/**
 * A static's or a trigger gate's condition, checked outside any resolution (no “that card”). The
 * language's own check (`Language.holds`) evaluates it inside a fresh resolution, which reads
 * resolution references (`refIs`, “chosen opponent”) differently and allocates on every stat read.
 */
function conditionFn(cond: Condition | undefined) {
  if (!cond) return undefined;
  return (ctx: Ctx, self: CardId) => holds(ctx, cond, self, controllerOf(ctx, self));
}

/** The kernel abilities of one static ability: the language's statics (or replacement), with its condition. */
function compileStatic(ability: StaticAbility): KernelAbility[] {
  const condition = conditionFn(ability.condition);
  // Rebuilt in the kernel's usual two shapes (every field present), so stat reads stay monomorphic;
  // the condition is Lorcana's (see conditionFn).
  const out: KernelAbility[] = LORCANA.compile([textOf(ability)]).map((a) => {
    if (a.kind !== 'static') return a;
    const { kind, name, stat, op, amount, affects, affectsPlayer } = a;
    return affectsPlayer
      ? { kind, name, condition, stat, op, amount, affectsPlayer }
      : { kind, name, condition, stat, op, amount, affects };
  });
  return out;
}

/**
 * The language's kernel ability of each printed triggered ability that works from the discard: not
 * registered with the kernel (the Set step queues them, see turn.ts), but resolved the same way.
 */
const fromDiscard = new WeakMap<TriggeredAbility, KernelTriggered>();

/** The compiled ability a discard-zone trigger of `compileCard`'s card resolves with. */
export function discardTriggerOf(ability: TriggeredAbility): KernelTriggered {
  const compiled = fromDiscard.get(ability);
  if (!compiled) throw new Error(`${ability.name}: not a compiled discard-zone trigger`);
  return compiled;
}

/** Support (CR 8.13) and Vanish (CR 8.14) as triggers every character carries. */
const keywordTriggers: KernelAbility[] = [
  {
    kind: 'triggered',
    name: 'Support',
    on: E.quested,
    about: 'self',
    when: (ctx, e, self) => e.card === self && hasStat(ctx, self, 'kw.support'),
    effect: (ctx, { source, controller }) => {
      const others: CardId[] = [];
      for (const p of ctx.playersInOrder(controller - 1)) {
        for (const c of inPlay(ctx, p)) {
          if (c === source || ctx.cardDef(c).types[0] !== 'character') continue;
          if (ctx.card(c).controller !== controller && hasStat(ctx, c, 'kw.ward')) continue;
          others.push(c);
        }
      }
      const [target] = ctx.chooseCards(controller, others, {
        min: 0,
        max: 1,
        prompt: 'Support: add strength to?',
        rule: '8.13.1',
      });
      if (target === undefined) return;
      const strength = isInPlay(ctx, source) ? effectiveStrength(ctx, source) : 0;
      modifyCards(ctx, [target], 'strength', strength, 'thisTurn', controller, source);
      ctx.emit({ type: E.support, card: target, other: source, player: controller });
    },
  },
  {
    kind: 'triggered',
    name: 'Vanish',
    on: E.chosen,
    about: 'self',
    when: (ctx, e, self) =>
      e.card === self &&
      e.fromAction === true &&
      hasStat(ctx, self, 'kw.vanish') &&
      ctx.isOpponent(controllerOf(ctx, self), e.chooser as number),
    effect: (ctx, { source, event }) => {
      // Resolves with no effect if the character already changed zones (CR 8.14.2).
      const stamp = (event as GameEvent & { stamp?: number }).stamp;
      if (isInPlay(ctx, source) && (stamp === undefined || stamp === ctx.card(source).stamp))
        banishCards(ctx, [source]);
    },
  },
];

/** A kernel card definition for a Lorcana card. */
export function compileCard(card: LorcanaCard): CardDefinition {
  // Triggered abilities are the language's (all of one card's in one list, so each has its own once-per-
  // turn count), kept in printed order among the statics. Abilities working from the discard are queued
  // by the Set step (see turn.ts), so the kernel never has to scan every discard for every event.
  const printed = card.abilities ?? [];
  const triggers = printed.filter((a): a is TriggeredAbility => a.kind === 'triggered');
  const compiled = LORCANA.compile(triggers.map((a) => textOf(a))) as KernelTriggered[];
  const abilities: KernelAbility[] = [];
  for (const ability of printed) {
    if (ability.kind === 'triggered') {
      const kernel = compiled[triggers.indexOf(ability)];
      if (ability.from === 'discard') fromDiscard.set(ability, kernel);
      else abilities.push(kernel);
    } else if (ability.kind === 'static') abilities.push(...compileStatic(ability));
  }
  if (card.type === 'character') abilities.push(...keywordTriggers);
  const types = card.song ? [card.type, 'song'] : [card.type];
  return {
    id: card.id,
    name: fullName(card),
    types,
    traits: card.classifications,
    stats: statsOf(card),
    abilities: abilities as KernelStatic[],
    data: asJson(card),
  };
}
