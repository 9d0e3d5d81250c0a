/**
 * “Choose any number of players. They discard their hands and draw 3 cards each.”: for each player in
 * turn order, the controller decides whether that player is chosen (CR 6.1.3: none to all); a chosen
 * player discards their hand and then draws (CR 6.7.5). `grammar/effects.ts` asks
 * {@link chosenPlayersSentences} for each sentence of an effect.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';

/** The steps and how many sentences they used, or undefined. */
export function chosenPlayersSentences(
  sentences: readonly string[],
  i: number,
): [Step[], number] | undefined {
  if (!/^Choose any number of players$/.test(sentences[i] ?? '')) return undefined;
  const m = /^They discard their hands and draw (\d+) cards each$/.exec(sentences[i + 1] ?? '');
  if (!m) return undefined;
  const steps: Step[] = [
    {
      do: 'may',
      steps: [
        { do: 'discardHand', player: 'thatPlayer' },
        { do: 'draw', amount: Number(m[1]), player: 'thatPlayer' },
      ],
    },
  ];
  return [[{ do: 'forEachPlayer', players: 'eachPlayer', steps }], 2];
}
