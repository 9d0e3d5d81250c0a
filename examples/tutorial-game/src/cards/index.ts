import type { CardDefinition } from '@cardloom/core';
import { ashenPhoenix } from './ashen-phoenix.js';
import { emberCub } from './ember-cub.js';
import { emberSage } from './ember-sage.js';
import { flameRaider } from './flame-raider.js';
import { ironbark } from './ironbark.js';
import { lanternKeeper } from './lantern-keeper.js';

/** Every Embers card. */
export const cards: CardDefinition[] = [
  emberCub,
  flameRaider,
  ironbark,
  lanternKeeper,
  emberSage,
  ashenPhoenix,
];

/** Rule 1.2: a deck is 20 cards. The starter deck, as card ids. */
export const starterDeck: string[] = [
  ...Array<string>(5).fill('ember-cub'),
  ...Array<string>(4).fill('flame-raider'),
  ...Array<string>(3).fill('ironbark'),
  ...Array<string>(3).fill('lantern-keeper'),
  ...Array<string>(3).fill('ember-sage'),
  ...Array<string>(2).fill('ashen-phoenix'),
];
