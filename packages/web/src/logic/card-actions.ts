/**
 * Which card a legal action concerns, so the board can put the action's button on that card. An action
 * names cards by instance id in fields such as `card`, `attacker` or `source`; the first such field
 * whose card the viewer can see on the board decides. Actions with no such card (end turn, pass, draw)
 * go to the list beside the board.
 * @module
 */
import type { Action } from '@cardloom/core';

/** Field names that hold the card an action is about, most telling first. */
const PRIMARY_FIELDS = ['card', 'attacker', 'source', 'unit', 'character', 'item', 'singer', 'song'] as const;

/** An action with its position in the legal list (what the game is given back). */
export interface IndexedAction {
  readonly index: number;
  readonly action: Action;
}

/** Legal actions split by the card they concern. */
export interface ActionPlacement {
  /** Card instance id → the actions shown on that card, in legal-list order. */
  readonly onCards: ReadonlyMap<number, readonly IndexedAction[]>;
  /** Actions about no card on the board, in legal-list order. */
  readonly rest: readonly IndexedAction[];
}

/** The card id an action is about, or `null`. Only cards in `onBoard` count. */
export function actionCard(action: Action, onBoard: ReadonlySet<number>): number | null {
  for (const field of PRIMARY_FIELDS) {
    const value = action[field];
    if (typeof value === 'number' && Number.isInteger(value) && onBoard.has(value)) return value;
  }
  return null;
}

/**
 * Places every legal action: on its card when the card is shown on the board, else in the list.
 * Answers to an open decision are left out (the decision dialog builds them).
 */
export function placeActions(legal: readonly Action[], onBoard: ReadonlySet<number>): ActionPlacement {
  const onCards = new Map<number, IndexedAction[]>();
  const rest: IndexedAction[] = [];
  legal.forEach((action, index) => {
    if (action.type === 'answer') return;
    const card = actionCard(action, onBoard);
    if (card === null) rest.push({ index, action });
    else {
      const list = onCards.get(card) ?? [];
      list.push({ index, action });
      onCards.set(card, list);
    }
  });
  return { onCards, rest };
}
