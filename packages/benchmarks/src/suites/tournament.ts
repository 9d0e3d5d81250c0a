/**
 * "Lorcana tournament decks" (issue 16): random self-play with the public tournament decks the engine
 * can play, games/s on one core, measured in the same rounds as the First Chapter starter-deck games so
 * that load from elsewhere falls on both figures alike. The decks that cannot be played are named in the
 * notes with the cards that keep them out.
 *
 * @module
 */
import { lorcanaModule } from '@cardloom/lorcana';
import { cardloomPlayable } from '../games/cardloom-playable';
import { type DeckFolder, readDeckFolder, TOURNAMENT_DECKS } from '../games/deck-folder';
import { type Figure, rate, ratio, type Section } from '../harness/figures';
import { type MeasureOptions, PLAY_WARMUP_FACTOR, timingFromSamples } from '../harness/measure';
import type { PlayableGame } from './playable';
import { playRandom, SELFPLAY_GAMES } from './selfplay';

/** Section id. */
export const TOURNAMENT_ID = 'lorcana-tournament';
/** Tournament games per timed sample: twice a self-play sample, spread over the pairings. */
export const TOURNAMENT_GAMES = 2 * SELFPLAY_GAMES;
/** Problems listed in the note on what keeps the most decks out. */
const BLOCKERS = 10;

/** The ordered deck pairings (mirrors only when one deck plays) and the pairing each seed plays. */
export function pairingFor(count: number): (seed: number) => readonly [number, number] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i++) for (let j = 0; j < count; j++) if (i !== j) pairs.push([i, j]);
  if (pairs.length === 0) pairs.push([0, 0]);
  // A prime stride spreads consecutive seeds over the whole matrix.
  return (seed) => pairs[(seed * 7919) % pairs.length];
}

/** Runs the section against the decks of `folder` (the public tournament decks by default). */
export function runTournamentSuite(
  options: MeasureOptions,
  folder: DeckFolder | undefined = readDeckFolder(lorcanaModule, TOURNAMENT_DECKS),
): Section {
  const id = TOURNAMENT_ID;
  const starter = cardloomPlayable(lorcanaModule);
  const notes: string[] = [];
  const playable = folder?.playable ?? [];
  if (!folder) notes.push(`no tournament decks: ${TOURNAMENT_DECKS} not found (set CARDLOOM_SHARED)`);
  else {
    const total = playable.length + folder.unplayable.length;
    notes.push(
      `${playable.length} of ${total} tournament decks playable` +
        (playable.length > 0 ? `: ${playable.map((d) => d.name).join(', ')}` : ''),
    );
    if (folder.unplayable.length > 0) {
      const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
      notes.push(
        `not playable: ${folder.unplayable.map((d) => `${d.name} (${plural(d.problems.length, 'problem')})`).join(', ')}`,
      );
      const decks = new Map<string, number>();
      for (const deck of folder.unplayable)
        for (const p of deck.problems) decks.set(p, (decks.get(p) ?? 0) + 1);
      const top = [...decks].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, BLOCKERS);
      notes.push(
        `keeping the most decks out: ${top.map(([p, n]) => `${p} (${plural(n, 'deck')})`).join('; ')}`,
      );
    }
  }
  const pairing = pairingFor(playable.length);
  const tournament: PlayableGame<unknown, unknown> | undefined =
    playable.length === 0
      ? undefined
      : (cardloomPlayable(lorcanaModule, {
          id,
          title: 'Lorcana tournament decks',
          decksFor: (seed) => pairing(seed).map((d) => playable[d].cards),
        }) as PlayableGame<unknown, unknown>);
  const starterSeeds = Array.from({ length: SELFPLAY_GAMES }, (_, i) => i + 1);
  const tournamentSeeds = Array.from({ length: TOURNAMENT_GAMES }, (_, i) => i + 1);
  let starterActions = 0;
  let tournamentActions = 0;
  for (const seed of starterSeeds) starterActions += playRandom(starter, seed).actions;
  if (tournament)
    for (const seed of tournamentSeeds) tournamentActions += playRandom(tournament, seed).actions;

  const warmUntil = performance.now() + options.warmupMs * PLAY_WARMUP_FACTOR;
  while (performance.now() < warmUntil) {
    for (const seed of starterSeeds) playRandom(starter, seed);
    if (tournament) for (const seed of tournamentSeeds) playRandom(tournament, seed);
  }
  const samples = { starter: [] as number[], tournament: [] as number[] };
  const started = performance.now();
  const budget = options.timeMs * (tournament ? 2 : 1);
  for (let round = 0; round < options.minSamples || performance.now() - started < budget; round++) {
    let t0 = performance.now();
    for (const seed of starterSeeds) playRandom(starter, seed);
    samples.starter.push(performance.now() - t0);
    if (!tournament) continue;
    t0 = performance.now();
    for (const seed of tournamentSeeds) playRandom(tournament, seed);
    samples.tournament.push(performance.now() - t0);
  }
  const starterTiming = timingFromSamples(samples.starter);
  const figures: Figure[] = [];
  if (tournament) {
    const timing = timingFromSamples(samples.tournament);
    const gamesPerSec = rate(
      `${id}.gamesPerSec`,
      'random self-play, tournament decks: games',
      'games/s',
      TOURNAMENT_GAMES,
      timing,
    );
    const starterRate = rate(
      `${id}.starterGamesPerSec`,
      'random self-play, starter decks (same rounds): games',
      'games/s',
      SELFPLAY_GAMES,
      starterTiming,
    );
    figures.push(
      gamesPerSec,
      rate(
        `${id}.actionsPerSec`,
        'random self-play, tournament decks: actions',
        'actions/s',
        tournamentActions,
        timing,
      ),
      starterRate,
      ratio(
        `${id}.vsStarter`,
        'tournament games/s over starter games/s',
        gamesPerSec.value,
        starterRate.value,
      ),
    );
  } else {
    figures.push(
      rate(
        `${id}.starterGamesPerSec`,
        'random self-play, starter decks: games (no tournament deck playable)',
        'games/s',
        SELFPLAY_GAMES,
        starterTiming,
      ),
    );
  }
  return {
    id,
    title:
      'Lorcana tournament decks: random self-play, the playable public tournament decks against each other',
    detail:
      `${TOURNAMENT_GAMES} tournament games (seeds 1–${TOURNAMENT_GAMES}, ${tournamentActions.toLocaleString('en-US')} actions, spread over every ordered pairing of the playable decks) ` +
      `and ${SELFPLAY_GAMES} starter-deck games (${starterActions.toLocaleString('en-US')} actions) per round, timed in turn on one thread`,
    figures,
    notes,
  };
}
