import type { LorcanaCard } from '../card.js';
import { yourOtherCharacter } from '../phrases.js';

/** Beast – Selfless Protector — Rise of the Floodborn #172. */
export const beastSelflessProtector: LorcanaCard = {
  id: '2-172',
  set: '2',
  number: 172,
  name: 'Beast',
  version: 'Selfless Protector',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Steel'],
  strength: 2,
  willpower: 8,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Prince'],
  rarity: 'Super rare',
  abilities: [{ kind: 'static', name: 'Shield Another', effect: { redirectDamageFrom: yourOtherCharacter } }],
};
