/**
 * Lore random self-play for profiling and for proving that a speed-up changed no game (issue 21).
 * Plays seeded uniform-random games (the first two ready lexicons, as `pnpm bench` does), then prints
 * the CPU time per action of the timed rounds, the action count, and one SHA-256 over every game's
 * action log and final state: an optimisation must leave that hash unchanged.
 *
 * Usage (from games/lore):
 *   ../../node_modules/.bin/tsx --conditions=@cardloom/source scripts/selfplay-profile.ts [options]
 * Options:
 *   --games N    seeds 1..N (default 10)
 *   --rounds R   timed rounds after one warm-up round (default 5; 0: hash only)
 *   --events     record events (default off, as in `pnpm bench`) and hash them too
 *   --decks A,B  the ready lexicons by index in `loreModule.decks` (default 0,1)
 * To compare two builds on plain node (and to profile with line numbers), bundle the script once per
 * source tree, e.g. with the esbuild that tsup installs:
 *   esbuild scripts/selfplay-profile.ts --bundle --platform=node --format=esm \
 *     --conditions=@cardloom/source --outfile=/tmp/lore-selfplay.mjs
 *   node --cpu-prof /tmp/lore-selfplay.mjs --rounds 20
 */
import { createHash, type Hash } from 'node:crypto';
import { apply, createGame, type GameModule, legalActions } from '@cardloom/core';
import { loreModule } from '../src/index.js';

interface Options {
  games: number;
  rounds: number;
  events: boolean;
  decks: [number, number];
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { games: 10, rounds: 5, events: false, decks: [0, 1] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--games') options.games = Number(value());
    else if (flag === '--rounds') options.rounds = Number(value());
    else if (flag === '--events') options.events = true;
    else if (flag === '--decks') options.decks = value().split(',').map(Number) as [number, number];
    else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(options.games) || options.games < 1)
    throw new Error('--games must be a positive integer');
  if (!Number.isInteger(options.rounds) || options.rounds < 0)
    throw new Error('--rounds must be an integer ≥ 0');
  if (options.decks.length !== 2 || options.decks.some((d) => loreModule.decks[d] === undefined))
    throw new Error(`--decks must name two of the ${loreModule.decks.length} ready lexicons by index`);
  return options;
}

/** Mulberry32: the random players' choices, one stream per seed, independent of the game's own RNG. */
function chooser(seed: number): (n: number) => number {
  let a = (seed * 0x9e3779b9) >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Plays the game for `seed` to its end; returns its action count. With `hash`, feeds it the game. */
function play(module: GameModule, seed: number, options: Options, hash?: Hash): number {
  const [first, second] = options.decks.map((d) => module.decks[d].cards);
  const game = createGame(module.definition, { players: 2, decks: [first, second], seed });
  const { events } = options;
  game.recordEvents = events;
  const pick = chooser(seed);
  if (hash && events) hash.update(JSON.stringify(game.setupEvents));
  let actions = 0;
  for (;;) {
    const legal = legalActions(game);
    if (legal.length === 0) break;
    if (actions > 20_000) throw new Error(`seed ${seed}: no end after 20,000 actions`);
    const action = legal[pick(legal.length)];
    const result = apply(game, action);
    if (hash) {
      hash.update(`${legal.length}:${JSON.stringify(action)}\n`);
      if (events) hash.update(JSON.stringify(result.events));
    }
    actions++;
  }
  if (!game.over) throw new Error(`seed ${seed}: no legal action but the game is not over`);
  if (hash) hash.update(JSON.stringify(game.state));
  return actions;
}

const options = parseArgs(process.argv.slice(2));
const seeds = Array.from({ length: options.games }, (_, i) => i + 1);

const hash = createHash('sha256');
let actions = 0;
for (const seed of seeds) actions += play(loreModule, seed, options, hash);
const digest = hash.digest('hex').slice(0, 16);

const perAction: number[] = [];
for (let round = 0; round < options.rounds; round++) {
  const before = process.cpuUsage();
  for (const seed of seeds) play(loreModule, seed, options);
  const used = process.cpuUsage(before);
  perAction.push((used.user + used.system) / actions);
}
perAction.sort((a, b) => a - b);
const median = perAction.length ? perAction[Math.floor(perAction.length / 2)] : Number.NaN;
console.log(
  JSON.stringify({
    games: options.games,
    decks: options.decks.map((d) => loreModule.decks[d].title).join(' vs '),
    actions,
    hash: digest,
    cpuMicrosPerAction: Number(median.toFixed(3)),
    rounds: perAction.map((x) => Number(x.toFixed(3))),
  }),
);
