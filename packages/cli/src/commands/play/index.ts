/**
 * Commands that play and show single games: `play` (bots with a log, or a human at the terminal; a
 * whole match with `--match`) and `replay` (a saved game as one player saw it).
 */
export { playCommand } from './play';
export { replayCommand } from './replay';
