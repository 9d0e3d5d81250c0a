import { item } from '../../card';
import { chosen, YOUR_CHARACTER } from '../../targets';

/** FC1 015 — attached to anything; exhaust it in a response window to pump an attacker. */
export const warhornOfTheCourt = item({
  id: 'warhorn-of-the-court',
  number: '015',
  name: 'Warhorn of the Court',
  faction: 'ember',
  cost: 2,
  attachTo: 'any',
  abilities: [
    {
      kind: 'activated',
      name: 'Sound the Charge',
      cost: { exhaust: true },
      timing: 'response',
      effects: [{ do: 'modify', target: chosen(YOUR_CHARACTER), attack: 2, until: 'turn' }],
    },
  ],
});
