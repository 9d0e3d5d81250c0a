/**
 * Sentence rules about the one location several characters move to: “Move up to 2 of your characters
 * to the same location for free. That location gains Resist +2 until the start of your next turn.”
 * The location is chosen first and remembered, so the next sentence can name it (CR 4.7, 6.1.11).
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseDuration, parseKeywordGrants } from '../phrases.js';

/** The slot the destination is remembered under. */
const DESTINATION = 'the location moved to';

/** The steps and how many sentences they used, or undefined. */
export function sameLocationSentences(sentences: readonly string[], i: number): [Step[], number] | undefined {
  const move = /^Move up to (\d+) of your characters to the same location for free$/.exec(sentences[i]);
  const gains = /^That location gains (.+?) (until the start of your next turn|this turn)$/.exec(
    sentences[i + 1] ?? '',
  );
  if (!move || !gains) return undefined;
  const where = { slot: DESTINATION };
  return [
    [
      { do: 'choose', target: { choose: { type: 'location', owner: 'you' } }, as: DESTINATION },
      {
        do: 'moveTogether',
        characters: { choose: { type: 'character', owner: 'you' }, count: Number(move[1]), upTo: true },
        location: where,
        free: true,
      },
      {
        do: 'grant',
        target: where,
        keywords: parseKeywordGrants(gains[1]),
        duration: parseDuration(gains[2]),
      },
    ],
    2,
  ];
}
