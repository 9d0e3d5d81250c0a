/**
 * The ability grammar of the places family (issue 16): trigger conditions about locations
 * (“whenever this character quests while at a location”, “whenever you move a character here”,
 * “when this location is banished”) and static abilities about moving (“Your Pirate characters
 * may move here for free”, “You pay 2 {I} less to move a character of yours here”, CR 4.7).
 *
 * @module
 */
import type { StaticEffect, Trigger } from '../../src/cards/vocabulary-abilities.js';
import { parseFilter } from './phrases.js';

/** A trigger phrase of this family, or undefined; `parse` reads the shared trigger phrases. */
export function parsePlacesTrigger(phrase: string, parse: (p: string) => Trigger[]): Trigger[] | undefined {
  const at = /^(.+) while at a location$/.exec(phrase);
  if (at) return parse(at[1]).map((t) => ({ ...t, atLocation: true }));
  if (phrase === 'when this location is banished') return [{ on: 'banished' }];
  let m = /^whenever you move (?:a|an) (.+?) here$/.exec(phrase);
  if (m) return [{ on: 'movesToLocation', subject: { ...parseFilter(m[1]), owner: 'you' }, here: true }];
  m = /^whenever (?:a|an) (.+?) moves here$/.exec(phrase);
  if (m) return [{ on: 'movesToLocation', subject: parseFilter(m[1]), here: true }];
  return undefined;
}

/** A static ability's continuous effect of this family (text lower-cased at its start), or undefined. */
export function parsePlacesStatic(text: string): StaticEffect | undefined {
  let m = /^your (.+?) (?:may|can) move here for free$/.exec(text);
  if (m) return { moveHereForFree: { ...parseFilter(m[1]), owner: 'you' } };
  m = /^you pay (\d+) \{I\} less to move a character of yours here$/.exec(text);
  if (m) return { moveCostReduction: Number(m[1]), at: 'here' };
  m = /^you pay (\d+) \{I\} less to move your characters to a location$/.exec(text);
  if (m) return { moveCostReduction: Number(m[1]), at: 'anyLocation' };
  return undefined;
}
