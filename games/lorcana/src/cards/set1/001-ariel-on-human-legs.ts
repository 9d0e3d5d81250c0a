import type { LorcanaCard } from '../card.js';

/** Ariel – On Human Legs — The First Chapter #1. */
export const arielOnHumanLegs: LorcanaCard = {
  id: '1-001',
  set: '1',
  number: 1,
  name: 'Ariel',
  version: 'On Human Legs',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Uncommon',
  abilities: [{ kind: 'static', name: 'Voiceless', effect: { restrict: 'sing', to: 'self' } }],
};
