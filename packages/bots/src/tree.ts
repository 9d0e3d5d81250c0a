/** The IS-MCTS tree: one node per action sequence, shared by every sampled world. */
import type { Action, PlayerId } from '@cardloom/core';
import { sameAction } from './keys';

/**
 * A node of the search tree: the action that reached it and its statistics. Children are found by
 * value (`actionHash`, then `sameAction`), because each sampled world lists its own objects.
 */
export class Node {
  /** Children by `actionHash`; children whose actions share a hash are chained by `sameHash`. */
  readonly children = new Map<number, Node>();
  /** The next child of the same parent whose action has the same hash. */
  sameHash: Node | undefined = undefined;
  visits = 0;
  value = 0;
  avail = 0;
  constructor(
    /** The player who took `action` to reach this node (-1 at the root). */
    readonly mover: PlayerId,
    readonly action: Action | null,
  ) {}

  /** The child reached by `action` (hashed to `hash`), or undefined while it is untried here. */
  child(action: Action, hash: number): Node | undefined {
    let child = this.children.get(hash);
    while (child !== undefined && !sameAction(child.action as Action, action)) child = child.sameHash;
    return child;
  }

  /** Adds `child`, reached by an action that hashes to `hash`. */
  add(child: Node, hash: number): void {
    child.sameHash = this.children.get(hash);
    this.children.set(hash, child);
  }
}
