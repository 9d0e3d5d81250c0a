/**
 * Shared parts of issue 16's zones-and-cards grammar: the rule shape and how “chosen
 * opponent / player”, counts and zone targets read.
 *
 * @module
 */
import type { CardFilter, PlayerRef } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedStep as Step, Target } from '../../parsed/parse-tree.js';
import { parseCount } from '../phrases.js';

/** Parses a clause / a clause list (the grammar's own, passed in to keep imports one-way). */
export type Parse = (text: string) => Step[];

/** A clause rule: a pattern and the steps it reads as. */
export type Rule = readonly [RegExp, (m: RegExpExecArray, clause: Parse, clauses: Parse) => Step[]];

/** “chosen opponent” / “chosen player” → the step that picks them and their reference. */
export function chosen(who: string): [Step, PlayerRef] {
  return who === 'opponent'
    ? [{ do: 'chooseOpponent' }, 'chosenOpponent']
    : [{ do: 'choosePlayer' }, 'chosenPlayer'];
}

/** “a” / “2” / “up to 2” → a count and whether fewer are allowed. */
export function counted(word: string): { count: number; upTo: boolean } {
  const upTo = /^up to (\d+)$/.exec(word);
  return upTo ? { count: Number(upTo[1]), upTo: true } : { count: parseCount(word), upTo: false };
}

/** A `choose` target of cards in a player's zone. */
export function fromZone(
  filter: CardFilter,
  zone: 'discard' | 'hand',
  word: string,
  player?: PlayerRef,
): Extract<Target, { choose: CardFilter }> {
  const { count, upTo } = counted(word);
  return {
    choose: filter,
    zone,
    ...(count > 1 ? { count } : {}),
    ...(upTo ? { upTo: true } : {}),
    ...(player ? { player } : {}),
  };
}

export const PLAYERS: Record<string, PlayerRef> = {
  'each opponent': 'opponents',
  'each player': 'eachPlayer',
};
