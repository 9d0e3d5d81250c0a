/**
 * The framework-tax suite (issue 6): the trivial game played by every implementation on the same
 * seeds; moves/s for each and the ratios between them.
 *
 * @module
 */
import { cost, type Figure, rate, ratio, type Section } from '../harness/figures';
import {
  type MeasureOptions,
  measureInterleaved,
  PLAY_WARMUP_FACTOR,
  timingFromSamples,
} from '../harness/measure';
import { newTrivialClock, playCardloomTimed } from '../trivial/cardloom';
import {
  BGIO_REDUCER,
  CARDLOOM,
  IMPLEMENTATIONS,
  PLAIN,
  type TrivialImplementation,
} from '../trivial/implementations';
import type { TrivialResult } from '../trivial/spec';

/** Games per timed sample: seeds 1..GAMES_PER_SAMPLE. */
export const GAMES_PER_SAMPLE = 20;

const SEEDS = Array.from({ length: GAMES_PER_SAMPLE }, (_, i) => i + 1);

function playAll(impl: TrivialImplementation): TrivialResult[] {
  return SEEDS.map((seed) => impl.play(seed));
}

function sameGames(a: readonly TrivialResult[], b: readonly TrivialResult[]): boolean {
  return a.every(
    (r, i) => r.moves === b[i].moves && r.scores[0] === b[i].scores[0] && r.scores[1] === b[i].scores[1],
  );
}

/** Runs the suite; throws if an implementation does not play the same games as the plain loop. */
export function runTrivialSuite(options: MeasureOptions): Section {
  const reference = playAll(PLAIN);
  const totalMoves = reference.reduce((sum, r) => sum + r.moves, 0);
  const movesPerSec = new Map<string, number>();
  const figures: Figure[] = [];
  for (const impl of IMPLEMENTATIONS)
    if (!sameGames(playAll(impl), reference))
      throw new Error(`${impl.label} plays different games than the plain loop`);
  // Interleaved so that load from elsewhere on the machine cannot favour one implementation.
  const timings = measureInterleaved(
    IMPLEMENTATIONS.map((impl) => () => playAll(impl)),
    { ...options, warmupMs: options.warmupMs * PLAY_WARMUP_FACTOR },
  );
  IMPLEMENTATIONS.forEach((impl, i) => {
    const figure = rate(`trivial.${impl.id}.movesPerSec`, impl.label, 'moves/s', totalMoves, timings[i]);
    movesPerSec.set(impl.id, figure.value);
    figures.push(figure);
  });
  const plain = movesPerSec.get(PLAIN.id)!;
  const bgio = movesPerSec.get(BGIO_REDUCER.id)!;
  const cardloom = movesPerSec.get(CARDLOOM.id)!;
  // Ratios of time per move: how many times slower the first is than the second.
  figures.push(
    ratio('trivial.ratio.cardloomOverPlain', 'cardloom / plain (framework tax)', plain, cardloom),
    ratio('trivial.ratio.boardgameioOverCardloom', 'boardgame.io / cardloom', cardloom, bgio),
    ratio('trivial.ratio.boardgameioOverPlain', 'boardgame.io / plain', plain, bgio),
  );
  figures.push(...breakdown(options));
  return {
    id: 'trivial',
    title: 'Framework tax: the trivial draw-and-play game',
    detail: `${GAMES_PER_SAMPLE} games (seeds 1–${GAMES_PER_SAMPLE}, ${totalMoves.toLocaleString('en-US')} moves) per sample, uniform-random players`,
    figures,
    notes: [
      'ratios compare time per move: "A / B" is how many times slower A is than B',
      'the implementations are timed in interleaved rounds (a sample is one round of one implementation), so outside load falls on all alike',
      'the plain loop uses mutable arrays and builds the list of legal moves as objects at every decision, as a random player needs',
      'boardgame.io runs with NODE_ENV=production and default game options; "reducer" is InitializeGame + CreateGameReducer fed MAKE_MOVE actions, "Client" is its headless vanilla client',
      'the "cardloom:" per-call rows time each kernel call inside the same games (the clock reads add about 0.05 µs each): where the framework tax goes; an end-turn apply runs the turn structure (step exit, turn end, turn start, the draw step\'s hook, the main step opening) through the undo journal',
    ],
  };
}

/** Where cardloom's time goes in the trivial game: each kernel call timed inside the same games. */
function breakdown(options: MeasureOptions): Figure[] {
  const samples = {
    create: [] as number[],
    legal: [] as number[],
    play: [] as number[],
    end: [] as number[],
  };
  const sample = () => {
    const clock = newTrivialClock();
    for (const seed of SEEDS) playCardloomTimed(seed, clock);
    return clock;
  };
  const warmUntil = performance.now() + options.warmupMs;
  while (performance.now() < warmUntil) sample();
  const started = performance.now();
  for (let round = 0; round < options.minSamples || performance.now() - started < options.timeMs; round++) {
    const clock = sample();
    samples.create.push(clock.createMs / clock.games);
    samples.legal.push(clock.legalMs / clock.legalCalls);
    samples.play.push(clock.playMs / clock.plays);
    samples.end.push(clock.endTurnMs / clock.endTurns);
  }
  return [
    cost(
      'trivial.cardloom.createGameMicros',
      'cardloom: createGame, per game',
      timingFromSamples(samples.create),
    ),
    cost(
      'trivial.cardloom.legalActionsMicros',
      'cardloom: legalActions, per call',
      timingFromSamples(samples.legal),
    ),
    cost('trivial.cardloom.applyPlayMicros', 'cardloom: apply a play move', timingFromSamples(samples.play)),
    cost(
      'trivial.cardloom.applyEndTurnMicros',
      'cardloom: apply an end-turn move',
      timingFromSamples(samples.end),
    ),
  ];
}
