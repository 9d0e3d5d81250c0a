/**
 * The board as one seat sees it, built from the kernel's `viewFor`/`decisionView` only: a card whose
 * identity the seat may not know has no `info` (the board draws its back), so a hidden card's name never
 * reaches the page.
 * @module
 */
import {
  type CardInfo,
  type CardRef,
  type CardView,
  decisionView,
  type Game,
  type GameModule,
  type PlayerView,
} from '@cardloom/core';
import { cardTable } from './games';

/** One card on the board. */
export interface BoardCard {
  /** The card's id when the viewer may see it; a hidden card's opaque handle otherwise (issue 13.3). */
  readonly id: CardRef;
  /** What the card is, when the viewer may know it; absent for a card back. */
  readonly info?: CardInfo;
  readonly tapped: boolean;
  readonly faceDown: boolean;
  /** Counters other than zero (damage, charge…). */
  readonly counters: readonly (readonly [string, number])[];
}

/** One zone of one owner. */
export interface BoardZone {
  readonly name: string;
  /** Owner seat, or -1 for a shared zone. */
  readonly owner: number;
  readonly count: number;
  /** The cards the viewer is shown: all of them, or only the revealed/top ones of a hidden zone. */
  readonly cards: readonly BoardCard[];
  /** Whether `cards` lists the whole zone (else the rest are face-down backs counted by `count`). */
  readonly listed: boolean;
}

/** The board of one viewer. */
export interface Board {
  readonly viewer: number;
  readonly view: PlayerView;
  readonly zones: readonly BoardZone[];
  /** Ids of every card drawn on the board (face up or as a back). */
  readonly cardIds: ReadonlySet<number>;
}

function boardCard(
  card: CardView,
  table: ReadonlyMap<string, CardInfo>,
  fallback: (def: string) => CardInfo,
): BoardCard {
  const info = card.def === undefined ? undefined : (table.get(card.def) ?? fallback(card.def));
  return {
    id: card.id ?? card.handle ?? '#hidden',
    ...(info ? { info } : {}),
    tapped: card.tapped,
    faceDown: card.faceDown,
    counters: Object.entries(card.counters).filter(([, v]) => v !== 0),
  };
}

/** Builds the board of `viewer` from a view (see {@link boardOf}). */
export function boardFromView(module: GameModule, view: PlayerView): Board {
  const table = cardTable(module);
  const defs = new Map(module.definition.cards.map((c) => [c.id, c.name]));
  const fallback = (def: string): CardInfo => ({
    id: def,
    name: defs.get(def) ?? def,
    type: '',
    stats: {},
    tags: [],
    abilities: [],
  });
  const cardIds = new Set<number>();
  const zones = view.zones.map((zone): BoardZone => {
    const listed = zone.cards !== undefined;
    const shown = zone.cards ?? [...(zone.top ? [zone.top] : []), ...(zone.shown ?? [])];
    const ref = (c: CardView) => c.id ?? c.handle;
    const unique = shown.filter((c, i) => shown.findIndex((o) => ref(o) === ref(c)) === i);
    const cards = unique.map((c) => boardCard(c, table, fallback));
    for (const c of cards) if (typeof c.id === 'number') cardIds.add(c.id);
    return { name: zone.zone, owner: zone.owner, count: zone.count, cards, listed };
  });
  return { viewer: view.viewer, view, zones, cardIds };
}

/** The board `viewer` sees now; while a decision is open, as the game stood when it was asked. */
export function boardOf(module: GameModule, game: Game, viewer: number): Board {
  return boardFromView(module, decisionView(game, viewer));
}
