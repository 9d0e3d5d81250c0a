/**
 * `@cardloom/cli`: the `cardloom` command (play, simulate, compare, replay, cards, deck validate, bench)
 * and the pieces it is built from, for embedding and for game packages that plug in.
 *
 * @packageDocumentation
 */

export { botNames, checkBots, createBot } from './agents/bots';
export { humanAgent, renderView, renderZones } from './agents/human';
export { commands, type RunCliOptions, runCli, VERSION } from './cli';
export type { Command, CommandContext } from './commands/command';
export {
  CliError,
  DeckFileError,
  ExitCode,
  type FileProblem,
  GameAborted,
  ReplayFileError,
  UsageError,
} from './errors';
export { escapeControls } from './format/escape';
export { createProgress, type Progress } from './format/progress';
export { type Align, renderPairs, renderTable, type TableOptions } from './format/table';
export { BUILTIN_MODULES, builtinRegistry } from './games/builtin';
export { type GameStart, outcomeOf, rulesVersion, startGame } from './games/kernel';
export { checkPlayers, GameRegistry, resolveDecks, resolveRuleset } from './games/registry';
export type * from './games/types';
export { cardListing, decisionMenu, promptFor, statusLines, zonesFor } from './games/view';
export { type DeckRead, loadDeckFile, readDeckFile } from './input/deck-file';
export { FileTooLargeError, type Io, processIo } from './io';
export { sameValue } from './json/same-value';
export { type CompareEntry, type ComparisonRow, dynamicRows, staticRows } from './report/comparison';
export { type HtmlReportOptions, htmlReport } from './report/html';
export {
  type Bar,
  type BarChartOptions,
  barChart,
  escapeXml,
  type HistogramOptions,
  histogramChart,
} from './report/svg';
export { guardIo, writeControl } from './safe-io';
export type { GameResult, SimulationJob } from './sim/job';
export { formatReplay, parseReplay, REPLAY_VERSION, type ReplayFile } from './sim/replay';
export {
  DEFAULT_MAX_ACTIONS,
  type GameObserver,
  type GameRecord,
  type PlayOptions,
  playGame,
  strictLeader,
} from './sim/run-game';
export { deriveSeed, SeededRandom } from './sim/seed';
export { type RunOptions, runJobs, runSimulation } from './sim/simulate';
export { type Distribution, describe, type Histogram, histogram, quantile } from './stats/describe';
export {
  type SeatSummary,
  type SimulationSummary,
  summarize,
  type Throughput,
  throughput,
} from './stats/summary';
export { type Proportion, wilson, Z95 } from './stats/wilson';
