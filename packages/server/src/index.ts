/**
 * `@cardloom/server`: online matches of any cardloom game module on Colyseus — per-seat credentials,
 * each client sees only its own view, bots in empty seats, turn timers, reconnection, and every match
 * kept in SQLite or PostgreSQL (resumed from its action log after a restart). With a Redis URL,
 * several processes share matchmaking.
 *
 * @example
 * ```ts
 * import { startServer } from '@cardloom/server';
 * const server = await startServer({ port: 2567, database: 'matches.db' });
 * ```
 * @packageDocumentation
 */
export { type Clock, type ManualClock, manualClock, systemClock, type TimerHandle } from './clock';
export { lobbyListing } from './lobby';
export { hashSeatToken, newMatchCode, newSeatToken, tokenMatches } from './match/credentials';
export { MatchResumeError, MatchSetupError } from './match/errors';
export { type Accepted, Match, type MatchResult, makeBot, type Refusal, SPECTATOR } from './match/match';
export { type BotKind, type CreateOptions, type MatchSetup, resolveSetup } from './match/setup';
export { DEFAULT_MODULES } from './modules';
export * from './protocol';
export {
  type JoinOptions,
  MatchRoom,
  matchRoomType,
  type ResumeOption,
  type SeatAuth,
} from './room/match-room';
export type { RoomServices } from './room/services';
export { type RunningServer, type ServeOptions, startServer } from './server';
export { LibsqlDialect } from './store/libsql-dialect';
export type {
  ActionsTable,
  Database,
  MatchesTable,
  ReplaysTable,
  ResultsTable,
  SeatsTable,
} from './store/schema';
export {
  MatchStore,
  StoreConfigError,
  type StoredMatch,
  type StoredResult,
  type StoredSeat,
  type StoredStatus,
} from './store/store';
