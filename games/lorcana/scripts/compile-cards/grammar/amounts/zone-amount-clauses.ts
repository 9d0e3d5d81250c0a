/**
 * Clause rules of issue 16's zones-and-cards templates about amounts (“draw cards equal
 * to …”, “for each card discarded”), damage counters and movement; `grammar/effects/zone-clauses.ts` tries them
 * after its own rules.
 *
 * @module
 */

import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import type { Rule } from '../effects/zone-clause-kit.js';
import { parseCondition, parseTarget, STAT_SYMBOL } from '../phrases.js';

/** The amount, damage and movement rules, tried in order after the zone rules. */
export const ZONE_AMOUNT_RULES: readonly Rule[] = [
  // ---- amounts -----------------------------------------------------------------------------------
  [
    // “draw cards equal to the damage on chosen character of yours”: chosen first, counted on resolution.
    /^draw cards equal to the damage on (.+)$/,
    (m) => {
      const target = parseTarget(m[1]);
      if (typeof target === 'string') return [{ do: 'draw', amount: { damageOnCard: target } }];
      return [
        { do: 'choose', target },
        { do: 'draw', amount: { damageOnCard: 'it' } },
      ];
    },
  ],
  [
    // “you may draw cards equal to the {S} of chosen …”: choosing the card is part of what the player
    // may do (CR 6.1.4); “if you do” after it is about the draw (CR 6.1.5.1).
    /^you may (draw cards equal to the .+)$/,
    (m, clause) => [{ do: 'may', steps: clause(m[1]) }],
  ],
  [
    /^draw cards equal to the (\{[SWL]\}) of (.+)$/,
    (m) => {
      const target = parseTarget(m[2]);
      const stat = STAT_SYMBOL[m[1]];
      if (typeof target === 'string') return [{ do: 'draw', amount: { statOf: target, stat } }];
      return [
        { do: 'choose', target },
        { do: 'draw', amount: { statOf: 'it', stat } },
      ];
    },
  ],
  [
    /^(?:you may )?draw a card for each card discarded$/,
    (m) => {
      const draw: Step = { do: 'draw', amount: { eventCount: true } };
      return [m[0].startsWith('you may') ? { do: 'may', steps: [draw] } : draw];
    },
  ],
  // ---- damage and movement -----------------------------------------------------------------------
  [
    /^move all damage(?: counters)? from (.+?) to (.+)$/,
    (m) => [{ do: 'moveAllDamage', from: parseTarget(m[1]), to: parseTarget(m[2]) }],
  ],
  [
    /^(?:this character|he|she) may move there for free$/,
    () => [
      {
        do: 'may',
        steps: [{ do: 'moveToLocation', character: 'self', location: 'eventCard', free: true }],
      },
    ],
  ],
  [
    /^move any number of your characters to the same location for free$/,
    () => [
      {
        do: 'moveTogether',
        characters: { choose: { type: 'character', owner: 'you' }, anyNumber: true },
        location: { choose: { type: 'location', owner: 'you' } },
        free: true,
      },
    ],
  ],
  [/^gain 1 lore for each character you moved$/, () => [{ do: 'gainLore', amount: { itCount: true } }]],
  [
    // A floating trigger for the rest of the turn (CR 6.2.7.1), as “whenever … this turn, …”.
    /^for the rest of this turn, (whenever one of your .+?), (.+)$/,
    (m, clause) => clause(`${m[1]} this turn, ${m[2]}`),
  ],
  [
    /^look at the top card of each opponent's deck$/,
    () => [
      { do: 'lookAtPlayerTop', player: 'opponents', count: 1, keep: { min: 1, max: 1 }, rest: 'deckBottom' },
    ],
  ],
  [
    // “choose and discard a card unless you have a character named Darkwing Duck in play”
    /^(.+?) unless (you have .+)$/,
    (m, clause) => [{ do: 'if', cond: { not: parseCondition(m[2]) }, steps: clause(m[1]) }],
  ],
];
