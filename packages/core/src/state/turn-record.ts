/**
 * Copies of the turn record. The record is replaced, never patched, so one journal entry undoes a
 * whole transition; building the copy field by field keeps every turn record the same shape.
 * @module
 */
import type { Journal } from './journal';
import type { GameState, TurnState } from './state';

/** A copy of the turn record at another point of the turn (explicit fields: faster than a spread). */
export function turnAt(t: TurnState, phase: number, step: number, stage: TurnState['stage']): TurnState {
  return {
    number: t.number,
    active: t.active,
    first: t.first,
    phase,
    step,
    stage,
    extra: t.extra,
    skip: t.skip,
  };
}

/** Replaces the turn record (journaled; one monomorphic store instead of a generic keyed set). */
export function setTurnRecord(journal: Journal, state: GameState, next: TurnState): void {
  journal.note(state, 'turn', state.turn);
  state.turn = next;
}

/** Moves the turn record to another point of the turn (journaled). */
export function moveTurn(
  journal: Journal,
  state: GameState,
  phase: number,
  step: number,
  stage: TurnState['stage'],
): void {
  setTurnRecord(journal, state, turnAt(state.turn, phase, step, stage));
}
