/**
 * Sentence rules where a choice is made once per opposing player: “For each opposing player, you may
 * choose a character of theirs. They can't ready at the start of their next turn.” The controller
 * chooses among that player's cards (CR 6.7.5: each in turn order); the sentence after it is about
 * the chosen card, so it belongs to the choice (CR 6.1.4). The clause parser is passed in, so this
 * file has no import loop.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseFilter } from '../phrases.js';

/** The steps and how many sentences they used, or undefined. */
export function perOpponentSentences(
  sentences: readonly string[],
  i: number,
  clauses: (text: string) => Step[],
): [Step[], number] | undefined {
  const m = /^[Ff]or each opposing player, you may choose an? (.+?) of theirs$/.exec(sentences[i]);
  const after = /^They (.+)$/.exec(sentences[i + 1] ?? '');
  if (!m || !after) return undefined;
  const choose: Step = { do: 'choose', target: { choose: parseFilter(m[1]), player: 'thatPlayer' } };
  const may: Step = { do: 'may', steps: [choose, ...clauses(`they ${after[1]}`)] };
  return [[{ do: 'forEachPlayer', players: 'opponents', steps: [may] }], 2];
}
