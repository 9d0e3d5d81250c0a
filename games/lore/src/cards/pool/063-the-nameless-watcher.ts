import { creature } from '../card.js';

/** The Nameless Watcher — Greater flier with Colossal. */
export const theNamelessWatcher = creature({
  id: 'lr1-063',
  name: 'The Nameless Watcher',
  supertypes: ['greater'],
  subtypes: ['Starborn'],
  cost: { elder: 2, formless: 2 },
  mythosRequirement: 4,
  str: 5,
  hp: 5,
  keywords: ['flight', 'colossal'],
});
