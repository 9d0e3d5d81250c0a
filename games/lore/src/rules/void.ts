/**
 * What may enter the void (Lore Zones: The void). Each card or object there must bring a type —
 * tome, creature, god, location, phenomenon, relic, rune or spell — that is not already present;
 * a card that cannot is sent to the aether instead.
 *
 * @module
 */
import { type LoreCard, voidTypes } from '../cards/card.js';
import type { Violation } from './combat-legality.js';

/** Something in the void: a card, or the grimoire as a tome. */
export type VoidOccupant = LoreCard | 'tome';

function typesOf(occupant: VoidOccupant): readonly string[] {
  return occupant === 'tome' ? ['tome'] : voidTypes(occupant);
}

/** `null` if `entering` may be brought forth into a void holding `present`, else why not. */
export function voidEntryViolation(
  present: readonly VoidOccupant[],
  entering: VoidOccupant,
): Violation | null {
  const taken = new Set(present.flatMap(typesOf));
  if (typesOf(entering).some((t) => !taken.has(t))) return null;
  return {
    rule: 'Lore Zones: The void',
    reason: `every type of ${entering === 'tome' ? 'the tome' : entering.name} (${typesOf(entering).join(', ')}) is already in the void`,
  };
}
