/**
 * A whole comparison run, reporting progress after each game (the comparison worker's body, kept free
 * of worker globals so tests run it directly).
 * @module
 */

import type { GameModule } from '@cardloom/core';
import {
  type ComparisonReport,
  type GameRun,
  gameSeed,
  playOne,
  type ReportEntry,
  summarize,
} from './compare';
import type { CompareMessage, CompareRequest } from './compare-protocol';
import { findGame } from './games';

/** Runs `request`, calling `post` with progress and, at the end, the report or an error. */
export function runComparison(request: CompareRequest, post: (message: CompareMessage) => void): void {
  // Every column is checked before any game is played.
  const modules: GameModule[] = [];
  for (const column of request.columns) {
    const module = findGame(column.game);
    if (!module) {
      post({ kind: 'error', error: `unknown game "${column.game}"` });
      return;
    }
    if (!module.rulesets.some((r) => r.name === column.ruleset)) {
      post({ kind: 'error', error: `${module.name} has no ruleset "${column.ruleset}"` });
      return;
    }
    modules.push(module);
  }
  const total = request.columns.length * request.games;
  const entries: ReportEntry[] = [];
  let done = 0;
  request.columns.forEach((column, c) => {
    const module = modules[c];
    const label = `${module.name}:${column.ruleset}`;
    const runs: GameRun[] = [];
    for (let i = 0; i < request.games; i++) {
      runs.push(playOne(module, column.ruleset, gameSeed(request.seed, i), request.bot));
      post({ kind: 'progress', done: ++done, total, column: label });
    }
    entries.push({
      label,
      title: module.title,
      ruleset: column.ruleset,
      rules: module.rules(column.ruleset),
      summary: summarize(runs),
    });
  });
  const report: ComparisonReport = { games: request.games, seed: request.seed, entries };
  post({ kind: 'done', report });
}
