/**
 * What the command shows of a kernel game, generic over any {@link GameModule}: the zones as one seat may
 * see them, public status lines, the open question and its options as a menu, and the card list.
 */
import {
  type Action,
  decisionView,
  type Game,
  type GameModule,
  nameOf,
  optionLabel,
  type PlayerId,
  seatLabel,
  type ZoneView,
} from '@cardloom/core';
import { sameValue } from '../json/same-value';
import type { CardListing, DecisionMenu, Seat, VisibleZone } from './types';

/** The zones as `seat` may see them (hidden cards as `null`). */
export function zonesFor(game: Game, seat: Seat): VisibleZone[] {
  // While a question is open, show the board as it stood when it was asked.
  return decisionView(game, seat).zones.map((zone) => ({
    name: zone.zone,
    owner: zone.owner < 0 ? null : zone.owner,
    cards: zone.cards
      ? zone.cards.map((c) => (c.def === undefined ? null : cardLine(game, c.def, c.tapped, c.counters)))
      : unlistedCards(game, zone),
  }));
}

/** Public per-player lines (the players' counters: life, lore, resources…) shown with the zones. */
export function statusLines(game: Game): string[] {
  return game.state.players.map((p) => {
    const counters = Object.entries(p.counters).map(([k, v]) => `${k} ${v}`);
    return `${seatLabel(p.id)}${p.out ? ' (out)' : ''}: ${counters.join(', ') || '—'}`;
  });
}

/** The open question `seat` must answer, if any, shown above its numbered actions. */
export function promptFor(game: Game, seat: Seat): string | null {
  const request = game.state.decision?.request;
  return request && request.player === seat
    ? `${request.prompt}${request.rule ? ` (${request.rule})` : ''}`
    : null;
}

/**
 * The open decision of `seat` as a menu, so a person can pick several options by number instead of
 * reading every combination; `null` when `seat` faces no such decision.
 */
export function decisionMenu(game: Game, seat: PlayerId, legal: readonly Action[]): DecisionMenu | null {
  const request = game.state.decision?.request;
  if (!request || request.player !== seat || request.options.length === 0) return null;
  return {
    prompt: request.prompt,
    options: request.options.map((v) => optionLabel(game, request, v, seat)),
    min: request.min,
    max: request.max,
    ordered: request.ordered === true,
    pick(picks) {
      const range = request.min === request.max ? `${request.min}` : `${request.min} to ${request.max}`;
      if (picks.length < request.min || picks.length > request.max)
        return `choose ${range}, not ${picks.length}`;
      if (new Set(picks).size !== picks.length) return 'each option can be chosen once';
      const order = request.ordered ? [...picks] : [...picks].sort((a, b) => a - b);
      const wanted = order.map((i) => request.options[i]);
      const index = legal.findIndex((a) => a.type === 'answer' && sameValue(a.choice, wanted));
      return index >= 0 ? index : 'that combination is not allowed here';
    },
  };
}

const listings = new WeakMap<GameModule, readonly CardListing[]>();

/**
 * The module's cards with their keywords apart: a definition keeps a keyword as a `kw.<name>` stat (1
 * when it has no value), which {@link GameModule.cards} folds into the tags.
 */
export function cardListing(module: GameModule): readonly CardListing[] {
  const known = listings.get(module);
  if (known) return known;
  const keywords = new Map(
    module.definition.cards.map((card) => [
      card.id,
      Object.entries(card.stats)
        .filter(([key]) => key.startsWith('kw.'))
        .map(([key, value]) => (value === 1 ? key.slice(3) : `${key.slice(3)} ${value}`)),
    ]),
  );
  const listing = module.cards().map((card) => ({ ...card, keywords: keywords.get(card.id) ?? [] }));
  listings.set(module, listing);
  return listing;
}

/**
 * A zone whose cards the viewer does not get listed: its public top card first (`topPublic`, where it
 * lies), then the cards revealed to everyone there (`shown`, whose places the view does not give), the
 * rest hidden.
 */
function unlistedCards(game: Game, zone: ZoneView): (string | null)[] {
  const cards = new Array<string | null>(zone.count).fill(null);
  const seen = [...(zone.top ? [zone.top] : []), ...(zone.shown ?? [])];
  const ids = new Set<number>();
  let slot = 0;
  for (const c of seen) {
    if (c.def === undefined || c.id === undefined || ids.has(c.id) || slot >= cards.length) continue;
    ids.add(c.id);
    cards[slot++] = cardLine(game, c.def, c.tapped, c.counters);
  }
  return cards;
}

function cardLine(
  game: Game,
  def: string,
  tapped: boolean,
  counters: Readonly<Record<string, number>>,
): string {
  const marks = Object.entries(counters)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${k} ${v}`);
  if (tapped) marks.unshift('tapped');
  return marks.length > 0 ? `${nameOf(game, def)} [${marks.join(', ')}]` : nameOf(game, def);
}
