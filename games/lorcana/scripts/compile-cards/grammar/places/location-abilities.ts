/**
 * The ability grammar of the places family (issue 16): trigger conditions about locations
 * (“whenever this character quests while at a location”, “whenever you move a character here”,
 * “when this location is banished”) and static abilities about moving (“Your Pirate characters
 * may move here for free”, “You pay 2 {I} less to move a character of yours here”, CR 4.7).
 *
 * @module
 */
import { namesSingers } from '../effects/singer-clauses.js';
import type { StaticEffect, Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import { parseOtherCost } from '../costs/card-costs.js';
import { fail, parseFilter } from '../phrases.js';

/** A trigger phrase of this family, or undefined; `parse` reads the shared trigger phrases. */
export function parsePlacesTrigger(phrase: string, parse: (p: string) => Trigger[]): Trigger[] | undefined {
  const at = /^(.+) while at a location$/.exec(phrase);
  if (at) return parse(at[1]).map((t) => ({ ...t, atLocation: true }));
  if (phrase === 'when this location is banished') return [{ on: 'banished' }];
  let m = /^whenever you move (?:a|an) (.+?) here$/.exec(phrase);
  if (m) return [{ on: 'movesToLocation', subject: { ...parseFilter(m[1]), owner: 'you' }, here: true }];
  m = /^whenever (?:a|an) (.+?) moves here$/.exec(phrase);
  if (m) return [{ on: 'movesToLocation', subject: parseFilter(m[1]), here: true }];
  m = /^when you move (?:a|an) (.+?) here from another location$/.exec(phrase);
  if (m)
    return [
      {
        on: 'movesToLocation',
        subject: { ...parseFilter(m[1]), owner: 'you' },
        here: true,
        fromLocation: true,
      },
    ];
  m = /^whenever (?:a|an) (.+?) is challenged and banished while here$/.exec(phrase);
  if (m) return [{ on: 'challengedAndBanished', subject: parseFilter(m[1]), here: true }];
  m = /^whenever (?:a|an) (.+?) is banished here$/.exec(phrase);
  if (m) return [{ on: 'banished', subject: parseFilter(m[1]), here: true }];
  m = /^whenever (?:a|an) (.+?) here challenges another character$/.exec(phrase);
  if (m) return [{ on: 'challenges', subject: parseFilter(m[1]), here: true }];
  m = /^when you play (?:a|an) (.+?) on this card$/.exec(phrase);
  if (m) return [{ on: 'played', subject: parseFilter(m[1]), ontoSelf: true }];
  if (phrase === 'whenever one or more of your characters sings a song')
    return [{ on: 'played', subject: { song: true, owner: 'you' }, sung: true }];
  m = /^whenever an opponent plays (?:a|an) (.+)$/.exec(phrase);
  if (m) return [{ on: 'played', subject: { ...parseFilter(m[1]), owner: 'opponent' } }];
  return undefined;
}

/**
 * A song-level trigger (“whenever one or more of your characters sings a song”) is about the song:
 * “those characters” / “they” would mean the singers, which the event card is not — such a text stays
 * unsupported rather than act on the song, unless the grammar reads them as the singers (`singer-clauses.ts`).
 */
export function checkTriggerPronouns(triggers: readonly Trigger[], effect: string): void {
  if (
    triggers.some((t) => t.sung) &&
    /\b(they|them|those characters|their)\b/.test(effect) &&
    !namesSingers(effect)
  )
    fail(effect);
}

/** “Characters” / “Other characters” / “your characters named Stitch” → a filter. */
function subjectFilter(subject: string): CardFilter {
  return parseFilter(subject.charAt(0).toLowerCase() + subject.slice(1));
}

/** What “that location” reads as in the effect of a move trigger: the location moved to. */
export const MOVED_TO = 'the location moved to';

/**
 * The effect text of a triggered ability, with “that location” named as the location of the move
 * event when the trigger is a move (elsewhere “that location” stays unparsed).
 */
export function placesEffectText(triggers: readonly Trigger[], effect: string): string {
  if (!triggers.some((t) => t.on === 'movesToLocation')) return effect;
  return effect.replace(/\bthat location\b/g, MOVED_TO);
}

/** A static ability's continuous effect of this family (text lower-cased at its start), or undefined. */
export function parsePlacesStatic(text: string): StaticEffect | undefined {
  let m = /^your (.+?) (?:may|can) move here for free$/.exec(text);
  if (m) return { moveHereForFree: { ...parseFilter(m[1]), owner: 'you' } };
  m = /^you pay (\d+) \{I\} less to move a character of yours here$/.exec(text);
  if (m) return { moveCostReduction: Number(m[1]), at: 'here' };
  m = /^you pay (\d+) \{I\} less to move your characters to a location$/.exec(text);
  if (m) return { moveCostReduction: Number(m[1]), at: 'anyLocation' };
  if (text === "this character can't move to locations") return { restrict: 'move', to: 'self' };
  if (/^you (?:may|can) play this character for free$/.test(text)) return { playForFree: 'self' };
  m = /^you may (.+?) to play this character for free$/.exec(text);
  if (m) {
    const paying = parseOtherCost(m[1].charAt(0).toUpperCase() + m[1].slice(1));
    if (paying) return { playForFree: 'self', paying };
  }
  m = /^(.+?) counts? as having \+(\d+) cost to sing songs$/.exec(text);
  if (m) return { singCostBonus: Number(m[2]), to: subjectFilter(m[1]) };
  m = /^(.+?) can't exert to sing songs$/.exec(text);
  if (m && m[1] !== 'this character') return { restrict: 'sing', to: subjectFilter(m[1]) };
  m = /^this character also counts as being named (.+) for Shift$/.exec(text);
  if (m) return { shiftName: m[1] };
  if (
    /^you may play any character with Shift on this character as if this character had any name$/.test(text)
  )
    return { shiftOntoAnyName: true };
  return undefined;
}
