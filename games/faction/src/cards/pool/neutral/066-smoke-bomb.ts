import { item } from '../../card';
import { chosen } from '../../targets';

/** FC1 066 — a response that rescues one of your characters to hand. */
export const smokeBomb = item({
  id: 'smoke-bomb',
  number: '066',
  name: 'Smoke Bomb',
  faction: null,
  cost: 1,
  reaction: true,
  direct: [{ do: 'returnToHand', target: chosen({ side: 'you', type: 'character', main: false }) }],
});
