/**
 * Lore's rounds as a module's `match` (`@cardloom/core`'s `MatchFormat`): best of 3 with sideboarding
 * between games (README A6, A41), over kernel deck lists, so tools play rounds without knowing Lore.
 *
 * @module
 */
import {
  type Action,
  apply,
  createGame,
  type DeckIds,
  type DeckProblem,
  type MatchDeckEntry,
  type MatchFormat,
  type MatchRound,
  type MatchStanding,
  type PlayerId,
} from '@cardloom/core';
import type { DeckEntry, Lexicon } from '../decks/lexicon.js';
import { READY_DECKS } from '../decks/ready/index.js';
import { lore } from '../engine/definition.js';
import { deckList } from '../engine/turn/setup.js';
import { lexiconFromDeckList } from './deck-list.js';
import {
  createMatch,
  gameSeed,
  type LoreMatch,
  MatchError,
  matchStatus,
  recordGame,
  sideboard,
} from './match.js';
import type { SideboardError } from './sideboard.js';

/**
 * The lexicon a deck list stands for: a ready lexicon (with its sideboard) when the list is one,
 * otherwise the list read back, with an empty sideboard.
 */
export function lexiconForDeckList(deck: DeckIds): Lexicon {
  const key = JSON.stringify(deck);
  const ready = Object.values(READY_DECKS).find((l) => JSON.stringify(deckList(l)) === key);
  return ready ?? lexiconFromDeckList(deck);
}

const entries = (list: readonly DeckEntry[]): MatchDeckEntry[] =>
  list.map((e) => ({ card: e.card, count: e.count }));

/** A sideboarding problem as a deck problem: its code and card, and the rule it breaks. */
function problemOf(error: SideboardError): DeckProblem {
  const card = 'card' in error ? ` ${error.card}` : '';
  return { message: `${error.code}${card}`, rule: error.rule };
}

function standingOf(match: LoreMatch): MatchStanding {
  const status = matchStatus(match);
  return {
    ...status,
    games: match.games.map((g) => ({
      number: g.number,
      winners: g.winners,
      reason: g.reason,
      first: g.first,
      turns: g.turns,
    })),
  };
}

function roundOf(match: LoreMatch): MatchRound {
  const round: MatchRound = {
    ruleset: match.ruleset,
    standing: () => standingOf(match),
    nextGame() {
      const { nextGame } = matchStatus(match);
      if (nextGame === null) throw new MatchError('match-over', 'the round is over');
      return { number: nextGame, decks: match.next.map(deckList), seed: gameSeed(match, nextGame) };
    },
    record(actions: readonly Action[]) {
      const setup = round.nextGame();
      const game = createGame(lore, {
        players: match.players,
        decks: setup.decks,
        seed: setup.seed,
        ruleset: match.ruleset,
      });
      game.recordEvents = false;
      for (const action of actions) apply(game, action);
      return roundOf(recordGame(match, game));
    },
    view(seat: PlayerId) {
      const lexicon = match.next[seat];
      const sideboardCards = [...entries(lexicon.sideboard), ...entries(lexicon.grimoire)];
      return { seat, deck: entries(lexicon.main), sideboard: sideboardCards, standing: standingOf(match) };
    },
    sideboard(seat, swap) {
      if (seat !== 0 && seat !== 1)
        return { match: round, problems: [{ message: `no seat ${seat + 1} in a two-player round` }] };
      const done = sideboard(match, seat, { out: swap.out, in: swap.in });
      return done.errors.length > 0
        ? { match: round, problems: done.errors.map(problemOf) }
        : { match: roundOf(done.match), problems: [] };
    },
    toJSON: () => match,
  };
  return round;
}

/** Lore's best-of-3 rounds with sideboarding, for `loreModule.match`. */
export const loreMatchFormat: MatchFormat = {
  summary: 'best of 3, sideboarding between games (Lore The Basics; README A6, A41)',
  start(options) {
    if (options.decks.length !== 2)
      throw new MatchError('illegal-lexicon', `a round has two players, got ${options.decks.length} decks`);
    const [a, b] = options.decks.map(lexiconForDeckList);
    const players = options.players;
    return roundOf(
      createMatch({
        lexicons: [a, b],
        seed: options.seed,
        ...(options.ruleset !== undefined && { ruleset: options.ruleset }),
        ...(players?.length === 2 && { players: [players[0], players[1]] as const }),
      }),
    );
  },
};
