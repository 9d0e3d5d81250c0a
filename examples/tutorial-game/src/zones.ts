import type { ZoneSpec } from '@cardloom/core';

/** Rule 2: the zones of Embers and who may see what is in them. */
export const zones: ZoneSpec[] = [
  // 2.1 Your deck: face down, nobody sees its cards, everyone sees how many are left.
  { name: 'deck', owner: 'player', ordered: true, visibility: 'count', faceDown: true },
  // 2.2 Your hand: only you see it.
  { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
  // 2.3 Your reserve: cards banked face down to fuel embers; only you see them.
  { name: 'reserve', owner: 'player', ordered: false, visibility: 'owner', faceDown: true },
  // 2.4 Your field: your creatures, in the open.
  { name: 'field', owner: 'player', ordered: false, visibility: 'public' },
  // 2.5 Your discard pile: in the open.
  { name: 'discard', owner: 'player', ordered: true, visibility: 'public' },
];
