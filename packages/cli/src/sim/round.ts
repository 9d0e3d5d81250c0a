/**
 * Plays a whole match (a game module's `match`: best of N with deck changes between games) through the
 * command's own game loop, so `play --match` narrates and seats humans exactly as `play` does, and
 * `simulate --match` measures matches with the same bots. Nothing here knows which game it runs.
 */
import type { Action, GameModule, MatchFormat, MatchRound, MatchSwap } from '@cardloom/core';
import { UsageError } from '../errors';
import type { Agent, Seat } from '../games/types';
import { type GameObserver, type GameRecord, playGame } from './run-game';

/** How to play one match. */
export interface RoundOptions {
  module: GameModule;
  format: MatchFormat;
  decks: readonly (readonly string[])[];
  ruleset: string;
  seed: number | string;
  players?: readonly string[];
  /** The seats' agents for game `number` (1-based). */
  agents(number: number): readonly Agent[];
  maxActions?: number;
  /** Narration of game `number`, if any. */
  observer?(number: number): GameObserver | undefined;
  /** Called before game `number` starts. */
  beforeGame?(number: number, round: MatchRound): void;
  /** Called after each game with its record. */
  afterGame?(number: number, record: GameRecord, round: MatchRound): void;
  /** Between games, each seat in order may change its deck; returns the match afterwards. */
  sideboard?(round: MatchRound, seat: Seat): Promise<MatchRound>;
}

/** A played match: the match record, each game's record, and why it stopped early, if it did. */
export interface RoundResult {
  round: MatchRound;
  records: GameRecord[];
  error?: string;
}

/**
 * Plays a match to its end. A game that fails (rules error, action limit) stops the match with its
 * error; a bad deck stops it before the first game with a {@link UsageError}.
 */
export async function playRound(options: RoundOptions): Promise<RoundResult> {
  const { module, format } = options;
  let round: MatchRound;
  try {
    round = format.start({
      decks: options.decks,
      seed: options.seed,
      ruleset: options.ruleset,
      ...(options.players ? { players: options.players } : {}),
    });
  } catch (error) {
    throw new UsageError(`cannot start a ${module.name} match: ${(error as Error).message}`);
  }
  const records: GameRecord[] = [];
  while (!round.standing().over) {
    if (records.length > 0 && options.sideboard)
      for (let seat = 0; seat < options.decks.length; seat++) round = await options.sideboard(round, seat);
    const setup = round.nextGame();
    options.beforeGame?.(setup.number, round);
    const actions: Action[] = [];
    const observer = options.observer?.(setup.number);
    const record = await playGame({
      module,
      decks: setup.decks,
      ruleset: round.ruleset,
      seed: setup.seed,
      index: setup.number - 1,
      agents: options.agents(setup.number),
      ...(options.maxActions !== undefined ? { maxActions: options.maxActions } : {}),
      ...(observer ? { observer } : {}),
      actionLog: actions,
    });
    records.push(record);
    if (record.error !== undefined) return { round, records, error: `game ${setup.number}: ${record.error}` };
    try {
      round = round.record(actions);
    } catch (error) {
      return { round, records, error: `game ${setup.number}: ${(error as Error).message}` };
    }
    options.afterGame?.(setup.number, record, round);
  }
  return { round, records };
}

/** A problem reading a sideboarding line. */
export interface SwapReading {
  swap?: MatchSwap;
  problem?: string;
}

/**
 * Reads a sideboarding line: `out 2 <card>, 1 <card>; in 3 <card>` (cards by id or name, either part
 * may be left out). An empty line keeps the deck (no swap).
 */
export function readSwap(line: string, cardId: (idOrName: string) => string | undefined): SwapReading {
  const text = line.trim();
  if (text === '' || text === 'keep') return {};
  const swap: { out: { card: string; count: number }[]; in: { card: string; count: number }[] } = {
    out: [],
    in: [],
  };
  for (const part of text.split(';')) {
    const match = /^\s*(out|in)\s+(.+)$/i.exec(part);
    if (!match) return { problem: `expected 'out …' or 'in …', got '${part.trim()}'` };
    const side = match[1].toLowerCase() as 'out' | 'in';
    for (const item of match[2].split(',')) {
      const entry = /^\s*(\d{1,3})\s+(.+?)\s*$/.exec(item);
      if (!entry) return { problem: `expected '<copies> <card>', got '${item.trim()}'` };
      const card = cardId(entry[2]);
      if (card === undefined) return { problem: `unknown card '${entry[2]}'` };
      swap[side].push({ card, count: Number(entry[1]) });
    }
  }
  return { swap };
}
