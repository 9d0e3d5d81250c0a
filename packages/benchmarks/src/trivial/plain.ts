/**
 * The trivial game as a plain hand-written loop: the baseline a framework is measured against.
 * It is written the way a person would write a small simulator with a random player — list the legal
 * moves, pick one, apply it — using mutable arrays and no framework.
 *
 * @module
 */
import { dealDecks, playerRng, type TrivialResult } from './spec';

type Move = { readonly kind: 'play'; readonly index: number } | { readonly kind: 'pass' };

const PASS: Move = { kind: 'pass' };

function legalMoves(hand: readonly number[]): Move[] {
  const moves: Move[] = [];
  for (let index = 0; index < hand.length; index++) moves.push({ kind: 'play', index });
  moves.push(PASS);
  return moves;
}

/** Plays one game for `seed` with two uniform-random players. */
export function playPlain(seed: number): TrivialResult {
  const decks = dealDecks(seed);
  const hands: [number[], number[]] = [[], []];
  const scores: [number, number] = [0, 0];
  const rng = playerRng(seed);
  let active: 0 | 1 = 0;
  let moves = 0;
  while (decks[active].length > 0) {
    const hand = hands[active];
    hand.push(decks[active].pop()!);
    for (;;) {
      const options = legalMoves(hand);
      const move = options[rng.int(options.length)];
      moves++;
      if (move.kind === 'pass') break;
      scores[active] += hand[move.index];
      hand.splice(move.index, 1);
    }
    active = active === 0 ? 1 : 0;
  }
  return { scores, moves };
}
