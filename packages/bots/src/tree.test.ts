import type { Action } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { actionHash } from './keys';
import { Node } from './tree';

const play = (card: number) => ({ type: 'play', player: 0, card }) as unknown as Action;

describe('IS-MCTS tree: children found by value', () => {
  it('finds a child again from another world’s copy of its action', () => {
    const root = new Node(-1, null);
    const child = new Node(0, play(3));
    root.add(child, actionHash(play(3)));
    expect(root.child(play(3), actionHash(play(3)))).toBe(child);
    expect(root.child(play(4), actionHash(play(4)))).toBeUndefined();
  });

  it('tells apart children whose actions share a hash', () => {
    const root = new Node(-1, null);
    const first = new Node(0, play(1));
    const second = new Node(0, play(2));
    // One forced hash for both: the lookup must compare the actions themselves.
    root.add(first, 7);
    root.add(second, 7);
    expect(root.child(play(1), 7)).toBe(first);
    expect(root.child(play(2), 7)).toBe(second);
    expect(root.child(play(9), 7)).toBeUndefined();
    expect(root.children.size).toBe(1);
  });
});
