/**
 * The tables of the match database, as Kysely types. JSON values are stored as text so the same
 * queries run on SQLite and PostgreSQL; times are ISO 8601 text.
 * @module
 */

/** `matches`: one row per match. */
export interface MatchesTable {
  id: string;
  game: string;
  /** `waiting`, `playing`, `finished` or `abandoned`. */
  status: string;
  /** The {@link MatchSetup} as JSON. */
  setup: string;
  created_at: string;
  updated_at: string;
}

/** `seats`: one row per seat of a match. */
export interface SeatsTable {
  match_id: string;
  seat: number;
  /** `human` or `bot`. */
  kind: string;
  name: string;
  /** SHA-256 of the seat's credential, once a client has claimed the seat. */
  token_hash: string | null;
}

/** `actions`: the accepted actions of a match, in order (`seq` from 0). */
export interface ActionsTable {
  match_id: string;
  seq: number;
  /** The action as JSON, bound to its seat. */
  action: string;
  at: string;
}

/** `results`: how a finished match ended. */
export interface ResultsTable {
  match_id: string;
  /** Winning seats as a JSON list. */
  winners: string;
  reason: string;
  turns: number;
  finished_at: string;
}

/** `replays`: the replay of each finished match (`toReplay`, as JSON). */
export interface ReplaysTable {
  match_id: string;
  replay: string;
}

/** The whole database. */
export interface Database {
  matches: MatchesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  results: ResultsTable;
  replays: ReplaysTable;
}
