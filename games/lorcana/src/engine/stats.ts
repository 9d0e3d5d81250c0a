/**
 * Fast characteristic reads. The kernel computes a characteristic by visiting every static ability
 * in force; most Lorcana reads (keywords, restrictions) are of stats nothing on the board can change
 * right now. This module remembers, per state version, which stats some static ability in its zone
 * or some effect could change, and reads the printed value directly for the others.
 *
 * @module
 */
import type { CardId, Ctx, GameDefinition, PlayerId } from '@cardloom/core';

interface DefIndex {
  /** Card def id → zone kinds → stats its statics change there. */
  readonly byDef: ReadonlyMap<string, ReadonlyMap<number, ReadonlySet<string>>>;
  /** Zone kinds where some static functions. */
  readonly zoneKinds: readonly number[];
  /** Zone kinds other than play where some static functions (hand, discard: self-referential costs). */
  readonly offPlayKinds: readonly number[];
  /** Stats that statics change from outside play. */
  readonly offPlayStats: ReadonlySet<string>;
}

const indexes = new WeakMap<GameDefinition, DefIndex>();

function indexOf(def: GameDefinition): DefIndex {
  let index = indexes.get(def);
  if (!index) {
    const byDef = new Map<string, Map<number, Set<string>>>();
    const kinds = new Set<number>();
    for (const [id, list] of def.compiled.statics) {
      const byZone = new Map<number, Set<string>>();
      for (const entry of list) {
        for (const z of entry.zones) {
          kinds.add(z);
          const set = byZone.get(z) ?? new Set<string>();
          set.add(entry.ability.stat);
          byZone.set(z, set);
        }
      }
      byDef.set(id, byZone);
    }
    const play = def.compiled.zoneIndex.get('play')!;
    const offPlayStats = new Set<string>();
    for (const byZone of byDef.values())
      for (const [z, stats] of byZone) if (z !== play) for (const x of stats) offPlayStats.add(x);
    index = {
      byDef,
      zoneKinds: [...kinds].filter((k) => k === play),
      offPlayKinds: [...kinds].filter((k) => k !== play),
      offPlayStats,
    };
    indexes.set(def, index);
  }
  return index;
}

interface Memo {
  version: number;
  /** Stats changeable by effects or by statics in play. */
  readonly dynamic: Set<string>;
  offVersion: number;
  /** Stats changeable by statics working from hand or discard. */
  readonly offPlay: Set<string>;
}
/** The memo lives on the context object itself: a property read is cheaper than a map lookup. */
type WithMemo = Ctx & { _lorcanaStats?: Memo & { readonly index: DefIndex } };

/** Whether anything in the game could change `stat` right now (one scan per state version). */
export function isDynamic(ctx: Ctx, stat: string): boolean {
  const holder = ctx as WithMemo;
  let memo = holder._lorcanaStats;
  if (!memo) {
    memo = { version: -1, dynamic: new Set(), offVersion: -1, offPlay: new Set(), index: indexOf(ctx.def) };
    holder._lorcanaStats = memo;
  }
  if (memo.version !== ctx.version) {
    memo.version = ctx.version;
    collect(ctx, memo.dynamic, memo.index.zoneKinds, true, memo.index);
  }
  if (memo.dynamic.has(stat)) return true;
  const index = memo.index;
  if (!index.offPlayStats.has(stat)) return false;
  if (memo.offVersion !== ctx.version) {
    memo.offVersion = ctx.version;
    collect(ctx, memo.offPlay, index.offPlayKinds, false, index);
  }
  return memo.offPlay.has(stat);
}

/** Every stat some effect (optionally) or some static ability in the given zones could change now. */
function collect(
  ctx: Ctx,
  out: Set<string>,
  zoneKinds: readonly number[],
  effects: boolean,
  index: DefIndex,
): void {
  out.clear();
  const state = ctx.state;
  if (effects) for (const e of state.effects) if (e.kind === 'modifier' && e.stat) out.add(e.stat);
  const { byDef } = index;
  for (const kind of zoneKinds) {
    for (let p = 0; p <= ctx.playerCount; p++) {
      const zone = state.zones[kind * ctx.stride + p];
      for (let i = 0; i < zone.length; i++) {
        const stats = byDef.get(state.cards[zone[i]].def)?.get(kind);
        if (stats) for (const s of stats) out.add(s);
      }
    }
  }
}

/** A card's characteristic: computed if something could change it, printed otherwise. */
export function statOf(ctx: Ctx, card: CardId, stat: string): number {
  if (isDynamic(ctx, stat)) return ctx.stat(card, stat);
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
