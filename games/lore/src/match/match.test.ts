import { type Action, createGame, type Game, legalActions, Random } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import * as c from '../cards/pool/index.js';
import { copies, type Lexicon } from '../decks/lexicon.js';
import { drownedChoir, redHunger, starLibrary } from '../decks/ready/index.js';
import { lore } from '../engine/definition.js';
import { deckList } from '../engine/turn/setup.js';
import { loreModule } from '../module.js';
import {
  createMatch,
  type LoreMatch,
  MatchError,
  type MatchGame,
  matchStatus,
  recordGame,
  replayMatch,
  sideboard,
  startGame,
} from './match.js';
import { matchViewFor, playMatch } from './play.js';

/** A seeded uniformly random chooser. */
function randomChooser(seed: number): (game: Game) => Action {
  const random = new Random(seed);
  return (game) => {
    const legal = legalActions(game);
    return legal[random.int(legal.length)];
  };
}

/** Plays the next game of a round with random actions and records it. */
function playNext(match: LoreMatch, seed = 1): LoreMatch {
  const game = startGame(match);
  const choose = randomChooser(seed);
  while (!game.over) game.apply(choose(game));
  return recordGame(match, game);
}

/** A round whose games had these winners (results only, for the status rules). */
function withResults(...winners: (0 | 1 | null)[]): LoreMatch {
  const match = createMatch({ lexicons: [drownedChoir, redHunger], seed: 1 });
  // A results-only stub: the status rules read only `number` and `winners`, so the rest of a game is left out.
  const games = winners.map(
    (w, i) => ({ number: i + 1, winners: w === null ? [] : [w] }) as unknown as MatchGame,
  );
  return { ...match, games };
}

const codes = (errors: readonly { code: string }[]) => errors.map((e) => e.code);

describe('Lore The Basics: best of 3 rounds', () => {
  it('Lore The Basics: best of 3 — a player who wins two games takes the round; no third game is played', () => {
    const twoNil = withResults(1, 1);
    expect(matchStatus(twoNil)).toEqual({ over: true, winner: 1, wins: [0, 2], draws: 0, nextGame: null });
    expect(() => startGame(twoNil)).toThrow(MatchError);
    const oneAll = withResults(0, 1);
    expect(matchStatus(oneAll)).toEqual({ over: false, winner: null, wins: [1, 1], draws: 0, nextGame: 3 });
    expect(matchStatus(withResults(0, 1, 0)).winner).toBe(0);
  });

  it('Lore The Basics: best of 3 — a drawn game (README A4) counts for nobody; three games end the round', () => {
    expect(matchStatus(withResults(null, 0)).over).toBe(false);
    expect(matchStatus(withResults(null, 0, null))).toEqual({
      over: true,
      winner: 0,
      wins: [1, 0],
      draws: 2,
      nextGame: null,
    });
    expect(matchStatus(withResults(null, 0, 1)).winner).toBeNull(); // 1–1 after three games: drawn round
  });

  it('plays a whole round to its end and records every game with a replay that checks out', () => {
    const match = playMatch({
      lexicons: [drownedChoir, starLibrary],
      seed: 7,
      choose: randomChooser(7),
    });
    const status = matchStatus(match);
    expect(status.over).toBe(true);
    expect(match.games.length).toBeGreaterThanOrEqual(2);
    expect(match.games.length).toBeLessThanOrEqual(3);
    expect(match.games.map((g) => g.number)).toEqual(match.games.map((_, i) => i + 1));
    if (status.winner !== null)
      expect(status.wins[status.winner]).toBeGreaterThan(status.wins[1 - status.winner]);
    // Each game has its own seed, so its own roll-off (Lore 1.2) and shuffles.
    expect(new Set(match.games.map((g) => g.replay.seed)).size).toBe(match.games.length);
    expect(() => replayMatch(JSON.parse(JSON.stringify(match)))).not.toThrow();
  });

  it('refuses lexicons that break the lexicon rules, and unknown rulesets', () => {
    const small: Lexicon = { ...drownedChoir, main: drownedChoir.main.slice(1) };
    try {
      createMatch({ lexicons: [small, redHunger], seed: 1 });
      expect.unreachable();
    } catch (e) {
      expect((e as MatchError).code).toBe('illegal-lexicon');
      expect(codes((e as MatchError).errors)).toEqual(['lexicon-too-small']);
    }
    expect(() => createMatch({ lexicons: [drownedChoir, redHunger], seed: 1, ruleset: 'nope' })).toThrow(
      /unknown Lore ruleset/,
    );
  });

  it('records only the finished game it started', () => {
    const match = createMatch({ lexicons: [drownedChoir, redHunger], seed: 3 });
    const unfinished = startGame(match);
    expect(() => recordGame(match, unfinished)).toThrow(/finished/);
    const other = createGame(lore, { players: 2, decks: [drownedChoir, redHunger].map(deckList), seed: 3 });
    const choose = randomChooser(3);
    while (!other.over) other.apply(choose(other));
    expect(() => recordGame(match, other)).toThrow(/not game 1/);
  });
});

describe('Lore Zones: The sideboard — exchanging cards between games', () => {
  const afterGameOne = playNext(createMatch({ lexicons: [drownedChoir, starLibrary], seed: 11 }));

  it('Lore Zones: The sideboard — only between games: not before the first, not after the round', () => {
    const fresh = createMatch({ lexicons: [drownedChoir, starLibrary], seed: 11 });
    const swap = { out: [copies(c.undertow, 1)], in: [copies(c.signOfTheElders, 1)] };
    expect(codes(sideboard(fresh, 0, swap).errors)).toEqual(['not-between-games']);
    expect(codes(sideboard(withResults(0, 0), 0, swap).errors)).toEqual(['not-between-games']);
    expect(sideboard(afterGameOne, 0, swap).errors).toEqual([]);
  });

  it('Lore Zones: The sideboard — a legal exchange changes the next game’s lexicon, not the registered one', () => {
    const swap = { out: [copies(c.undertow, 2)], in: [copies(c.signOfTheElders, 2)] };
    const { match, errors } = sideboard(afterGameOne, 0, swap);
    expect(errors).toEqual([]);
    const count = (l: Lexicon, card: string) => l.main.find((e) => e.card === card)?.count ?? 0;
    expect(count(match.next[0], c.signOfTheElders.id)).toBe(2);
    expect(count(match.next[0], c.undertow.id)).toBe(1);
    expect(match.next[0].sideboard.find((e) => e.card === c.undertow.id)?.count).toBe(2);
    expect(match.registered[0]).toBe(drownedChoir);
    expect(match.next[1]).toBe(afterGameOne.next[1]);
    // The next game is dealt from the new lexicon.
    const game = startGame(match);
    expect(game.setup.decks[0].filter((id) => id === c.signOfTheElders.id)).toHaveLength(2);
    expect(game.setup.decks[0].filter((id) => id === c.undertow.id)).toHaveLength(1);
  });

  it('Lore Zones: The sideboard — cards must come from where the exchange takes them', () => {
    const notInLexicon = sideboard(afterGameOne, 0, { out: [copies(c.mindRend, 1)], in: [] });
    expect(notInLexicon.errors[0]).toMatchObject({
      code: 'not-in-lexicon',
      card: c.mindRend.id,
      available: 0,
    });
    const notInSideboard = sideboard(afterGameOne, 0, {
      out: [copies(c.undertow, 1)],
      in: [copies(c.signOfTheElders, 3)],
    });
    expect(notInSideboard.errors[0]).toMatchObject({ code: 'not-in-sideboard', available: 2 });
    expect(notInSideboard.match).toBe(afterGameOne);
  });

  it('Lore The Basics: after sideboarding the lexicon keeps 60 cards and the sideboard at most 20', () => {
    const short = sideboard(afterGameOne, 0, { out: [copies(c.deepRune, 6)], in: [] }); // 65 → 59
    expect(codes(short.errors)).toEqual(['lexicon-too-small']);
    const crowded = sideboard(afterGameOne, 1, { out: [copies(c.astralRune, 1)], in: [] }); // 5 + 15 + 1
    expect(codes(crowded.errors)).toEqual(['sideboard-too-large']);
  });

  it('Lore Card Types: Grimoire — grimoire spells may be sideboarded into the lexicon (the tome then shrinks)', () => {
    const swap = { out: [copies(c.astralRune, 2)], in: [copies(c.mindRend, 2)] };
    const { match, errors } = sideboard(afterGameOne, 1, swap);
    expect(errors).toEqual([]);
    expect(match.next[1].grimoire.find((e) => e.card === c.mindRend.id)).toBeUndefined();
    expect(match.next[1].main.find((e) => e.card === c.mindRend.id)?.count).toBe(2);
    const game = startGame(match);
    expect(game.ctx.count('tome', 1)).toBe(13);
  });

  it('Lore Zones: The sideboard — a whole new lexicon must hold exactly the registered cards', () => {
    const extra: Lexicon = { ...drownedChoir, main: [...drownedChoir.main, copies(c.ghoulPack, 1)] };
    const { errors } = sideboard(afterGameOne, 0, extra);
    expect(errors[0]).toMatchObject({ code: 'cards-changed', card: c.ghoulPack.id, registered: 0, count: 1 });
    const moved: Lexicon = {
      ...drownedChoir,
      main: [...drownedChoir.main, copies(c.endlessFog, 2)],
      sideboard: drownedChoir.sideboard.filter((e) => e.card !== c.endlessFog.id),
    };
    expect(sideboard(afterGameOne, 0, moved).errors).toEqual([]);
  });

  it('a player sideboarding sees their own cards and the results, not the opponent’s lexicon', () => {
    const view = matchViewFor(afterGameOne, 0);
    expect(view.lexicon).toBe(drownedChoir);
    expect(view.results).toHaveLength(1);
    expect(JSON.stringify(view)).not.toContain(starLibrary.name);
  });

  it('a round with sideboarding replays; a tampered record does not', () => {
    const match = playMatch({
      lexicons: [drownedChoir, starLibrary],
      seed: 5,
      choose: randomChooser(5),
      sideboard: (view) =>
        view.player === 0 && view.lexicon === view.registered
          ? { out: [copies(c.undertow, 2)], in: [copies(c.callOfTheVoid, 2)] }
          : null,
    });
    expect(match.games[1].lexicons[0]).not.toEqual(drownedChoir);
    expect(() => replayMatch(match)).not.toThrow();
    const flipped = {
      ...match,
      games: match.games.map((g, i) => (i === 0 ? { ...g, reason: 'forged' } : g)),
    };
    expect(() => replayMatch(flipped)).toThrow(/game 1: the recorded result differs/);
    const cheat: Lexicon = { ...drownedChoir, main: [...drownedChoir.main, copies(c.ghoulPack, 4)] };
    const forged = {
      ...match,
      games: match.games.map((g, i) => (i === 1 ? { ...g, lexicons: [cheat, g.lexicons[1]] as const } : g)),
    };
    expect(() => replayMatch(forged)).toThrow(/game 2: player 1's lexicon is not a legal sideboarding/);
  });

  it('an illegal sideboarding stops the round with the errors', () => {
    expect(() =>
      playMatch({
        lexicons: [drownedChoir, redHunger],
        seed: 2,
        choose: randomChooser(2),
        sideboard: () => ({ out: [copies(c.deepRune, 12)], in: [] }),
      }),
    ).toThrow(/sideboarding is not legal: lexicon-too-small/);
  });
});

describe('loreModule.match (issue 20: rounds for every tool)', () => {
  it('Lore The Basics: best of 3 through the module — ready decks keep their sideboards, games are recorded from their actions, sideboarding checks README A41', () => {
    const format = loreModule.match;
    if (!format) throw new Error('loreModule has no match');
    let round = format.start({ decks: [deckList(drownedChoir), deckList(redHunger)], seed: 'cli' });
    expect(round.view(0).sideboard).toEqual(
      expect.arrayContaining(drownedChoir.sideboard.map((e) => ({ card: e.card, count: e.count }))),
    );
    const choose = randomChooser(3);
    while (!round.standing().over) {
      const setup = round.nextGame();
      const game = createGame(lore, { players: 2, decks: setup.decks, seed: setup.seed });
      const actions: Action[] = [];
      while (!game.over) {
        const action = choose(game);
        actions.push(action);
        game.apply(action);
      }
      round = round.record(actions);
      if (!round.standing().over && round.standing().games.length === 1) {
        const bad = round.sideboard(0, { out: [{ card: 'lr1-024', count: 99 }], in: [] });
        expect(bad.problems.map((p) => p.message)).toContain('not-in-lexicon lr1-024');
        expect(bad.match).toBe(round);
        const sideCard = round.view(0).sideboard[0];
        const mainCard = round.view(0).deck.find((e) => e.card !== sideCard.card) ?? round.view(0).deck[0];
        const good = round.sideboard(0, {
          out: [{ card: mainCard.card, count: 1 }],
          in: [{ card: sideCard.card, count: 1 }],
        });
        expect(good.problems).toEqual([]);
        round = good.match;
        expect(round.view(0).deck.find((e) => e.card === sideCard.card)?.count).toBeGreaterThan(0);
      }
    }
    const standing = round.standing();
    expect(standing.games.length).toBeGreaterThanOrEqual(2);
    expect(standing.wins.reduce((a, b) => a + b, 0) + standing.draws).toBe(standing.games.length);
    expect(() => replayMatch(round.toJSON() as LoreMatch)).not.toThrow();
    expect(() => round.nextGame()).toThrow(MatchError);
  });
});
