/**
 * Lorcana's nouns in the card language: its card filter, named card and player references. Targets,
 * amounts and durations are still Lorcana's own parameter types of its verbs (see `vocabulary-refs`).
 *
 * @module
 */
import type { FilterDef, PlayerRefDef, RefDef } from '@cardloom/core/cards';
import { describeFilter, describePlayer, SELF } from '../../cards/describe-nouns.js';
import type { GamePlayerRef, LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { playersOf, refCards } from '../effects/match.js';
import { cardsInPlay } from '../effects/targets.js';

/** The card filter of `{ choose }` / `{ each }` targets: cards in play, in turn order. */
export const FILTER: FilterDef<LorcanaNouns> = {
  candidates: (env, filter) => cardsInPlay(env.surroundings, filter),
  describe: (filter, n) => describeFilter(filter, n > 1),
};

/** The card references: this card, and the cards of the triggering event. */
export const REFS: { readonly [K in LorcanaNouns['refs']]: RefDef<LorcanaNouns> } = {
  self: { cards: (env) => refCards(env.surroundings, 'self'), text: SELF },
  eventCard: { cards: (env) => refCards(env.surroundings, 'eventCard'), text: 'that card' },
  eventOther: { cards: (env) => refCards(env.surroundings, 'eventOther'), text: 'the other card in that event' },
};

function player(ref: GamePlayerRef): PlayerRefDef<LorcanaNouns> {
  return { players: (env) => playersOf(env.surroundings, ref), text: describePlayer(ref) };
}

/** The player references Lorcana adds, in turn order from the active player (CR 6.7.5). */
export const PLAYERS: { readonly [K in GamePlayerRef]: PlayerRefDef<LorcanaNouns> } = {
  opponents: player('opponents'),
  teammates: player('teammates'),
  ownerOfIt: player('ownerOfIt'),
  ownerOfEvent: player('ownerOfEvent'),
  chosenOpponent: player('chosenOpponent'),
  chosenPlayer: player('chosenPlayer'),
};
