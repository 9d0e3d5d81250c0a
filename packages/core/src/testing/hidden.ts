/**
 * A property every game's tests can check: a view carries no information about the identity of the
 * cards its viewer may not see. {@link permuteHidden} builds the same game with the hidden cards'
 * identities shuffled among themselves (instance ids and definitions move, every public fact of each
 * position stays), and {@link viewHidesIdentities} checks that the viewer's view is the same in both.
 * @module
 */
import { cloneState, Game } from '../engine/engine';
import { canSee, viewFor } from '../io/view';
import type { Random } from '../state/rng';
import type { CardId, CardState, PlayerId } from '../state/state';

/**
 * A copy of `game` in which the cards `viewer` cannot see have traded identities (instance id and
 * definition) with other unseen cards of the same owner, each keeping the public facts of the place it
 * takes (zone, position, stamp, tapped, counters…). References to cards in zones, attachments and
 * pending items follow the permutation.
 */
export function permuteHidden(game: Game, viewer: PlayerId, random: Random): Game {
  const state = cloneState(game.state);
  const groups = new Map<PlayerId, CardId[]>();
  for (const c of game.state.cards) {
    if (c.token || canSee(game, viewer, c.id)) continue;
    const list = groups.get(c.owner) ?? [];
    list.push(c.id);
    groups.set(c.owner, list);
  }
  const to = new Map<CardId, CardId>();
  for (const ids of groups.values()) {
    const targets = random.shuffle(ids.slice());
    for (let i = 0; i < ids.length; i++) to.set(ids[i], targets[i]);
  }
  const map = (id: CardId): CardId => to.get(id) ?? id;
  const cards: CardState[] = state.cards.slice();
  for (const [from, target] of to) {
    // The place `from` held is now held by instance `target`, with its own identity.
    const place = game.state.cards[from];
    cards[target] = {
      ...place,
      counters: { ...place.counters },
      id: target,
      def: game.state.cards[target].def,
    };
  }
  for (const c of cards) c.attachedTo = c.attachedTo < 0 ? c.attachedTo : map(c.attachedTo);
  state.cards = cards;
  state.zones = state.zones.map((zone) => zone.map(map));
  state.pending = state.pending.map((item) => ({ ...item, source: item.source < 0 ? -1 : map(item.source) }));
  return new Game(game.definition, state, game.setup, []);
}

/**
 * Whether `viewer`'s view of `game` equals its view of the game with the hidden identities permuted
 * (see {@link permuteHidden}). Returns `null` when it does, else the first differing part of the view.
 */
export function viewHidesIdentities(game: Game, viewer: PlayerId, random: Random): string | null {
  // An open decision may name hidden cards as options (by instance id): skip those states.
  if (game.state.decision) return null;
  const real = JSON.stringify(viewFor(game, viewer));
  const permuted = JSON.stringify(viewFor(permuteHidden(game, viewer, random), viewer));
  if (real === permuted) return null;
  let at = 0;
  while (real[at] === permuted[at]) at++;
  return `views differ at …${real.slice(Math.max(0, at - 80), at + 40)}… vs …${permuted.slice(Math.max(0, at - 80), at + 40)}…`;
}
