/**
 * Command-line options of a deck-matrix script, read the same way for every game, so a game's
 * `scripts/balance.ts` is a few lines: read the arguments, {@link runMatrix}, print {@link matrixTable}.
 * @module
 */
import type { GameModule } from '@cardloom/core';
import { type MatrixDeck, MatrixError, type MatrixOptions } from './matrix';

/** What {@link matrixArgs} read: the matrix's options plus how to print it. */
export interface MatrixArgs extends MatrixOptions {
  /** How to print the matrix: `grid` or `pairs`. */
  readonly layout: 'grid' | 'pairs';
  /** `--out file`: where to write the result as JSON, if anywhere. */
  readonly out?: string;
}

/** The options {@link matrixArgs} reads, for a script's usage line. */
export const MATRIX_USAGE =
  '[--games N] [--bots greedy|mcts|random] [--iterations K] [--seed S] [--ruleset R] [--decks a,b,…] ' +
  '[--pairs a:b,…] [--swap deck/out/in/n,…] [--layout grid|pairs] [--out result.json]';

/**
 * Reads a matrix script's arguments: `--games` per pair (default 200), `--bots` (default greedy),
 * `--iterations` (the IS-MCTS budget, default the module's `searchIterations`), `--seed`, `--ruleset`,
 * `--decks` (a subset of the ready decks), `--pairs`, `--swap deck/out/in/n` (play a ready deck with n
 * copies of card `out` replaced by `in`, a designer's experiment; deck rules are not checked),
 * `--layout` and `--out`.
 * @throws {@link MatrixError} naming an unknown option, a missing value or a swap that cannot be made.
 */
export function matrixArgs(module: GameModule, argv: readonly string[]): MatrixArgs {
  const known = ['games', 'bots', 'iterations', 'seed', 'ruleset', 'decks', 'pairs', 'swap', 'layout', 'out'];
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!argv[i].startsWith('--') || !known.includes(name))
      throw new MatrixError(`matrix: unknown option ${argv[i]} (${MATRIX_USAGE})`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new MatrixError(`matrix: ${argv[i]} needs a value`);
    values.set(name, value);
  }
  const list = (name: string) => (values.get(name) ?? '').split(',').filter(Boolean);
  const chosen = list('decks');
  for (const name of chosen)
    if (!module.decks.some((d) => d.name === name))
      throw new MatrixError(`matrix: ${module.name} has no ready deck ${name}`);
  const decks: MatrixDeck[] = module.decks
    .filter((d) => chosen.length === 0 || chosen.includes(d.name))
    .map((d) => ({ name: d.name, cards: [...d.cards] }));
  for (const swap of list('swap')) {
    const [deckName, out, into, n = '1'] = swap.split('/');
    const deck = decks.find((d) => d.name === deckName);
    if (!deck || !into || !(Number(n) > 0))
      throw new MatrixError(`matrix: --swap ${swap} is not deck/out/in/n`);
    const cards = deck.cards as string[];
    for (let k = 0; k < Number(n); k++) {
      const at = cards.indexOf(out);
      if (at < 0) throw new MatrixError(`matrix: --swap ${swap}: ${deckName} has no more ${out}`);
      cards[at] = into;
    }
  }
  const kind = values.get('bots') ?? 'greedy';
  if (kind !== 'greedy' && kind !== 'mcts' && kind !== 'random')
    throw new MatrixError(`matrix: --bots ${kind} is not greedy, mcts or random`);
  const iterations = Number(values.get('iterations') ?? module.searchIterations);
  const layout = values.get('layout') ?? 'grid';
  if (layout !== 'grid' && layout !== 'pairs')
    throw new MatrixError(`matrix: --layout ${layout} is not grid or pairs`);
  const pairs = list('pairs').map((p) => {
    const [a, b] = p.split(':');
    if (!a || !b) throw new MatrixError(`matrix: --pairs ${p} is not a:b`);
    return [a, b] as const;
  });
  const ruleset = values.get('ruleset');
  const out = values.get('out');
  return {
    games: Number(values.get('games') ?? 200),
    decks,
    bot: kind === 'mcts' ? { kind, iterations } : kind,
    seed: values.get('seed') ?? '1',
    layout,
    ...(pairs.length > 0 ? { pairs } : {}),
    ...(ruleset !== undefined ? { ruleset } : {}),
    ...(out !== undefined ? { out } : {}),
  };
}
