/**
 * Fast characteristic reads. The kernel computes a characteristic by visiting every static ability
 * in force; most Lorcana reads (keywords, restrictions) are of stats nothing can change. Two
 * shortcuts, both exact:
 *
 * - per definition, the stats that *any* static ability or effect of the pool could ever change;
 *   every other stat is read as printed;
 * - per state version, the stats some effect or some static ability in play could change now.
 *
 * @module
 */
import {
  type CardDefinition,
  type CardId,
  contextCache,
  type Ctx,
  type GameDefinition,
  type PlayerId,
} from '@cardloom/core';
import { walkSteps } from '@cardloom/core/cards';
import type { Effect, Step } from '../../cards/vocabulary-effects.js';
import { combinedChangeStats } from '../language/stats/combined-changes.js';
import { lostKeywordStats } from '../language/stats/lost-keywords.js';
import { triggerStepStats } from '../language/stats/trigger-grants.js';
import { watcherAndSparedDamageStats } from '../language/stats/watchers-and-spared-damage.js';
import { classificationStat } from './classifications.js';
import { cantPlayStat } from './play-limits.js';
import { SING_BONUS } from './singing.js';
import { cardData } from './stored.js';

interface DefIndex {
  /**
   * What a read of each stat needs: absent — no card prints it and nothing changes it (it reads 0);
   * {@link PRINTED} — read as printed; a number ≥ 0 — its slot among the stats something could change
   * (see {@link Memo.dynamic}). One lookup per read: these reads are the hottest path of a search.
   */
  readonly reads: ReadonlyMap<string, number>;
  /** Card def id → slots of the stats its statics change in play. */
  readonly byDef: ReadonlyMap<string, readonly number[]>;
  /** How many stats something could change (the slots). */
  readonly changeable: number;
  /** Whether anything can lower Willpower (checks can skip cards below their printed Willpower). */
  readonly willpowerCanDrop: boolean;
}

/** A stat read as printed: some card prints it, nothing changes it. */
const PRINTED = -1;

/** The key of the index among the game's present-card memos. */
const INDEX = {};

/** Stats an effect's steps can change when they resolve (see lasting.ts and compile.ts). */
function effectStats(effect: Effect | undefined, out: Set<string>, drops: { willpower: boolean }): void {
  // Every step at any depth of the shared control flow (if / choose one / for each …).
  if (effect) walkSteps(effect, (step) => stepStats(step, out, drops));
}

function stepStats(step: Step, out: Set<string>, drops: { willpower: boolean }): void {
  switch (step.do) {
    case 'modify':
      out.add(step.stat);
      if (step.stat === 'willpower' && !(typeof step.amount === 'number' && step.amount > 0))
        drops.willpower = true;
      return;
    case 'grant':
      for (const k of step.keywords) out.add(`kw.${k.keyword}`);
      return;
    case 'restrict':
      out.add(`cant.${step.what}`);
      out.add(`cant.${step.what}.all`);
      return;
    case 'restrictPlayers':
      out.add('cant.playActions');
      return;
    case 'singCostBonus':
      out.add(SING_BONUS);
      return;
    case 'extraInk':
      out.add('extraInk');
      return;
    case 'playersChoose':
      effectStats(step.steps, out, drops);
      return;
    case 'unless':
      effectStats(step.steps, out, drops);
      effectStats(step.their, out, drops);
      return;
    case 'floatingTrigger':
    case 'atEndOfTurn':
    case 'afterChallenge':
      effectStats(step.effect, out, drops);
      return;
    case 'revealTop':
    case 'nameAndRevealTop':
      effectStats(step.onMatch, out, drops);
      return;
    default:
      triggerStepStats(step, out);
      combinedChangeStats(step, out, drops);
      watcherAndSparedDamageStats(step, out, (effect) => effectStats(effect, out, drops));
      if (step.do === 'restrictPlay') for (const type of step.types) out.add(cantPlayStat(type));
      if (step.do === 'grantClassification') out.add(classificationStat(step.classification));
      lostKeywordStats(step, out);
      return;
  }
}

/**
 * The index over the cards this game can hold (not the whole pool: with every card compiled, some card
 * of the pool changes nearly every stat, and no read would be printed any more).
 */
function indexOf(ctx: Ctx): DefIndex {
  return ctx.presentMemo(INDEX, buildIndex);
}

function buildIndex(cards: readonly CardDefinition[], def: GameDefinition): DefIndex {
  const play = def.compiled.zoneIndex.get('play')!;
  const reads = new Map<string, number>();
  const slotOf = (stat: string): number => {
    let slot = reads.get(stat);
    if (slot === undefined) reads.set(stat, (slot = reads.size));
    return slot;
  };
  slotOf('strength'); // Support adds Strength (CR 8.13)
  const byDef = new Map<string, number[]>();
  const drops = { willpower: false };
  for (const card of cards) {
    const list = def.compiled.statics.get(card.id);
    if (!list) continue;
    const slots = new Set<number>();
    for (const entry of list) {
      if (!entry.zones.includes(play)) continue;
      const a = entry.ability;
      slots.add(slotOf(a.stat));
      if (a.stat === 'willpower' && !(typeof a.amount === 'number' && a.amount > 0 && a.op === 'add'))
        drops.willpower = true;
    }
    byDef.set(card.id, [...slots]);
  }
  const ever = new Set<string>();
  for (const card of cards) {
    const data = cardData(card.data);
    effectStats(data.effect, ever, drops);
    for (const ability of data.abilities ?? []) {
      if (ability.kind !== 'static') effectStats(ability.effect, ever, drops);
    }
  }
  for (const stat of ever) slotOf(stat);
  const changeable = reads.size;
  for (const card of cards)
    for (const [stat, value] of Object.entries(card.stats))
      if (value !== 0 && !reads.has(stat)) reads.set(stat, PRINTED);
  return { reads, byDef, changeable, willpowerCanDrop: drops.willpower };
}

interface Memo {
  version: number;
  /** By slot: whether some effect or some static ability in play could change that stat now. */
  dynamic: Uint8Array;
  /** The index of the cards present when it was fetched (a token of a new card changes them). */
  index: DefIndex;
  present: object | null;
  /** Whether `dynamic` is filled for this version (only once some read needs it). */
  collected: boolean;
}

/** Each game's memo, kept on its context: a cache read is cheaper than a map lookup. */
const MEMO = contextCache((ctx): Memo => {
  const index = indexOf(ctx);
  return {
    version: -1,
    dynamic: new Uint8Array(index.changeable),
    index,
    present: ctx.present,
    collected: false,
  };
});

/** The memo, brought up to the current state version. */
function currentMemo(ctx: Ctx): Memo {
  const memo = MEMO.of(ctx);
  if (memo.version !== ctx.version) {
    memo.version = ctx.version;
    memo.collected = false;
    if (memo.present !== ctx.present) {
      memo.present = ctx.present;
      memo.index = indexOf(ctx);
      memo.dynamic = new Uint8Array(memo.index.changeable);
    }
  }
  return memo;
}

/** Whether the stat in `slot` could change right now (one scan per state version). */
function isDynamicSlot(ctx: Ctx, memo: Memo, slot: number): boolean {
  if (!memo.collected) {
    memo.collected = true;
    collect(ctx, memo);
  }
  return memo.dynamic[slot] === 1;
}

/** Whether anything in the game could change `stat` right now (one scan per state version). */
export function isDynamic(ctx: Ctx, stat: string): boolean {
  const memo = currentMemo(ctx);
  const slot = memo.index.reads.get(stat);
  return slot !== undefined && slot >= 0 && isDynamicSlot(ctx, memo, slot);
}

/**
 * Whether some card of this game could have `stat` above 0: one prints it, or some ability or effect
 * could change it. Lets a rule skip a whole scan (“a ready Reckless character…”) in games where no
 * card could qualify.
 */
export function mayHave(ctx: Ctx, stat: string): boolean {
  return currentMemo(ctx).index.reads.has(stat);
}

/** Whether nothing among the game's cards can lower Willpower. */
export function willpowerCanDrop(ctx: Ctx): boolean {
  return currentMemo(ctx).index.willpowerCanDrop;
}

/** Marks every stat some effect or some static ability in play could change now. */
function collect(ctx: Ctx, memo: Memo): void {
  const out = memo.dynamic;
  out.fill(0);
  const state = ctx.state;
  const { reads, byDef } = memo.index;
  for (const e of state.effects) {
    if (e.kind !== 'modifier' || !e.stat) continue;
    const slot = reads.get(e.stat);
    if (slot !== undefined && slot >= 0) out[slot] = 1;
  }
  const play = ctx.zone('play');
  for (let p = 0; p < ctx.playerCount; p++) {
    const zone = ctx.cardsIn(play, p);
    for (let i = 0; i < zone.length; i++) {
      const slots = byDef.get(state.cards[zone[i]].def);
      if (slots) for (let j = 0; j < slots.length; j++) out[slots[j]] = 1;
    }
  }
}

/** A card's characteristic: computed if something could change it, printed otherwise. */
export function statOf(ctx: Ctx, card: CardId, stat: string): number {
  const memo = currentMemo(ctx);
  const slot = memo.index.reads.get(stat);
  // Most reads are of stats no card of the game prints or changes (restrictions, rare keywords).
  if (slot === undefined) return 0;
  if (slot >= 0 && isDynamicSlot(ctx, memo, slot)) return ctx.stat(card, stat);
  return ctx.cardDef(card).stats[stat] ?? 0;
}

/** Whether a card has a keyword or flag (`kw.*`, `cant.*`). */
export function hasStat(ctx: Ctx, card: CardId, stat: string): boolean {
  return statOf(ctx, card, stat) > 0;
}

/** A player-level characteristic (0 unless something sets it). */
export function playerStatOf(ctx: Ctx, player: PlayerId, stat: string): number {
  return isDynamic(ctx, stat) ? ctx.playerStat(player, stat) : 0;
}
