/**
 * Sentence rules that reveal the top card of the deck and play it from there: “Reveal the top card of
 * your deck. You may play it as if it were in your hand. Otherwise, put it into your discard.” — the
 * card is played paying its cost from the deck (CR 6.7.7), or it goes to the discard.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';

/** The steps and how many sentences they used, or undefined. */
export function revealAndPlaySentences(
  sentences: readonly string[],
  i: number,
): [Step[], number] | undefined {
  if (!/^[Rr]eveal the top card of your deck$/.test(sentences[i])) return undefined;
  if (!/^You may play it as if it were in your hand$/.test(sentences[i + 1] ?? '')) return undefined;
  if (!/^Otherwise, put it (?:in|into) your discard$/.test(sentences[i + 2] ?? '')) return undefined;
  const take = { min: 0, max: 1, to: 'play', revealAll: true } as const;
  return [[{ do: 'lookAtTop', count: 1, take, rest: 'discard' }], 3];
}
