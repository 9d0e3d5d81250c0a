/**
 * The game events Lightseekers emits for card triggers (Lightseekers 4.1, 4.2.1, 4.3.3, 4.5, 6 After
 * Playing a Card).
 * @module
 */

/** Game events that triggers watch. */
export const EV = {
  startOfTurn: 'ls.start-of-turn',
  eachTurn: 'ls.each-turn',
  endOfTurn: 'ls.end-of-turn',
  /** A card or Ability is played or used, before it resolves (4.3.3). */
  act: 'ls.act',
  /** It has resolved (6, After Playing a Card). */
  after: 'ls.after',
} as const;
