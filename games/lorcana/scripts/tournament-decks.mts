/**
 * Issue 16: the tournament decks of the public data play without an exception. Every playable deck of
 * the folder plays N uniformly random games (default 1,000) against the other playable decks in turn
 * (seats alternating; against itself when it is the only one). Reports the decks that cannot be played
 * with the cards that keep them out, the exceptions (must be 0, with seed and decks to replay them),
 * games that did not end, and games/s on this one thread — by the wall clock and by the process's CPU
 * time, which other work on a busy machine does not slow — after a few seconds of untimed warm-up
 * play (`--warmup-ms`, default 3000: the JIT needs them to reach steady speed).
 *
 * Run: `pnpm tournament-decks [--games N] [--dir FOLDER] [--warmup-ms MS] [--json]` from the repository root (the folder
 * defaults to `$CARDLOOM_SHARED/data/lorcana/decks/tournament-illumidroid`). Exit status 1 when a game
 * threw or did not end, or when no deck is playable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apply, createGame, legalActions, Random } from '@cardloom/core';
import { parseDeckFile } from '../src/decks/deck-formats.ts';
import { DecklistError, expandDecklist } from '../src/decks/decklist.ts';
import { validateDeck } from '../src/decks/validate.ts';
import { lorcana } from '../src/definition.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    dir: { type: 'string' },
    json: { type: 'boolean', default: false },
    'max-actions': { type: 'string', default: '20000' },
    'warmup-ms': { type: 'string', default: '3000' },
  },
});
const games = Number(values.games);
const maxActions = Number(values['max-actions']);
if (!Number.isInteger(games) || games < 1)
  throw new Error(`--games needs a whole number ≥ 1, got ${values.games}`);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const shared = process.env.CARDLOOM_SHARED ?? resolve(root, '../shared');
const dir = values.dir ?? resolve(shared, 'data/lorcana/decks/tournament-illumidroid');

interface Deck {
  readonly name: string;
  readonly ids: readonly string[];
}
const playable: Deck[] = [];
const unplayable: { name: string; problems: string[] }[] = [];
for (const file of readdirSync(dir).sort()) {
  if (!/\.(json|dek|txt)$/.test(file) || file.startsWith('provenance')) continue;
  const name = file.replace(/\.[^.]+$/, '');
  try {
    const deck = parseDeckFile(readFileSync(resolve(dir, file), 'utf8')).deck;
    const problems = validateDeck(deck, 'constructed');
    if (problems.length > 0)
      unplayable.push({ name, problems: problems.map((p) => `${p.message} (CR ${p.rule})`) });
    else playable.push({ name, ids: expandDecklist(deck).map((c) => c.id) });
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    const problems = [
      ...new Set(error.issues.map((i) => i.message.replace(/\s*\(did you mean [^)]*\)$/, ''))),
    ];
    unplayable.push({ name, problems });
  }
}

interface Failure {
  readonly deck: string;
  readonly opponent: string;
  readonly seed: number;
  readonly error: string;
}
const exceptions: Failure[] = [];
const unfinished: Failure[] = [];

/** Plays one random game; returns its action count, or the failure. */
function play(
  decks: readonly (readonly string[])[],
  seed: number,
): number | { error: string; thrown: boolean } {
  try {
    const game = createGame(lorcana, { players: 2, decks, seed });
    game.recordEvents = false;
    const random = new Random(seed);
    let n = 0;
    while (!game.over && n < maxActions) {
      const legal = legalActions(game);
      if (legal.length === 0) throw new Error(`no legal action at turn ${game.state.turn.number}`);
      apply(game, legal[random.int(legal.length)]);
      n++;
    }
    return game.over ? n : { error: `no end after ${n} actions`, thrown: false };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), thrown: true };
  }
}

/** Game `g` of deck `d`: its opponent (the other decks in turn), seats alternating, and its seed. */
function setup(d: number, g: number) {
  const deck = playable[d];
  const others = playable.length > 1 ? playable.filter((o) => o !== deck) : [deck];
  const opponent = others[g % others.length];
  const decks = g % 2 === 0 ? [deck.ids, opponent.ids] : [opponent.ids, deck.ids];
  return { deck, opponent, decks, seed: d * 1_000_003 + g };
}

// Untimed warm-up with games past the measured ones.
const warmUntil = performance.now() + Number(values['warmup-ms']);
for (let g = games; playable.length > 0 && performance.now() < warmUntil; g++) {
  const s = setup(g % playable.length, g);
  play(s.decks, s.seed);
}

let played = 0;
let actions = 0;
const started = performance.now();
const cpu0 = process.cpuUsage();
for (let d = 0; d < playable.length; d++) {
  for (let g = 0; g < games; g++) {
    const { deck, opponent, decks, seed } = setup(d, g);
    const result = play(decks, seed);
    if (typeof result === 'number') actions += result;
    else {
      const failure = { deck: deck.name, opponent: opponent.name, seed, error: result.error };
      (result.thrown ? exceptions : unfinished).push(failure);
    }
    played++;
  }
}
const seconds = (performance.now() - started) / 1000;
const cpuUsed = process.cpuUsage(cpu0);
const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
const report = {
  folder: dir,
  playable: playable.map((d) => d.name),
  unplayable,
  gamesPerDeck: games,
  games: played,
  exceptions: exceptions.length,
  unfinished: unfinished.length,
  seconds: Number(seconds.toFixed(2)),
  cpuSeconds: Number(cpuSeconds.toFixed(2)),
  gamesPerSecond: played === 0 ? 0 : Number((played / seconds).toFixed(1)),
  gamesPerCpuSecond: played === 0 ? 0 : Number((played / cpuSeconds).toFixed(1)),
  actionsPerGame: played === 0 ? 0 : Number((actions / played).toFixed(1)),
  failures: [...exceptions, ...unfinished].slice(0, 20),
};
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`${dir}: ${playable.length} playable decks, ${unplayable.length} not playable`);
  for (const d of unplayable) console.log(`  ${d.name}: ${d.problems.join('; ')}`);
  console.log(
    `${played} random games (${games} per playable deck against the others): ` +
      `${exceptions.length} exceptions, ${unfinished.length} unfinished, ` +
      `${report.gamesPerSecond} games/s on one thread (${report.gamesPerCpuSecond} per CPU second), ` +
      `${report.actionsPerGame} actions per game`,
  );
  for (const f of report.failures) console.log(`  ${f.deck} vs ${f.opponent}, seed ${f.seed}: ${f.error}`);
}
process.exitCode = exceptions.length > 0 || unfinished.length > 0 || playable.length === 0 ? 1 : 0;
