/**
 * Replacement effects ("instead"): a proposed event passes through every replacement that applies to it.
 * Each applies at most once to an event; self-replacements (a card modifying its own event) go first;
 * when several others apply, the affected player chooses their order (Lorcana CR 6.5 and the like).
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { GameEvent } from '../state/events';
import type { CardId, PlayerId } from '../state/state';

interface Candidate {
  readonly key: string;
  readonly self: boolean;
  readonly time: number;
  readonly label: string;
  readonly replace: (event: GameEvent) => GameEvent | null;
}

function candidates(ctx: Ctx, event: GameEvent, applied: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const { replacements, zoneIndex } = ctx.def.compiled;
  const state = ctx.state;
  if (replacements.size > 0) {
    for (const [zoneName, kind] of zoneIndex) {
      if (!replacementZone(ctx, kind)) continue;
      for (const source of ctx.allCards(zoneName)) {
        const list = replacements.get(state.cards[source].def);
        if (!list) continue;
        for (const entry of list) {
          const ability = entry.ability;
          if (!entry.zones.includes(kind)) continue;
          const on = ability.on;
          if (typeof on === 'string' ? on !== event.type : !on.includes(event.type)) continue;
          const key = `c${source}.${entry.index}`;
          if (applied.includes(key)) continue;
          if (!ability.applies(ctx, event, source)) continue;
          out.push({
            key,
            self: ability.self === true,
            time: state.cards[source].stamp,
            label: `${ctx.cardDef(source).name}${ability.name ? `: ${ability.name}` : ''}`,
            replace: (ev) => ability.replace(ctx, ev, source),
          });
        }
      }
    }
  }
  for (const e of state.effects) {
    if (e.kind !== 'replacement' || !e.on?.includes(event.type)) continue;
    const key = `e${e.id}`;
    if (applied.includes(key)) continue;
    const args = e.args ?? null;
    if (e.when && !ctx.def.compiled.conditions.get(e.when)!(ctx, event, args)) continue;
    const replacer = ctx.def.compiled.replacers.get(e.run ?? '')!;
    out.push({
      key,
      self: false,
      time: e.time,
      label: e.run ?? 'replacement',
      replace: (ev) => {
        if (e.duration.until === 'used') ctx.removeEffects((x) => x.id === e.id);
        return replacer(ctx, ev, args);
      },
    });
  }
  return out;
}

const zoneKindsCache = new WeakMap<object, Set<number>>();
function replacementZone(ctx: Ctx, kind: number): boolean {
  let kinds = zoneKindsCache.get(ctx.def);
  if (!kinds) {
    kinds = new Set();
    for (const list of ctx.def.compiled.replacements.values())
      for (const e of list) for (const z of e.zones) kinds.add(z);
    zoneKindsCache.set(ctx.def, kinds);
  }
  return kinds.has(kind);
}

function affectedPlayer(ctx: Ctx, event: GameEvent): PlayerId {
  if (ctx.def.affectedPlayer) return ctx.def.affectedPlayer(ctx, event);
  if (typeof event.card === 'number') return ctx.state.cards[event.card as CardId].controller;
  if (typeof event.player === 'number') return event.player as PlayerId;
  return ctx.active;
}

/** Applies replacement effects to a proposed event; returns the event to perform, or null if prevented. */
export function replaceEvent(ctx: Ctx, proposed: GameEvent): GameEvent | null {
  if (ctx.def.compiled.replacements.size === 0 && !ctx.state.effects.some((e) => e.kind === 'replacement'))
    return proposed;
  let event = proposed;
  const applied: string[] = [];
  for (;;) {
    const found = candidates(ctx, event, applied);
    if (found.length === 0) return event;
    const selfFirst = found.filter((c) => c.self);
    const pool = selfFirst.length ? selfFirst : found;
    pool.sort((a, b) => a.time - b.time);
    let chosen = pool[0];
    if (pool.length > 1) {
      const key = ctx.chooseOption(
        affectedPlayer(ctx, event),
        pool.map((c) => c.key),
        { prompt: 'Choose which replacement effect applies first', labels: pool.map((c) => c.label) },
      );
      chosen = pool.find((c) => c.key === key)!;
    }
    applied.push(chosen.key);
    const next = chosen.replace(event);
    if (next === null) return null;
    event = next;
  }
}
