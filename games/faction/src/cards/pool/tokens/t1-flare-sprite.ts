import { tokenCharacter } from '../../card';

/** FC1 T1 — Ember token: a Swift 1/1. */
export const flareSprite = tokenCharacter({
  id: 'flare-sprite',
  number: 'T1',
  name: 'Flare Sprite',
  faction: 'ember',
  attack: 1,
  defense: 1,
  keywords: ['swift'],
});
