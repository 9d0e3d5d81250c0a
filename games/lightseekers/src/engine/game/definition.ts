/**
 * The Lightseekers game definition on the cardloom kernel.
 * @module
 */
import { type CardDefinition, defineGame, type GameDefinition, type RulesetSpec } from '@cardloom/core';
import { allCards, getCard } from '../../cards/index.js';
import type { Card } from '../../cards/vocabulary-cards.js';
import { describeCard } from '../language/card-text.js';
import { resolvingPlayer } from '../modifiers/damage.js';
import { requirementsOf, Z, ZONES } from '../table/catalog.js';
import { HEALTH, removePlayer, scoreRemoval, victoryPointLeaders } from '../table/removal.js';
import { living } from '../table/seating.js';
import { ACTIONS } from '../turn/actions.js';
import { TURN } from '../turn/phases.js';
import { finishHandler, H, resolveHandler } from '../turn/resolve.js';
import { setup } from '../turn/setup.js';
import { compileTriggers, lightseekersPolicy } from '../turn/triggers.js';

/**
 * The rules version every ruleset plays: 10 since issue 20. Version 2: a power modifier is added once, to
 * the final sum of a card's calculation, and not to its player's own damage (2.6, L52). Version 3: the
 * cards a played card's player picks from their hand, discard pile or deck, and the buffs it Moves or
 * Swaps, are chosen when it is played (4.3.3, L43). Version 4: Kestrel Vane, Tinker Maddox and Nyx
 * Quillfeather start with more health (L53). Version 5: Vharok the Hollow starts with 20 health, not 22
 * (L55). Version 6: heals wane from turn 40 (L59), and the ready decks and heroes of L60. Version 7: the
 * heroes' own heals wait for a wound (L61), Kestrel's Gust Bolt strikes in each buff phase (L62), Clockwork
 * Sentinel's Piston Strike deals 1 (L63), five heroes' health and Nyx's Night Tide (L64), and the ready
 * decks of L65. Version 8: Vharok the Hollow starts with 22 health and Hollow Harvest plays one Creeping Rot
 * (L67). Version 9: Brunhild's Stone Resolve and Crystal Lattice's Refract can be used only while their
 * player is on 17 health or less (L68), Nyx's Night Tide draws only while she holds fewer than 2 cards
 * (L69), and a played card's plan is kept in the state in the card language's own encoding (issue 14).
 * Version 10: Clockwork Sentinel takes 1 off damage that is not an Attack only, and its Piston Strike
 * deals 2 (L72). Version 11: Nyx starts on 29 health (L74). Replays recorded under an earlier version are
 * refused.
 */
export const RULES_VERSION = 11;

/** The rulesets: the rules as written, and a variant without the later seats' hand bonus. */
export const rulesets: readonly RulesetSpec[] = [
  {
    name: 'standard',
    version: RULES_VERSION,
    description: 'The rules as written: 2-6 players, starting hands of 4 plus one per later seat (3.1).',
    options: { seatBonus: true },
  },
  {
    name: 'flat-hands',
    version: RULES_VERSION,
    description: 'Every player starts with 4 cards, whatever their seat.',
    options: { seatBonus: false },
  },
];

/** A vocabulary card as a kernel card definition: characteristics plus its compiled triggers. */
export function toKernelCard(card: Card): CardDefinition {
  const types = card.kind === 'hero' ? ['hero'] : [card.kind, card.category];
  const stats: Record<string, number> = {};
  if (card.kind === 'hero') stats.health = card.health;
  if (card.kind === 'action' && card.category === 'item') stats.points = card.points;
  return {
    id: card.id,
    name: card.name,
    types,
    traits: [...requirementsOf(card)],
    stats,
    abilities: compileTriggers(card),
  };
}

/** Every card of the pool as kernel card definitions. */
export const lightseekersCards: readonly CardDefinition[] = allCards.map(toKernelCard);

/** The Lightseekers game definition: `createGame(lightseekers, { players, decks, seed })`. */
export const lightseekers: GameDefinition = defineGame({
  id: 'lightseekers',
  name: 'Lightseekers',
  players: [2, 3, 4, 5, 6],
  zones: ZONES,
  abilityZones: [Z.hero, Z.items, Z.buffs, Z.discard],
  turn: TURN,
  actions: [...ACTIONS],
  policy: lightseekersPolicy,
  checks: [
    {
      id: 'zero-health',
      rule: 'Lightseekers 5.1',
      find: (ctx, out) => {
        for (const p of living(ctx)) {
          if (ctx.playerCounter(p, HEALTH) > 0 || resolvingPlayer(ctx) === p) continue;
          out.push(() => removePlayer(ctx, p, ctx.getVar<number>(`ls.lastHit.${p}`) ?? null, 'health'));
        }
      },
    },
  ],
  rulesets: [...rulesets],
  cards: [...lightseekersCards],
  handlers: { [H.resolve]: resolveHandler, [H.finish]: finishHandler },
  setup,
  // Every removal scores (5); the game ends on VP when one player is left (5, L42).
  onPlayerOut: scoreRemoval,
  lastStanding: victoryPointLeaders,
  describeCard: (def) => describeCard(getCard(def.id)).replace(/\n/g, ' · '),
});
