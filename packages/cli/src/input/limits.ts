/**
 * The bounds the command reads files within. Each is far above what a real file needs and low enough
 * that a hostile file is answered at once, with memory that does not depend on what the file claims.
 */

/** Largest decklist file read, in bytes (a 60-card list is about 2 KB). */
export const MAX_DECK_FILE_BYTES = 64 * 1024;
/** Most lines a decklist may have. */
export const MAX_DECK_LINES = 2000;
/** Longest decklist line, in characters (the longest card name is under 80). */
export const MAX_DECK_LINE_LENGTH = 200;
/**
 * Longest line of a JSON deck file, in characters: tournament exports (`{ "name": …, "cards": "4 A\n…" }`)
 * hold the whole list in one line, about 3,000 characters for 60 different cards.
 */
export const MAX_DECK_JSON_LINE_LENGTH = 16 * 1024;
/** Most cards a decklist may hold in all: no deck format comes near it, and it bounds what a deck allocates. */
export const MAX_DECK_CARDS = 1000;
/** Problems listed before the rest are only counted. */
export const MAX_LISTED_PROBLEMS = 50;

/** Largest replay file read, in bytes (a long game is a few hundred KB). */
export const MAX_REPLAY_FILE_BYTES = 16 * 1024 * 1024;
/** Deepest JSON nesting a replay may have (a replay needs about 5). */
export const MAX_REPLAY_DEPTH = 64;
/** Most actions a replay may hold. */
export const MAX_REPLAY_ACTIONS = 200_000;
/** Most characters in one replay string (names, ids, reasons). */
export const MAX_REPLAY_STRING = 1000;
