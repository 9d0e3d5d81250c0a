/**
 * The ready-deck matrix of Lore, played in this process (no worker start-up): for every pair of
 * ready decks, half the games with each deck in the first seat. Prints each pair's score of the row deck
 * (wins, draws count half) with its 95% Wilson interval, and how the games ended.
 *
 * Usage (from games/lore):
 *   ../../node_modules/.bin/tsx --conditions=@cardloom/source scripts/balance.ts \
 *     [--games N] [--bots greedy|mcts] [--iterations K] [--seed S] [--pairs a:b,c:d] [--decks a,b,c]
 *
 * N is per pair (default 200); `--iterations` is the IS-MCTS budget per decision (default 10).
 */
import { type Bot, greedyBot, mctsBot } from '@cardloom/bots';
import { apply, createGame } from '@cardloom/core';
import { loreModule } from '../src/index';

const args = process.argv.slice(2);
function opt(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}
const games = Number(opt('games', '200'));
const kind = opt('bots', 'greedy');
const iterations = Number(opt('iterations', '10'));
const seed = opt('seed', '1');
const evaluate = loreModule.evaluate!;
const chosen = opt('decks', '').split(',').filter(Boolean);
const decks = loreModule.decks.filter((d) => chosen.length === 0 || chosen.includes(d.name));
const only = opt('pairs', '')
  .split(',')
  .filter(Boolean)
  .map((p) => p.split(':'));

function bot(s: number): Bot {
  return kind === 'mcts' ? mctsBot({ seed: s, evaluate, iterations }) : greedyBot({ seed: s, evaluate });
}

/** Plays one game; returns the winners' seats, the reason and the number of turns. */
function play(a: readonly string[], b: readonly string[], s: number): { winners: number[]; reason: string } {
  const game = createGame(loreModule.definition, { players: 2, decks: [a, b], seed: `${seed}-${s}` });
  const seats = [bot(2 * s + 1), bot(2 * s + 2)];
  while (!game.over) apply(game, seats[game.toAct!].choose(game));
  const { winners, reason } = game.state.status;
  return { winners: [...(winners ?? [])], reason: String(reason) };
}

function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const endings: Record<string, number> = {};
let total = 0;
const started = Date.now();
console.log(`${kind}${kind === 'mcts' ? `:${iterations}` : ''} · ${games} games per pair · seed ${seed}`);
for (let i = 0; i < decks.length; i++)
  for (let j = i + 1; j < decks.length; j++) {
    const [A, B] = [decks[i], decks[j]];
    if (
      only.length &&
      !only.some(([x, y]) => (x === A.name && y === B.name) || (x === B.name && y === A.name))
    )
      continue;
    let aWins = 0;
    let bWins = 0;
    for (let g = 0; g < games; g++) {
      const swapped = g % 2 === 1;
      const r = play(swapped ? B.cards : A.cards, swapped ? A.cards : B.cards, i * 100_000 + j * 10_000 + g);
      const aSeat = swapped ? 1 : 0;
      endings[r.reason] = (endings[r.reason] ?? 0) + 1;
      if (r.winners.length === 1) {
        if (r.winners[0] === aSeat) aWins++;
        else bWins++;
      }
    }
    const draws = games - aWins - bWins;
    const score = aWins + draws / 2;
    total += games;
    const [low, high] = wilson(score, games);
    console.log(
      `| ${A.name} | ${B.name} | ${pct(score / games)} [${pct(low)}–${pct(high)}] | ${aWins}–${bWins}–${draws} |`,
    );
  }
const share = Object.entries(endings)
  .map(([k, v]) => `${k} ${pct(v / total)}`)
  .join(', ');
console.log(`endings over ${total} games: ${share} · ${((Date.now() - started) / 1000).toFixed(0)} s`);
