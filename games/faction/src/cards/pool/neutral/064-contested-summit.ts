import { location } from '../../card';
import { SELF } from '../../targets';

/** FC1 064 — factionless location: a victory token each Morning you hold the most characters. */
export const contestedSummit = location({
  id: 'contested-summit',
  number: '064',
  name: 'Contested Summit',
  faction: null,
  cost: 3,
  victoryField: 3,
  abilities: [
    {
      kind: 'triggered',
      name: 'Hold the Heights',
      trigger: { on: 'morning' },
      condition: { test: 'mostCharacters' },
      effects: [{ do: 'addVictory', target: SELF, amount: 1 }],
    },
  ],
});
