/**
 * The Lore game definition (`lore`): zones, the turn, actions, the trigger policy, checks,
 * rulesets and cards, assembled for the kernel.
 *
 * @module
 */
import { bagPolicy, type CardId, type Ctx, defineGame, type GameDefinition } from '@cardloom/core';
import { describeCard } from '../cards/describe.js';
import { LORE_CARDS } from '../cards/pool/index.js';
import { compileCard, SECTION_CARDS } from './abilities/compile.js';
import { chainActivateAction, chainPlayAction, resolveChainTask } from './chain/actions.js';
import { declareAttackerAction, endAttacksAction } from './combat/attack.js';
import {
  activateAction,
  bringForthAction,
  callForthAction,
  endMainAction,
  equipAction,
  playAction,
  sanityDrawAction,
} from './play/actions.js';
import { CHAIN, CHAIN_RESOLVE } from './state/chain.js';
import { Z } from './state/keys.js';
import { loreCardById } from './state/queries.js';
import { LORE_CHECKS } from './turn/checks.js';
import { LORE_PHASES } from './turn/phases.js';
import { MULLIGAN, mulliganStep, setupGame } from './turn/setup.js';

/** The rulesets: the default reading, and a literal reading of 2.1 (README A40). */
export const LORE_RULESETS = [
  {
    name: 'lore-1922',
    description: 'Lore ver. 1.91 as this package reads it: 2.1 resets the active player’s evoked cards',
    options: { resetAll: false },
    // 2: the chain is a kernel queue, so states (and replay digests) differ from version 1's.
    version: 2,
  },
  {
    name: 'reset-all',
    description: 'Lore ver. 1.91 with 2.1 read literally: every player’s evoked cards reset each turn',
    options: { resetAll: true },
    version: 2,
  },
] as const;

/**
 * Which unseen cards a sampled world may swap (for search bots; see the kernel's `determinize`). The
 * section markers set aside in the box are bookkeeping, never cards a player could hold: they stay
 * put. A player's lexicon and hand form one pool; their grimoire or tome (grimoire spells only, Lore
 * Grimoire) another; the facedown card that began in their void (a god, Lore A9) a third. Swapping
 * across them would deal, say, a section marker or a tome's spell into a hand — a world the rules
 * cannot reach.
 */
function hiddenCardGroup(ctx: Ctx, card: CardId): string | null {
  const zone = ctx.zoneOf(card);
  if (zone === Z.box) return null;
  const owner = ctx.card(card).owner;
  if (zone === Z.lexicon || zone === Z.hand) return `${owner}:main`;
  if (zone === Z.grimoire || zone === Z.tome) return `${owner}:grimoire`;
  return `${owner}:${zone}`;
}

/** The Lore TCG (ver. 1.91) for the cardloom kernel. */
export const lore: GameDefinition = defineGame({
  id: 'lore',
  name: 'Lore (ver. 1.91)',
  players: [2],
  zones: [
    { name: Z.lexicon, owner: 'player', ordered: true, visibility: 'count', faceDown: true },
    { name: Z.hand, owner: 'player', ordered: false, visibility: 'owner' },
    { name: Z.play, owner: 'player', ordered: false, visibility: 'public' },
    { name: Z.horizon, owner: 'shared', ordered: false, visibility: 'public' },
    { name: Z.chain, owner: 'shared', ordered: true, visibility: 'public' },
    { name: Z.grave, owner: 'player', ordered: true, visibility: 'public' },
    { name: Z.aether, owner: 'shared', ordered: false, visibility: 'public' },
    { name: Z.void, owner: 'player', ordered: false, visibility: 'public' },
    { name: Z.tome, owner: 'player', ordered: false, visibility: 'owner' },
    { name: Z.grimoire, owner: 'player', ordered: false, visibility: 'owner' },
    { name: Z.under, owner: 'player', ordered: false, visibility: 'public' },
    { name: Z.box, owner: 'shared', ordered: false, visibility: 'hidden' },
  ],
  deckZone: Z.lexicon,
  abilityZones: [Z.play, Z.horizon],
  turn: { phases: LORE_PHASES },
  actions: [
    playAction,
    bringForthAction,
    callForthAction,
    activateAction,
    equipAction,
    sanityDrawAction,
    endMainAction,
    declareAttackerAction,
    endAttacksAction,
    chainPlayAction,
    chainActivateAction,
  ],
  // Triggered abilities are not chain items (README A18): the active player's resolve first, each
  // player ordering their own.
  policy: bagPolicy({ handOver: 'active-first', rule: 'Lore Other Terminology: Triggered ability' }),
  // Lore 4.6: the chain resolves newest first in its own step, each item's triggers before the next.
  queues: [
    { name: CHAIN, order: 'newest-first', resolves: (ctx) => ctx.step.step === 'chain', rule: 'Lore 4.6' },
  ],
  checks: LORE_CHECKS,
  // Lore The Basics: abilities affecting a card apply in chronological order (README A7).
  characteristicOrder: 'timestamp',
  rulesets: LORE_RULESETS.map((r) => ({ ...r, options: { ...r.options } })),
  cards: [...LORE_CARDS.map(compileCard), ...SECTION_CARDS],
  handlers: {
    [CHAIN_RESOLVE]: resolveChainTask,
    [MULLIGAN]: (ctx, args) => mulliganStep(ctx, args as { player: number; count: number }),
  },
  setup: setupGame,
  determinizeGroup: hiddenCardGroup,
  describeCard: (card) => {
    const found = loreCardById(card.id);
    return found ? describeCard(found).join(' · ') : card.name;
  },
});
