/**
 * Random self-play figures for one game (issue 6): games/s and actions/s, the cost of one
 * `legalActions` and one `apply` call, `clone` and `viewFor` on a mid-game state, and memory per live
 * state. Uniform-random players draw from the shared PRNG, so every run plays the same games.
 *
 * @module
 */
import { cost, type Figure, rate, ratio, type Section } from '../harness/figures';
import { type MeasureOptions, measure, PLAY_WARMUP_FACTOR, timingFromSamples } from '../harness/measure';
import { bytesPerLive } from '../harness/memory';
import { createRng, Stream } from '../prng';
import type { PlayableGame } from './playable';

/** Games per timed self-play sample. */
export const SELFPLAY_GAMES = 10;
/** A random game longer than this is reported as a runaway rather than timed forever. */
const MAX_ACTIONS = 20_000;
/** Live mid-game states (of distinct games) held at once when measuring memory. */
const MEMORY_STATES = 100;
/**
 * Other games kept alive while `clone` is timed again (issue 21): a search tree or a match server holds
 * thousands, and a copy should cost what it costs on an empty heap.
 */
export const LARGE_HEAP_GAMES = 10_000;

/** One recorded decision: a clone of the state before acting, the number of legal actions, the one taken. */
interface Decision<S> {
  readonly state: S;
  readonly options: number;
  readonly choice: number;
}

interface Played<S> {
  readonly final: S;
  readonly actions: number;
  /** With `record`: every decision of the game. */
  readonly trail: Decision<S>[];
}

/** Time spent in `legalActions` and `apply` calls, accumulated by {@link playRandom} when given. */
export interface CallClock {
  /** Time in `newGame` (setup: shuffles, opening hands, mulligans up to the first decision). */
  setupMs: number;
  legalMs: number;
  applyMs: number;
  calls: number;
}

/**
 * Plays one random game for `seed`. With `record`, keeps every decision; with `clock`, reads the
 * clock around each `legalActions` and `apply` call (about 0.1 µs of overhead per read).
 */
export function playRandom<S, A>(
  game: PlayableGame<S, A>,
  seed: number,
  record = false,
  clock?: CallClock,
): Played<S> {
  const rng = createRng(seed, Stream.players);
  const trail: Decision<S>[] = [];
  const start = clock ? performance.now() : 0;
  let state = game.newGame(seed);
  if (clock) clock.setupMs += performance.now() - start;
  let actions = 0;
  for (;;) {
    const t0 = clock ? performance.now() : 0;
    const legal = game.legalActions(state);
    const t1 = clock ? performance.now() : 0;
    if (legal.length === 0) break;
    if (actions >= MAX_ACTIONS)
      throw new Error(`${game.id} seed ${seed}: no end after ${MAX_ACTIONS} actions`);
    const choice = rng.int(legal.length);
    if (record) trail.push({ state: game.clone(state), options: legal.length, choice });
    state = game.apply(state, legal[choice]);
    if (clock) {
      clock.legalMs += t1 - t0;
      clock.applyMs += performance.now() - t1;
      clock.calls++;
    }
    actions++;
  }
  if (!game.isOver(state))
    throw new Error(`${game.id} seed ${seed}: no legal action but the game is not over`);
  return { final: state, actions, trail };
}

/**
 * The state halfway through the random game for `seed` (by action count): the first decision from
 * there on with a real choice (two or more legal actions), so search has something to decide.
 */
export function midGame<S, A>(game: PlayableGame<S, A>, seed: number): S {
  const { trail } = playRandom(game, seed, true);
  const half = Math.floor(trail.length / 2);
  return (trail.slice(half).find((d) => d.options >= 2) ?? trail[half]).state;
}

/** Runs every self-play figure for `game`. */
export function runSelfPlaySuite<S, A>(game: PlayableGame<S, A>, options: MeasureOptions): Section {
  const id = game.id;
  const seeds = Array.from({ length: SELFPLAY_GAMES }, (_, i) => i + 1);
  let totalActions = 0;
  for (const seed of seeds) totalActions += playRandom(game, seed).actions;

  // Copies and views first, on a heap that long self-play has not yet grown: after it, young-generation
  // collections land on some calls and not others (a spread of ±30% around twice the cost).
  const mid = midGame(game, 1);
  const cloned = measure(`${id} clone`, () => game.clone(mid), options);
  const viewed = measure(`${id} viewFor`, () => game.viewFor(mid, 0), options);

  // One loop gives every self-play figure, so games/s and the per-call costs always describe the same
  // runs. Calls are timed inside play, so caches and lazily built indexes behave as they do in play.
  const warmUntil = performance.now() + options.warmupMs * PLAY_WARMUP_FACTOR;
  while (performance.now() < warmUntil) for (const seed of seeds) playRandom(game, seed);
  const samples = {
    total: [] as number[],
    setup: [] as number[],
    legal: [] as number[],
    apply: [] as number[],
  };
  const started = performance.now();
  for (let round = 0; round < options.minSamples || performance.now() - started < options.timeMs; round++) {
    const clock: CallClock = { setupMs: 0, legalMs: 0, applyMs: 0, calls: 0 };
    const t0 = performance.now();
    for (const seed of seeds) playRandom(game, seed, false, clock);
    samples.total.push(performance.now() - t0);
    samples.setup.push(clock.setupMs / seeds.length);
    samples.legal.push(clock.legalMs / clock.calls);
    samples.apply.push(clock.applyMs / clock.calls);
  }
  // The large heap last: keeping 10,000 copies alive teaches V8 to allocate card records straight into
  // the old generation (allocation-site pretenuring), which would slow every later figure of the section.
  const alive: S[] = Array.from({ length: LARGE_HEAP_GAMES }, () => game.clone(mid));
  const clonedLargeHeap = measure(`${id} clone, large heap`, () => game.clone(mid), options);
  // Read after the timing, so the copies stay alive through it (and are garbage from here on).
  const aliveCount = alive.length;
  const selfPlay = timingFromSamples(samples.total);
  const setup = timingFromSamples(samples.setup);
  const legal = timingFromSamples(samples.legal);
  const applied = timingFromSamples(samples.apply);

  const perState = bytesPerLive((i) => midGame(game, 1000 + i), MEMORY_STATES);

  const figures: Figure[] = [
    rate(`${id}.gamesPerSec`, 'random self-play: games', 'games/s', SELFPLAY_GAMES, selfPlay),
    rate(`${id}.actionsPerSec`, 'random self-play: actions', 'actions/s', totalActions, selfPlay),
    cost(`${id}.newGameMicros`, 'createGame, per game (setup to first decision)', setup),
    cost(`${id}.legalActionsMicros`, 'legalActions, per call', legal),
    cost(`${id}.applyMicros`, 'apply, per call', applied),
    cost(`${id}.cloneMicros`, 'clone, mid-game state', cloned),
    cost(
      `${id}.cloneLargeHeapMicros`,
      `clone, mid-game state, ${aliveCount.toLocaleString('en-US')} other games alive`,
      clonedLargeHeap,
    ),
    ratio(
      `${id}.cloneLargeHeapRatio`,
      `clone with ${aliveCount.toLocaleString('en-US')} other games alive / clone on a small heap`,
      clonedLargeHeap.medianMs,
      cloned.medianMs,
    ),
    cost(`${id}.viewForMicros`, 'viewFor, mid-game state', viewed),
    {
      id: `${id}.bytesPerState`,
      label: 'memory per live mid-game state',
      value: perState / 1024,
      unit: 'KiB',
    },
  ];
  return {
    id,
    title: game.title,
    detail: `${SELFPLAY_GAMES} games (seeds 1–${SELFPLAY_GAMES}, ${totalActions.toLocaleString('en-US')} actions) per self-play sample; per-call costs timed around each call inside the same games; mid-game = first real choice past halfway through seed 1; memory over ${MEMORY_STATES} mid-game states of distinct games`,
    figures,
    notes: [],
  };
}
