import { tokenCharacter } from '../../card';

/** FC1 T4 — Iron token: a 1/1 with an item slot. */
export const servo = tokenCharacter({
  id: 'servo',
  number: 'T4',
  name: 'Servo',
  faction: 'iron',
  attack: 1,
  defense: 1,
  itemSlots: 1,
});
